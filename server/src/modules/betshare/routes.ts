/** Bet-share calls. */
import { ErrorBody, getBetShare, routeSchema, storeCopiedBet, storeSharedBet } from '@touchline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../auth/service';
import { authFor } from '../auth/service';
import { BetShareDetails } from './schemas';
import { getShare, storeCopied, storeShared } from './service';

export const betShareRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = authFor(ctx);
  // Looked up before validation, so a guest hears 401 whatever the body says.
  const users = new WeakMap<FastifyRequest, UserRow>();

  app.post(
    storeSharedBet.path,
    {
      schema: routeSchema(storeSharedBet),
      onRequest: async (request) => {
        users.set(request, (await auth.requireUser(request)).user);
      },
    },
    async (request) => {
      const user = users.get(request) ?? (await auth.requireUser(request)).user;
      return storeShared(ctx, user, request.body, request.ip);
    },
  );

  app.post(storeCopiedBet.path, { schema: routeSchema(storeCopiedBet) }, async (request) => {
    const signedIn = await auth.authenticate(request);
    return storeCopied(ctx, signedIn?.user ?? null, request.body, request.ip);
  });

  app.get(
    getBetShare.path,
    {
      schema: {
        ...routeSchema(getBetShare),
        response: { 200: BetShareDetails, '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request) => getShare(ctx, request.params.id),
  );
};
