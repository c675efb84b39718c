/** The app's push calls: register and unregister a device, set its push properties; the dev outbox. */
import {
  getPushOutbox,
  registerPushDevice,
  setPushProperties,
  unregisterPushDevice,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import type { PushOutbox, PushProvider } from './provider';
import { pushFor } from './service';

export const pushRoutes: FastifyPluginAsyncZod<{ provider: PushProvider }> = async (app, options) => {
  const push = pushFor(app.ctx);

  callRoute(app, registerPushDevice, {}, async (request) => push.register(bettorOf(request), request.body));

  callRoute(app, unregisterPushDevice, {}, async (request) =>
    push.unregister(bettorOf(request).user.id, request.body.token),
  );

  callRoute(app, setPushProperties, {}, async (request) =>
    push.setProperties(bettorOf(request), request.body),
  );

  // What the local outbox holds, outside production, when the outbox is the provider.
  const outbox = 'latest' in options.provider ? (options.provider as PushOutbox) : undefined;
  if (app.ctx.config.NODE_ENV !== 'production' && outbox) {
    callRoute(app, getPushOutbox, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await outbox.latest(request.query) };
    });
  }
};
