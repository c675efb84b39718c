/**
 * Free bets and boost tokens of the user, and the demo accounts' rewards.
 */
import {
  ActiveRewardsQuery,
  AuthHeaders,
  BoostTokensResponse,
  ErrorBody,
  FreeBetsResponse,
  getActiveBoostTokens,
  getActiveFreeBets,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireLogin, sessionOf } from '../../http/auth';
import { listBoostTokens, listFreeBets } from './repo';
import { boostTokenView, freeBetView, seedDemoRewards } from './service';

const errors = { '4xx': ErrorBody, '5xx': ErrorBody };

export const bonusesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const db = ctx.database.db;
  const onRequest = requireLogin(ctx);
  const now = () => new Date(ctx.clock.now());

  // The auth module seeds the demo accounts when it registers, before this plugin.
  const granted = await seedDemoRewards(ctx);
  if (granted > 0) app.log.info({ granted }, 'demo free bets and boost tokens granted');

  app.get(
    getActiveFreeBets.path,
    {
      onRequest,
      schema: {
        summary: getActiveFreeBets.summary,
        tags: ['bonuses'],
        headers: AuthHeaders,
        querystring: ActiveRewardsQuery,
        response: { 200: FreeBetsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      reply.header('cache-control', 'no-store');
      const rows = await listFreeBets(db, user.id, request.query.active, now());
      return { data: rows.map(freeBetView) };
    },
  );

  app.get(
    getActiveBoostTokens.path,
    {
      onRequest,
      schema: {
        summary: getActiveBoostTokens.summary,
        tags: ['bonuses'],
        headers: AuthHeaders,
        querystring: ActiveRewardsQuery,
        response: { 200: BoostTokensResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      reply.header('cache-control', 'no-store');
      const rows = await listBoostTokens(db, user.id, request.query.active, now());
      return { boost_tokens: rows.map(boostTokenView), total: rows.length };
    },
  );
};
