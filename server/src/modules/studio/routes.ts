/** The studio's calls: the game clients' (session header), the lobby and the bettor's history. */
import {
  CASINO_SESSION_HEADER,
  type Currency,
  cashoutMines,
  getCasinoLobby,
  getRouletteTable,
  getStudioSession,
  listCasinoHistory,
  listSessionRounds,
  openDemoSession,
  placeRouletteBets,
  playDice,
  playLuckyWheel,
  revealMinesTile,
  rotateStudioSeed,
  type StudioGame,
  startMines,
} from '@touchline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { resolveBrand } from '../../brands';
import { gamesOriginFor } from '../../games-site-config';
import { bettorOf } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { callRoute } from '../../http/routes';
import { lobbyOf } from './catalogue';
import type { PlayerSession, StudioService } from './service';
import type { RouletteTableRunner } from './table';

/** The brand's currency for a request: its bookmaker header, else its host, else the default brand's. */
function brandCurrency(request: FastifyRequest): Currency {
  const bookmaker = request.headers.bookmaker;
  try {
    return resolveBrand({
      bookmaker: typeof bookmaker === 'string' ? bookmaker : undefined,
      host: request.hostname,
    }).DEFAULT_CURRENCY as Currency;
  } catch {
    return resolveBrand({ host: request.hostname }).DEFAULT_CURRENCY as Currency;
  }
}

/** Demo sessions one address may open per minute: generous, as many players may share one behind a NAT. */
export const DEMO_SESSIONS_PER_MINUTE = 60;

export const studioRoutes =
  (studio: StudioService, table: RouletteTableRunner): FastifyPluginAsyncZod =>
  async (app) => {
    // Play money costs nothing to ask for, but each session is a row: an address is held to a rate.
    const memory = new RateLimiterMemory({
      keyPrefix: 'studio-demo',
      points: DEMO_SESSIONS_PER_MINUTE,
      duration: 60,
    });
    const redis = app.ctx.redis;
    const demoLimiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: 'studio-demo',
          points: DEMO_SESSIONS_PER_MINUTE,
          duration: 60,
          insuranceLimiter: memory,
        })
      : memory;

    const sessionOf = (
      request: FastifyRequest,
      game?: StudioGame,
      options: { finishing?: boolean } = {},
    ): Promise<PlayerSession> =>
      studio.session(String(request.headers[CASINO_SESSION_HEADER]), game, options);

    callRoute(app, openDemoSession, {}, async (request, reply) => {
      try {
        await demoLimiter.consume(request.ip);
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        reply.header('retry-after', String(Math.ceil(refused.msBeforeNext / 1000)));
        throw new HttpError(429, 'RATE_LIMITED', 'Too many demo sessions opened: retry in a minute');
      }
      return studio.openDemo(request.body, request.body.currency ?? brandCurrency(request));
    });
    callRoute(app, getStudioSession, {}, async (request) => studio.describe(await sessionOf(request)));
    callRoute(app, rotateStudioSeed, {}, async (request) =>
      studio.rotate(await sessionOf(request), request.body.client_seed),
    );
    callRoute(app, playDice, {}, async (request) =>
      studio.playDice(await sessionOf(request, 'dice'), request.body.stake, request.body.bet),
    );
    callRoute(app, playLuckyWheel, {}, async (request) =>
      studio.playWheel(await sessionOf(request, 'lucky-wheel'), request.body.stake),
    );
    callRoute(app, startMines, {}, async (request) =>
      studio.startMines(await sessionOf(request, 'mines'), request.body.stake, request.body.bet),
    );
    callRoute(app, revealMinesTile, {}, async (request) =>
      studio.revealMines(
        await sessionOf(request, 'mines', { finishing: true }),
        request.body.round_id,
        request.body.tile,
      ),
    );
    callRoute(app, cashoutMines, {}, async (request) =>
      studio.cashoutMines(await sessionOf(request, 'mines', { finishing: true }), request.body.round_id),
    );
    callRoute(app, getRouletteTable, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await table.table();
      if (!answer) throw new HttpError(503, 'ROULETTE_TABLE_CLOSED', 'the roulette table has not opened yet');
      return answer;
    });
    callRoute(app, placeRouletteBets, {}, async (request) =>
      studio.placeRoulette(await sessionOf(request, 'roulette'), request.body.round_id, request.body.bets),
    );
    callRoute(app, listSessionRounds, {}, async (request) =>
      studio.sessionRounds(await sessionOf(request), request.query),
    );
    callRoute(app, listCasinoHistory, {}, async (request) =>
      studio.history(bettorOf(request).user.id, request.query),
    );
    callRoute(app, getCasinoLobby, {}, async (request) =>
      lobbyOf(request.query, {
        gamesOrigin: gamesOriginFor(app.ctx.config, request),
        currency: brandCurrency(request),
      }),
    );
  };
