import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const OutboxQuery = z.object({
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  to: z.string().min(3).max(254).optional().describe('Only mails to this address'),
});

const OutboxMail = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});

/** GET /dev/outbox: the latest mails the server wrote to its local outbox (never in production). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.config.NODE_ENV === 'production') return;
  const { mailer } = app;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest e-mails in the local outbox (development only), newest first',
        querystring: OutboxQuery,
        response: { 200: z.object({ mails: z.array(OutboxMail) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: await mailer.latest(request.query) };
    },
  );
};
