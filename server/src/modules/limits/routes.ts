/** Safe-gambling calls: read the bettor's limits, set deposit and loss limits and the reality check, take an exclusion. */
import {
  getPlayerLimits,
  setDepositLimits,
  setLossLimits,
  setRealityCheck,
  takeExclusion,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';

export const limitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = app;

  callRoute(app, getPlayerLimits, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return limits.view(bettorOf(request).user);
  });

  callRoute(app, setDepositLimits, {}, async (request) =>
    limits.setDepositLimits(bettorOf(request).user, request.body),
  );

  callRoute(app, setLossLimits, {}, async (request) =>
    limits.setLossLimits(bettorOf(request).user, request.body),
  );

  callRoute(app, setRealityCheck, {}, async (request) =>
    limits.setRealityCheck(bettorOf(request).user, request.body.minutes),
  );

  callRoute(app, takeExclusion, {}, async (request, reply) => {
    const session = bettorOf(request);
    const { kind, until } = await limits.takeExclusion(session, request.body);
    const what = kind === 'time_out' ? 'Your time-out' : 'Your self-exclusion';
    return reply.status(200).send({
      kind,
      until: until.toISOString(),
      message: `${what} runs until ${until.toISOString()}. You have been logged out everywhere.`,
    });
  });
};
