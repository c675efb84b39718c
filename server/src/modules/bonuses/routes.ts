/**
 * Free bets and boost tokens of the user, and the demo accounts' rewards.
 */
import { getActiveBoostTokens, getActiveFreeBets } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { listBoostTokens, listFreeBets } from './repo';
import { boostTokenView, freeBetView, seedDemoRewards } from './service';

export const bonusesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const db = ctx.database.db;
  const now = () => new Date(ctx.clock.now());

  // The auth module seeds the demo accounts when it registers, before this plugin.
  const granted = await seedDemoRewards(ctx);
  if (granted > 0) app.log.info({ granted }, 'demo free bets and boost tokens granted');

  callRoute(app, getActiveFreeBets, {}, async (request, reply) => {
    const { user } = bettorOf(request);
    reply.header('cache-control', 'no-store');
    const rows = await listFreeBets(db, user.id, request.query.active, now());
    return { data: rows.map(freeBetView) };
  });

  callRoute(app, getActiveBoostTokens, {}, async (request, reply) => {
    const { user } = bettorOf(request);
    reply.header('cache-control', 'no-store');
    const rows = await listBoostTokens(db, user.id, request.query.active, now());
    return { boost_tokens: rows.map(boostTokenView), total: rows.length };
  });
};
