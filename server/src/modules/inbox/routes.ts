/** The bettor's inbox: list the messages, mark one or all read. */
import { getInbox, readAllInbox, readInboxMessage } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { inboxFor } from './service';

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const inbox = inboxFor(ctx);

  callRoute(app, getInbox, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return inbox.list(bettorOf(request).user.id, request.query);
  });

  callRoute(app, readInboxMessage, {}, async (request) =>
    inbox.read(bettorOf(request).user.id, request.params.id),
  );

  callRoute(app, readAllInbox, {}, async (request) => inbox.readAll(bettorOf(request).user.id));
};
