/** Bet-share calls. */
import { getBetShare, storeCopiedBet, storeSharedBet } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { getShare, storeCopied, storeShared } from './service';

export const betShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  callRoute(app, storeSharedBet, {}, async (request) =>
    storeShared(ctx, bettorOf(request).user, request.body, request.ip),
  );

  callRoute(app, storeCopiedBet, {}, async (request) =>
    storeCopied(ctx, request.bettor?.user ?? null, request.body, request.ip),
  );

  callRoute(app, getBetShare, {}, async (request) => getShare(ctx, request.params.id));
};
