/** Safe-gambling calls: read the bettor's limits, set deposit limits and the reality check, take an exclusion. */
import {
  ErrorBody,
  getPlayerLimits,
  LimitRefusalBody,
  routeSchema,
  setDepositLimits,
  setRealityCheck,
  takeExclusion,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { limitsFor } from './service';

export const limitsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = limitsFor(ctx);

  app.get(getPlayerLimits.path, { schema: routeSchema(getPlayerLimits) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { user } = await requireUser(ctx, request);
    return limits.view(user);
  });

  app.put(setDepositLimits.path, { schema: routeSchema(setDepositLimits) }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return limits.setDepositLimits(user, request.body);
  });

  app.put(setRealityCheck.path, { schema: routeSchema(setRealityCheck) }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return limits.setRealityCheck(user, request.body.minutes);
  });

  const exclusionSchema = routeSchema(takeExclusion);
  app.post(
    takeExclusion.path,
    {
      schema: {
        ...exclusionSchema,
        response: {
          200: takeExclusion.response,
          403: LimitRefusalBody,
          409: LimitRefusalBody,
          '4xx': ErrorBody,
          '5xx': ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const session = await requireUser(ctx, request);
      const { kind, until } = await limits.takeExclusion(session, request.body);
      const what = kind === 'time_out' ? 'Your time-out' : 'Your self-exclusion';
      return reply.status(200).send({
        kind,
        until: until.toISOString(),
        message: `${what} runs until ${until.toISOString()}. You have been logged out everywhere.`,
      });
    },
  );
};
