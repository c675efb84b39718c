import {
  getMainDynamicConfig,
  getPlayerDetails,
  getPlaythrough,
  keepSession,
  syncPlayer,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { getBalances, playthroughOverview } from '../wallet';
import { mainDynamicConfig, playerDetails, syncPlayerWallet } from './service';

/**
 * The player of the session: details and balances, sync, playthrough, keepalive and the app's dynamic
 * config.
 */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { auth } = app;
  const db = ctx.database.db;

  callRoute(app, getPlayerDetails, {}, async (request, reply) => {
    const session = bettorOf(request);
    reply.header('cache-control', 'no-store');
    return playerDetails(session.user, await getBalances(db, session.user.id));
  });

  callRoute(app, syncPlayer, {}, async (request) => {
    const session = bettorOf(request);
    await syncPlayerWallet(db, session.user);
    return { synced: true };
  });

  callRoute(app, getPlaythrough, {}, async (request, reply) => {
    const session = bettorOf(request);
    reply.header('cache-control', 'no-store');
    return playthroughOverview(db, session.user.id);
  });

  callRoute(app, keepSession, {}, async (request) => {
    const session = bettorOf(request);
    const until = await auth.keepSession(session);
    return { status: 'success' as const, message: null, data: { expires_at: until.toISOString() } };
  });

  callRoute(app, getMainDynamicConfig, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return mainDynamicConfig(auth, db, request, request.query);
  });
};
