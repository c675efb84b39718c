/** Promotion leaderboard calls (results, opt-in, is-user-allowed). */
import {
  ErrorBody,
  getLeaderboard,
  isUserAllowed as isUserAllowedCall,
  optIn as optInCall,
  routeSchema,
} from '@touchline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../auth/service';
import { authFor } from '../auth/service';
import { BoardsQuery, BoardsResponse, OptInResult } from './schemas';
import { ensureDemoBoards, isUserAllowed, listBoards, optIn, results } from './service';

export const promotionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await ensureDemoBoards(ctx);
  const auth = authFor(ctx);
  // Looked up before validation, so a guest hears 401 whatever the request says.
  const users = new WeakMap<FastifyRequest, UserRow>();
  const requireUser = async (request: FastifyRequest) => {
    users.set(request, (await auth.requireUser(request)).user);
  };
  const userOf = async (request: FastifyRequest) =>
    users.get(request) ?? (await auth.requireUser(request)).user;

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

  app.get(getLeaderboard.path, { schema: routeSchema(getLeaderboard) }, async (request) => {
    const signedIn = await auth.authenticate(request);
    return results(ctx, signedIn?.user ?? null, request.query.id_board);
  });

  app.post(
    optInCall.path,
    {
      schema: {
        ...routeSchema(optInCall),
        response: { 200: OptInResult, '4xx': ErrorBody, '5xx': ErrorBody },
      },
      onRequest: requireUser,
    },
    async (request) => optIn(ctx, await userOf(request), request.body.id_board),
  );

  app.get(
    isUserAllowedCall.path,
    { schema: routeSchema(isUserAllowedCall), onRequest: requireUser },
    async (request) => isUserAllowed(ctx, await userOf(request), request.query.id_board),
  );
};
