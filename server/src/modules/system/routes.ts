import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

/** Liveness and readiness: 200 once the database answers. */
export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
};
