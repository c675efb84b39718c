/**
 * The bettor's inbox. Opening an account writes its welcome message, in the same transaction (a step
 * this plugin adds to `app.auth`); other modules write theirs with `writeInboxMessage`.
 */
import fp from 'fastify-plugin';
import { inboxRoutes } from './routes';
import { writeInboxMessage } from './service';

export { writeInboxMessage, writeInboxMessages } from './service';

export const inboxPlugin = fp(
  async (app) => {
    app.auth.onAccountOpened(async (tx, user) => {
      await writeInboxMessage(
        tx,
        user.id,
        { kind: 'welcome', params: { username: user.username } },
        user.createdAt,
      );
    });
    await app.register(inboxRoutes);
  },
  // After the wallet: an account's wallet is opened before its welcome message is written.
  { name: 'inbox', dependencies: ['context', 'auth', 'wallet'] },
);
