/** Promotion leaderboard calls (results, opt-in, is-user-allowed). */
import {
  getBoards,
  getLeaderboard,
  isUserAllowed as isUserAllowedCall,
  optIn as optInCall,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { isUserAllowed, listBoards, optIn, results } from './service';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  callRoute(app, getBoards, {}, async (request) => ({
    boards: await listBoards(ctx, request.query.bookmaker, request.query.lang),
  }));

  callRoute(app, getLeaderboard, {}, async (request) =>
    results(ctx, request.bettor?.user ?? null, request.query.id_board),
  );

  callRoute(app, optInCall, {}, async (request) => optIn(ctx, bettorOf(request).user, request.body.id_board));

  callRoute(app, isUserAllowedCall, {}, async (request) =>
    isUserAllowed(ctx, bettorOf(request).user, request.query.id_board),
  );
};
