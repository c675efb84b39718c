import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Currency } from '@touchline/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type AppContext, type Clock, type Publisher, SocketRequests, systemClock } from './context';
import type { Database } from './db/client';
import { demoBanner, seedDemoAccounts } from './demo/accounts';
import { feedPlugin } from './feed/plugin';
import { learnApiPaths } from './http/api-paths';
import { installAuth } from './http/auth';
import { handleErrors } from './http/errors';
import { type LoggerChoice, loggingOptions } from './http/logging';
import { proxyTrust } from './http/proxy-trust';
import { refuseNulCharacters } from './http/validation';
import { outboxRoutes } from './mail/routes';
import { Metrics } from './metrics';
import { corsOptions } from './modules/auth/cors';
import { authRoutes } from './modules/auth/routes';
import { authFor } from './modules/auth/service';
import { betBuilderRoutes } from './modules/betbuilder/routes';
import { betsRoutes } from './modules/bets/routes';
import { betShareRoutes } from './modules/betshare/routes';
import { betslipRoutes } from './modules/betslip/routes';
import { bonusesRoutes } from './modules/bonuses/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { configRoutes } from './modules/config/routes';
import { contentRoutes } from './modules/content/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { writeInboxMessage } from './modules/inbox/service';
import { limitsRoutes } from './modules/limits/routes';
import { playerRoutes } from './modules/player/routes';
import { promotionsRoutes } from './modules/promotions/routes';
import { statsRoutes } from './modules/stats/routes';
import { streamsRoutes } from './modules/streams/routes';
import { systemRoutes } from './modules/system/routes';
import { tipsRoutes } from './modules/tips/routes';
import { tradingRoutes } from './modules/trading/routes';
import { walletRoutes } from './modules/wallet/routes';
import { ensureWallet } from './modules/wallet/service';
import { Readiness } from './readiness';
import { realtimePlugin, SOCKET_IO_PATH } from './realtime/plugin';
import { closeRedis, openRedis } from './redis';
import { addHardeningHeaders, sportsbookPolicy } from './security-headers';
import { registerSpa } from './static-sites';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The built sportsbook (apps/web/dist) to serve on the same port, when present. */
  webDist?: string;
  /** The built bet builder page (apps/betbuilder/dist) the 'Create YourBet' modal frames. */
  builderDist?: string;
  /** Logging: off (tests pass false), or a level and a stream to write to (tests capture lines). */
  logger?: false | LoggerChoice;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

const nullPublisher: Publisher = { publishEventChanges: () => {} };

/**
 * The whole HTTP application with every module registered. Tests call it and use app.inject;
 * main.ts calls it and listens.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : await loggingOptions(config, options.logger)),
    // Deep links carry LineID[0]=... keys; keep brackets as literal key names.
    routerOptions: { maxParamLength: 500 },
    // The one rule of which peers are proxies: the location calls believe a country header under it too.
    trustProxy: proxyTrust(config.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route registered from here on tells which paths are the API's rather than the sportsbook's pages.
  const apiPaths = learnApiPaths(app);

  const ctx: AppContext = {
    config,
    database,
    clock: options.clock ?? systemClock,
    publisher: nullPublisher,
    socketRequests: new SocketRequests(),
    metrics: new Metrics(),
    readiness: new Readiness(),
    redis: undefined,
  };
  app.decorate('ctx', ctx);
  if (config.REDIS_URL) {
    const redis = await openRedis(config.REDIS_URL, app.log, ctx.readiness);
    ctx.redis = redis;
    // After every plugin's own close (the Socket.IO adapter unsubscribes through it first).
    app.addHook('onClose', () => closeRedis(redis));
  }
  addHardeningHeaders(app, { openerIsolated: true });
  refuseNulCharacters(app);
  ctx.readiness.register('database', () => database.query('select 1'));
  // Durations by route template: the raw URL would make one series per event id.
  app.addHook('onResponse', (request, reply, done) => {
    ctx.metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  handleErrors(app);

  // JSON answers go out compressed (a home page answer of 60 KB is about 8 KB): brotli at a quality
  // cheap enough per request, gzip for clients without it. The front end's files are compressed at build
  // time and served as they are (static-sites.ts), so they are not compressed again here.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Touchline API',
        description: 'Sportsbook catalogue, live feed, betting, wallet and content calls.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  await app.register(systemRoutes, { ctx });
  // Modules (catalog, content, streams, ...) and realtime register here.
  // CORS first so it covers every route after it: the account site calls the API from its own origin.
  await app.register(fastifyCors, corsOptions(config));
  // After CORS, so a 401 carries the CORS headers the account site needs to read it.
  installAuth(app, authFor(ctx));
  await app.register(catalogRoutes, { ctx });
  // Opening an account opens its wallet and writes the welcome message in the same transaction.
  authFor(ctx).onAccountOpened(async (tx, user) => {
    await ensureWallet(tx, user.id, user.currency as Currency);
    await writeInboxMessage(
      tx,
      user.id,
      { kind: 'welcome', params: { username: user.username } },
      user.createdAt,
    );
  });
  // Demo accounts are created (when missing) before the account calls open, and listed once listening.
  const created = await seedDemoAccounts(ctx, authFor(ctx));
  if (created > 0) app.log.info({ created }, 'demo accounts created');
  app.addHook('onListen', async () => {
    if (ctx.config.NODE_ENV !== 'test') process.stdout.write(demoBanner());
  });
  await app.register(authRoutes, { ctx });
  await app.register(walletRoutes, { ctx });
  await app.register(limitsRoutes, { ctx });
  await app.register(inboxRoutes, { ctx });
  await app.register(playerRoutes, { ctx });
  await app.register(outboxRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(configRoutes, { ctx });
  await app.register(streamsRoutes, { ctx });
  await app.register(bonusesRoutes, { ctx });
  await app.register(betslipRoutes, { ctx });
  await app.register(betsRoutes, { ctx });
  await app.register(betBuilderRoutes, {
    ctx,
    ...(options.builderDist ? { builderDist: options.builderDist } : {}),
  });
  await app.register(tipsRoutes, { ctx });
  await app.register(betShareRoutes, { ctx });
  await app.register(promotionsRoutes, { ctx });
  await app.register(statsRoutes, { ctx });
  await app.register(tradingRoutes, { ctx });
  // Realtime before the feed: the feed publishes through the publisher realtime installs.
  await app.register(realtimePlugin, { ctx });
  apiPaths.claimFolder(SOCKET_IO_PATH);
  await app.register(feedPlugin, { ctx });

  if (options.webDist) {
    // The matcher is read before the page's own files become routes: they are not the API's.
    await registerSpa(app, options.webDist, apiPaths.matcher(), (html) => sportsbookPolicy(config, html));
  }

  return app;
}
