import { getOutbox } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../http/routes';

/** GET /dev/outbox: the latest mails the server wrote to its local outbox (never in production). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.config.NODE_ENV === 'production') return;
  const { mailer } = app;
  callRoute(app, getOutbox, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { mails: await mailer.latest(request.query) };
  });
};
