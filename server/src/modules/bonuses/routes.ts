/** Free bets and boost tokens of the user. */
import { getActiveBoostTokens, getActiveFreeBets } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { listBoostTokens, listFreeBets } from './repo';
import { boostTokenView, freeBetView } from './service';

export const bonusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;
  const now = () => new Date(ctx.clock.now());

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
