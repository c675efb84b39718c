/**
 * Outgoing e-mail: the mailer every module sends through (`app.mailer`, the local outbox under
 * DATA_DIR) and, outside production, GET /dev/outbox to read what was sent.
 */
import fp from 'fastify-plugin';
import { type Mailer, outboxDir, outboxMailer } from './outbox';
import { outboxRoutes } from './routes';

export type { Mail, Mailer, StoredMail } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mailer of the app. */
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`: the outbox of the app's DATA_DIR. */
export const mailPlugin = fp(
  async (app) => {
    app.decorate('mailer', outboxMailer(outboxDir(app.ctx.config.DATA_DIR), app.ctx.clock));
  },
  { name: 'mail', dependencies: ['context'] },
);

/** GET /dev/outbox (never in production). */
export const outboxPlugin = fp(
  async (app) => {
    await app.register(outboxRoutes);
  },
  { name: 'mail-outbox', dependencies: ['context', 'mail'] },
);
