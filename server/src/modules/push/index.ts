/**
 * Push notifications of the native app: the bettors' devices (registered after login, with the push
 * properties the app sets), a queue other modules write to in the transaction of their event
 * (`queuePush`), and a dispatcher sending the queue through `app.push.provider`: the local outbox
 * (DATA_DIR/push-outbox) by default, APNs or FCM by giving another provider.
 */
import fp from 'fastify-plugin';
import { outboxPushProvider, type PushProvider, pushOutboxDir } from './provider';
import { pushRoutes } from './routes';
import { type DispatchReport, dispatchPush, pushFor } from './service';

export type { PushDelivery, PushMessage, PushOutbox, PushProvider } from './provider';
export { outboxPushProvider, pushOutboxDir } from './provider';
export {
  type DispatchReport,
  dispatchPush,
  PUSH_MAX_ATTEMPTS,
  type PushEntry,
  queuePush,
  queuePushes,
} from './service';

/** How often the queue is looked at: a won bet reaches the phone within about this long. */
export const PUSH_DISPATCH_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      provider: PushProvider;
      /** Sends what is queued now (the timer does this every PUSH_DISPATCH_MS; tests call it). */
      dispatch(): Promise<DispatchReport>;
    };
  }
}

export const pushPlugin = fp<{ provider?: PushProvider }>(
  async (app, options) => {
    const { ctx } = app;
    const provider = options.provider ?? outboxPushProvider(pushOutboxDir(ctx.config.DATA_DIR), ctx.clock);
    app.decorate('push', { provider, dispatch: () => dispatchPush(ctx, provider) });

    // Logging a login out stops pushes of that bettor to the devices it registered.
    const push = pushFor(ctx);
    app.auth.onLoggedOut(async (auth) => push.forgetFamily(auth.session.familyId));

    await app.register(pushRoutes, { provider });

    // Tests dispatch by hand, so what they read does not depend on a timer.
    if (ctx.config.NODE_ENV === 'test') return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = running
          .then(() => dispatchPush(ctx, provider))
          .catch((error: unknown) => app.log.error({ err: error }, 'push dispatch failed'));
      }, PUSH_DISPATCH_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'push', dependencies: ['context', 'auth'] },
);
