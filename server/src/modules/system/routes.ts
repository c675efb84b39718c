import { getHealth, getMetrics, getReadiness } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/routes';

/** Liveness, readiness and the operators' metrics. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  callRoute(app, getHealth, {}, async () => {
    await ctx.database.query('select 1');
    return { status: 'ok' as const, database: ctx.database.kind };
  });

  callRoute(app, getReadiness, {}, async (request, reply) => {
    const verdicts = await ctx.readiness.run();
    const down = Object.entries(verdicts).filter(([, reason]) => reason !== null);
    // Why a dependency is down goes to the log only: its message may name internal hosts.
    for (const [name, reason] of down) request.log.warn({ dependency: name, reason }, 'readiness: down');
    const checks = Object.fromEntries(
      Object.entries(verdicts).map(([name, reason]) => [name, reason === null ? 'ok' : 'down'] as const),
    );
    return reply
      .status(down.length > 0 ? 503 : 200)
      .send({ status: down.length > 0 ? 'unavailable' : 'ok', checks });
  });

  callRoute(app, getMetrics, {}, async (_request, reply) => {
    const body = await ctx.metrics.registry.metrics();
    return reply.type(ctx.metrics.registry.contentType).send(body);
  });
};
