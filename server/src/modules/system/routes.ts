import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'down'])).describe('Each dependency: database, redis, ...'),
});

/** Liveness, readiness and the operators' metrics. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Health check: 200 when the server and its database are ready',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await ctx.database.query('select 1');
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when every dependency answers, 503 naming the ones that are down',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/metrics',
    { schema: { tags: ['system'], summary: 'Prometheus metrics of this server process', hide: false } },
    async (_request, reply) => {
      const body = await ctx.metrics.registry.metrics();
      return reply.type(ctx.metrics.registry.contentType).send(body);
    },
  );
};
