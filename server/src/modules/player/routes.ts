import {
  AuthHeaders,
  BookmakerQuery,
  ErrorBody,
  getMainDynamicConfig,
  getPlayerDetails,
  getPlaythrough,
  KeepSessionResponse,
  keepSession,
  MainDynamicConfigQuery,
  MainDynamicConfigResponse,
  PlayerDetailsResponse,
  PlayerSyncResponse,
  PlaythroughQuery,
  PlaythroughResponse,
  syncPlayer,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { getBalances, playthroughOverview } from '../wallet';
import { mainDynamicConfig, playerDetails, syncPlayerWallet } from './service';

const errors = { '4xx': ErrorBody, '5xx': ErrorBody };

/**
 * The player of the session: details and balances, sync, playthrough, keepalive and the app's dynamic
 * config.
 */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { auth } = app;
  const db = ctx.database.db;

  app.get(
    getPlayerDetails.path,
    {
      schema: {
        summary: getPlayerDetails.summary,
        tags: ['player'],
        // The jwt header is optional here so that a missing token is 401 (logged out), not 400.
        headers: AuthHeaders,
        response: { 200: PlayerDetailsResponse, ...errors },
      },
      config: { auth: getPlayerDetails.auth },
    },
    async (request, reply) => {
      const session = bettorOf(request);
      reply.header('cache-control', 'no-store');
      return playerDetails(session.user, await getBalances(db, session.user.id));
    },
  );

  app.get(
    syncPlayer.path,
    {
      schema: {
        summary: syncPlayer.summary,
        tags: ['player'],
        querystring: BookmakerQuery,
        response: { 200: PlayerSyncResponse, ...errors },
      },
      config: { auth: syncPlayer.auth },
    },
    async (request) => {
      const session = bettorOf(request);
      await syncPlayerWallet(db, session.user);
      return { synced: true };
    },
  );

  app.get(
    getPlaythrough.path,
    {
      schema: {
        summary: getPlaythrough.summary,
        tags: ['player'],
        querystring: PlaythroughQuery,
        response: { 200: PlaythroughResponse, ...errors },
      },
      config: { auth: getPlaythrough.auth },
    },
    async (request, reply) => {
      const session = bettorOf(request);
      reply.header('cache-control', 'no-store');
      return playthroughOverview(db, session.user.id);
    },
  );

  app.post(
    keepSession.path,
    {
      schema: {
        summary:
          'keep_session: extend the idle expiry of the session (sent every 30 s while the user is active)',
        tags: ['player'],
        response: { 200: KeepSessionResponse, ...errors },
      },
      config: { auth: keepSession.auth },
    },
    async (request) => {
      const session = bettorOf(request);
      const until = await auth.keepSession(session);
      return { status: 'success' as const, message: null, data: { expires_at: until.toISOString() } };
    },
  );

  app.get(
    getMainDynamicConfig.path,
    {
      schema: {
        summary: getMainDynamicConfig.summary,
        tags: ['player'],
        querystring: MainDynamicConfigQuery,
        response: { 200: MainDynamicConfigResponse, ...errors },
      },
      config: { auth: getMainDynamicConfig.auth },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return mainDynamicConfig(auth, db, request, request.query);
    },
  );
};
