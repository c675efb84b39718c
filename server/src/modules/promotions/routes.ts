/** Promotion leaderboard calls (results, opt-in, is-user-allowed) and the operator's calls on the boards. */
import {
  createContentPromotion,
  getBoards,
  getLeaderboard,
  isUserAllowed as isUserAllowedCall,
  listContentPromotions,
  optIn as optInCall,
  removeContentPromotion,
  replaceContentPromotion,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { serveEntries } from '../content';
import { promotionBoardEntries } from './repo';
import { isUserAllowed, listBoards, optIn, results } from './service';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  callRoute(app, getBoards, {}, async (request) => ({
    boards: await listBoards(ctx, app.contentAdmin, request.query.bookmaker, request.query.lang),
  }));

  callRoute(app, getLeaderboard, {}, async (request) =>
    results(ctx, app.contentAdmin, request.bettor?.user ?? null, request.query.id_board),
  );

  callRoute(app, optInCall, {}, async (request) =>
    optIn(ctx, app.contentAdmin, bettorOf(request).user, request.body.id_board),
  );

  callRoute(app, isUserAllowedCall, {}, async (request) =>
    isUserAllowed(ctx, app.contentAdmin, bettorOf(request).user, request.query.id_board),
  );

  // The operator's calls on the boards (operator token).
  serveEntries(
    app,
    {
      list: listContentPromotions,
      create: createContentPromotion,
      replace: replaceContentPromotion,
      remove: removeContentPromotion,
    },
    promotionBoardEntries,
  );
};
