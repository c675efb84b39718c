/**
 * Socket.IO on the HTTP port: 'events' and 'events-live' requests answered by acknowledgement with
 * the payload of their HTTP twins, and `{bookmaker}_events` channels pushing event deltas. With REDIS_URL
 * the Redis adapter carries every push to the sockets of every server process.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import {
  type ClientToServerEvents,
  type ErrorBody,
  PROTOCOL_VERSION,
  parseClientMessage,
  type ServerToClientEvents,
  SocketHandshake,
} from '@touchline/contract';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { BRANDS } from '../brands';
import type { AppContext } from '../context';
import { isAllowedOrigin } from '../modules/auth';
import { closeRedis, forAdapter, redisName, untilReady } from '../redis';
import { BatchingPublisher } from './publisher';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Socket.IO server: other namespaces (the chat's) attach to it. */
    io: Server;
  }
}

export interface RealtimeOptions {
  /** Coalescing window of the publisher. */
  windowMs?: number;
}

interface SocketData {
  bookmaker: string;
  inFlight: number;
}

/** Messages between server processes (through the Redis adapter). */
interface InterServerEvents {
  /** The sender's feed changed the catalogue: drop cached catalog answers. */
  'catalog-changed': () => void;
}

type TouchlineServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type TouchlineSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Requests one socket may have waiting at once; more are refused, so one client cannot queue unbounded work. */
const MAX_IN_FLIGHT = 16;

const knownBookmakers = () => BRANDS.map((brand) => brand.BOOKMAKER);
const isKnownBookmaker = (bookmaker: string) => BRANDS.some((brand) => brand.BOOKMAKER === bookmaker);

const errorBody = (statusCode: number, message: string): ErrorBody => ({
  statusCode,
  error:
    statusCode === 400
      ? 'Bad Request'
      : statusCode === 404
        ? 'Not Found'
        : statusCode === 429
          ? 'Too Many Requests'
          : statusCode >= 500
            ? 'Internal Server Error'
            : 'Error',
  message,
});

