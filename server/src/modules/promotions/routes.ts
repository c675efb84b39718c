/** Promotion leaderboard calls (results, opt-in, is-user-allowed). */
import {
  BoardsQuery,
  BoardsResponse,
  ErrorBody,
  getLeaderboard,
  isUserAllowed as isUserAllowedCall,
  OptInResult,
  optIn as optInCall,
  routeSchema,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { isUserAllowed, listBoards, optIn, results } from './service';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/promotions/v1/boards',
    {
      schema: {
        summary: "A brand's promotion leaderboards with their current windows",
        tags: ['promotions'],
        querystring: BoardsQuery,
        response: { 200: BoardsResponse, '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request) => ({ boards: await listBoards(ctx, request.query.bookmaker, request.query.lang) }),
  );

  callRoute(app, getLeaderboard, {}, async (request) =>
    results(ctx, request.bettor?.user ?? null, request.query.id_board),
  );

  app.post(
    optInCall.path,
    {
      schema: {
        ...routeSchema(optInCall),
        response: { 200: OptInResult, '4xx': ErrorBody, '5xx': ErrorBody },
      },
      config: { auth: optInCall.auth },
    },
    async (request) => optIn(ctx, bettorOf(request).user, request.body.id_board),
  );

  callRoute(app, isUserAllowedCall, {}, async (request) =>
    isUserAllowed(ctx, bettorOf(request).user, request.query.id_board),
  );
};
