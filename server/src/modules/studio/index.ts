/**
 * The game studio: the casino's own game server (Lucky Wheel, Dice, Mines and the shared Roulette
 * table), provably fair, moving real money only through the seamless wallet; the lobby and the bettor's
 * history. Decorates `app.studio`.
 *
 * The roulette table runs on the one server holding its advisory lock, which pushes each phase on the
 * '/casino' namespace of the Socket.IO server: through the Redis adapter to every process's sockets when
 * REDIS_URL is set; without it, every other server reads the table and pushes its phases to its own
 * sockets. A socket that connects is answered with the round as it stands.
 */
import {
  CASINO_EVENT,
  CASINO_NAMESPACE,
  CasinoHandshake,
  type RouletteRoundMessage,
} from '@touchline/contract';
import fp from 'fastify-plugin';
import type { Leadership } from '../../db/client';
import { ROULETTE_TABLE_LOCK_KEY } from '../../db/locks';
import { studioRoutes } from './routes';
import { StudioService } from './service';
import { RouletteTableRunner } from './table';
import { httpWallet, inProcessWallet, type SeamlessWallet } from './wallet';

export { STUDIO_MAX_STAKE, STUDIO_MIN_STAKE } from './catalogue';
export { StudioService } from './service';
export { RouletteTableRunner, TABLE_CLIENT_SEED } from './table';
export { httpWallet, inProcessWallet, type SeamlessWallet, STUDIO_PROVIDER } from './wallet';

/** How often the sweep pays payouts the wallet did not confirm, and forgets expired demo sessions. */
const SWEEP_MS = 60_000;
/** How often a server that does not run the table asks for its lock again. */
const LEAD_RETRY_MS = 5_000;
/** How often a server that does not run the table reads it, to push its rounds without a Redis adapter. */
const FOLLOW_MS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The game studio and its roulette table (tests drive the table's ticks by hand). */
    studio: { service: StudioService; table: RouletteTableRunner; wallet: SeamlessWallet };
  }
}

export const studioPlugin = fp(
  async (app) => {
    const { ctx } = app;
    const config = ctx.config;
    const wallet =
      config.STUDIO_WALLET_URL && config.STUDIO_WALLET_SECRET
        ? httpWallet({ baseUrl: config.STUDIO_WALLET_URL, secret: config.STUDIO_WALLET_SECRET })
        : inProcessWallet(app.casino);
    const service = new StudioService({
      ctx,
      wallet,
      launchOf: (token) => app.casino.launchOf(token),
    });
    const namespace = app.io.of(CASINO_NAMESPACE);
    const push = (message: RouletteRoundMessage) => {
      namespace.emit(CASINO_EVENT, message);
    };
    const table = new RouletteTableRunner({
      ctx,
      studio: service,
      durations: {
        bettingMs: config.ROULETTE_BETTING_S * 1000,
        spinMs: config.ROULETTE_SPIN_S * 1000,
        resultMs: config.ROULETTE_RESULT_S * 1000,
      },
      push,
      players: () => namespace.sockets.size,
      warn: (details, message) => app.log.warn(details, message),
    });
    app.decorate('studio', { service, table, wallet });

    namespace.use((socket, next) => {
      const handshake = CasinoHandshake.safeParse(socket.handshake.auth);
      if (!handshake.success) {
        next(
          Object.assign(new Error('expected auth { v: 1, table: "roulette" }'), {
            data: { statusCode: 400 },
          }),
        );
        return;
      }
      next();
    });
    namespace.on('connection', (socket) => {
      // The round as it stands, so a player who joins mid-round sees it at once.
      table
        .message()
        .then((message) => {
          if (message) socket.emit(CASINO_EVENT, message);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'casino: the table could not be read'));
    });

    await app.register(studioRoutes(service, table));

    let stopped = false;
    let lead: Leadership | null = null;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    let askedAt = Number.NEGATIVE_INFINITY;
    let lastPushed = '';
    const schedule = (ms: number) => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = turn();
      }, ms);
      timer.unref();
    };
    /**
     * One turn of the table: lead if it can, tick if it leads, and come back when the next change is due.
     * A server that does not lead pushes the runner's rounds to its own sockets from the database when no
     * Redis adapter carries the runner's pushes to them.
     */
    const turn = async () => {
      let wait = LEAD_RETRY_MS;
      try {
        if (!lead && Date.now() - askedAt >= LEAD_RETRY_MS) {
          askedAt = Date.now();
          lead = await ctx.database.tryLead(ROULETTE_TABLE_LOCK_KEY);
          void lead?.lost.then(() => {
            lead = null;
          });
        }
        if (lead && !stopped) {
          wait = Math.min(await table.tick(), 1_000);
        } else if (!ctx.redis) {
          const message = await table.message();
          const key = message ? `${message.round.number}:${message.round.phase}` : '';
          if (message && key !== lastPushed) {
            lastPushed = key;
            namespace.local.emit(CASINO_EVENT, message);
          }
          wait = FOLLOW_MS;
        }
      } catch (error) {
        app.log.error({ err: error }, 'roulette table tick failed');
        wait = 1_000;
      }
      schedule(Math.max(wait, 20));
    };
    let sweep: NodeJS.Timeout | undefined;
    let sweeping: Promise<unknown> = Promise.resolve();
    const runSweep = () => {
      sweeping = sweeping
        .then(() => service.sweep())
        .catch((error: unknown) => app.log.error({ err: error }, 'studio sweep failed'));
    };
    app.addHook('onReady', async () => {
      if (config.STUDIO_ROULETTE) schedule(0);
      // Tests run the sweep by hand, so what they read does not depend on a timer.
      if (config.NODE_ENV === 'test') return;
      runSweep();
      sweep = setInterval(runSweep, SWEEP_MS);
      sweep.unref();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(sweep);
      await Promise.all([running, sweeping]);
      await lead?.release();
      lead = null;
    });
  },
  { name: 'studio', dependencies: ['context', 'auth', 'casino', 'realtime'] },
);