/** The zod issues as one reason line, the way the HTTP error handler words them. */
const reasonOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`).join('; ');

/** What a failed socket request answers: the status and message an HTTP call would have given. */
function failure(error: unknown, log: FastifyBaseLogger): ErrorBody {
  if (error instanceof z.ZodError) return errorBody(400, reasonOf(error));
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorBody(status, error instanceof Error ? error.message : 'Bad Request');
  }
  log.error({ err: error }, 'socket request failed');
  return errorBody(500, 'SERVER_ERROR');
}

/** Handshake from `auth` (the protocol), or the query string for clients that cannot set auth. */
function handshakeOf(socket: TouchlineSocket) {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (auth && Object.keys(auth).length > 0) return SocketHandshake.safeParse(auth);
  const query = socket.handshake.query;
  return SocketHandshake.safeParse({ v: Number(query.v ?? PROTOCOL_VERSION), bookmaker: query.bookmaker });
}

function attachHandlers(io: TouchlineServer, ctx: AppContext, log: FastifyBaseLogger): void {
  io.use((socket, next) => {
    const handshake = handshakeOf(socket);
    if (!handshake.success || !isKnownBookmaker(handshake.data.bookmaker)) {
      const message = handshake.success
        ? `unknown bookmaker '${handshake.data.bookmaker}'`
        : reasonOf(handshake.error);
      next(Object.assign(new Error(message), { data: errorBody(400, message) }));
      return;
    }
    socket.data.bookmaker = handshake.data.bookmaker;
    socket.data.inFlight = 0;
    next();
  });

  io.on('connection', (socket) => {
    ctx.metrics.socketsConnected.inc();
    socket.once('disconnect', () => ctx.metrics.socketsConnected.dec());
    const request = (type: 'events' | 'events-live') => (message: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (body: unknown) => void;
      const parsed = parseClientMessage(type, message);
      if (!parsed.success) return answer(errorBody(400, reasonOf(parsed.error)));
      const handler = ctx.socketRequests.get(type);
      if (!handler) return answer(errorBody(404, `no handler for '${type}'`));
      if (socket.data.inFlight >= MAX_IN_FLIGHT) return answer(errorBody(429, 'too many requests in flight'));
      socket.data.inFlight += 1;
      // The handler gets the params as sent, exactly what its HTTP twin gets as a query string.
      const params = (message as { params: unknown }).params;
      handler(params)
        .then(
          (body) => answer(body),
          (error: unknown) => answer(failure(error, log)),
        )
        .finally(() => {
          socket.data.inFlight -= 1;
        });
    };
    socket.on('events', request('events'));
    socket.on('events-live', request('events-live'));

    const subscription = (type: 'subscribe' | 'unsubscribe') => (message: unknown, ack: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (body: unknown) => void) : () => {};
      const parsed = parseClientMessage(type, message);
      if (!parsed.success) return answer(errorBody(400, reasonOf(parsed.error)));
      const channel = parsed.data.channel;
      const bookmaker = channel.slice(0, -'_events'.length);
      if (!isKnownBookmaker(bookmaker)) return answer(errorBody(400, `unknown channel '${channel}'`));
      if (type === 'subscribe') socket.join(channel);
      else socket.leave(channel);
      answer({ ok: true, channel });
    };
    socket.on('subscribe', subscription('subscribe'));
    socket.on('unsubscribe', subscription('unsubscribe'));
    socket.on('error', (error) => log.debug({ err: error }, 'socket error'));
  });
}

/** Where Socket.IO answers: on the HTTP server itself, ahead of every Fastify route. */
export const SOCKET_IO_PATH = '/socket.io/';

/**
 * Attaches Socket.IO to the app's HTTP server and replaces ctx.publisher with the batching publisher of
 * the `{bookmaker}_events` channels. Socket requests are answered by the handlers modules registered on
 * ctx.socketRequests (looked up per request, so the order of registration does not matter).
 */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app, options) => {
    const { ctx } = app;
    const io: TouchlineServer = new Server(app.server, {
      path: SOCKET_IO_PATH,
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
      // The same allow-list as the HTTP API's CORS.
      cors: {
        origin: (origin, callback) =>
          callback(null, origin === undefined || isAllowedOrigin(ctx.config, origin)),
        credentials: true,
      },
    });

    // With Redis the adapter publishes through the process's connection and listens on a duplicate of it.
    const pub = ctx.redis;
    const sub = pub?.duplicate();
    if (pub && sub) {
      sub.on('error', (error: unknown) => app.log.error({ err: error }, 'redis subscriber error'));
      await untilReady(sub);
      // A push Redis refuses is lost for the other processes (their sockets catch up on the next one);
      // this process's own sockets have it already. Said at most every ten seconds: during an outage
      // every push fails.
      let warnedAt = Number.NEGATIVE_INFINITY;
      let failures = 0;
      const failed = (error: unknown, command: string) => {
        failures += 1;
        if (Date.now() - warnedAt < 10_000) return;
        app.log.warn(
          { err: error, command, failures },
          'realtime: Redis refused the Socket.IO adapter a command (pushes to other servers are lost meanwhile)',
        );
        warnedAt = Date.now();
        failures = 0;
      };
      // The adapter's channels start with its key: the deployment's namespace keeps them apart from others'.
      io.adapter(
        createAdapter(forAdapter(pub, failed), forAdapter(sub, failed), {
          key: redisName(ctx.config.REDIS_NAMESPACE, 'socket.io'),
        }),
      );
      // Pushes reach every process's sockets through the adapter; their catalog caches are told here.
      io.on('catalog-changed', () => ctx.catalogue.changed());
      app.log.info('realtime: Socket.IO Redis adapter on');
    }

    attachHandlers(io, ctx, app.log);
    app.decorate('io', io as unknown as Server);

    const publisher = new BatchingPublisher({
      emit: (channel, message) => {
        io.to(channel).emit(channel, message);
      },
      bookmakers: knownBookmakers,
      ...(options.windowMs !== undefined ? { windowMs: options.windowMs } : {}),
      onInvalid: (change) =>
        app.log.warn({ change }, 'realtime: dropped a change that does not match the protocol'),
    });
    ctx.publisher = publisher;

    app.addHook('preClose', async () => {
      publisher.close();
      // Close the sockets and adapters, but leave the HTTP server to Fastify (io.close() would close it too).
      // With Redis gone, the adapter's unsubscribe commands could only fail: the connection takes them along.
      const redisUp = !pub || (pub.status === 'ready' && sub?.status === 'ready');
      for (const namespace of io._nsps.values()) {
        namespace.local.disconnectSockets(true);
        if (redisUp) await namespace.adapter.close();
      }
      io.engine.close();
      if (sub) await closeRedis(sub);
    });
  },
  { name: 'realtime', dependencies: ['context'] },
);
