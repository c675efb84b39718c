import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Clock, contextPlugin } from './context';
import type { Database } from './db/client';
import { learnApiPaths } from './http/api-paths';
import { handleErrors } from './http/errors';
import { type LoggerChoice, loggingOptions } from './http/logging';
import { proxyTrust } from './http/proxy-trust';
import { guardRoutes } from './http/routes';
import { refuseNulCharacters } from './http/validation';
import { mailPlugin, outboxPlugin } from './mail';
import { authPlugin, authRoutesPlugin, corsOptions } from './modules/auth';
import { betBuilderRoutes } from './modules/betbuilder/routes';
import { betsPlugin } from './modules/bets';
import { betSharePlugin } from './modules/betshare';
import { betslipPlugin } from './modules/betslip';
import { bonusesPlugin } from './modules/bonuses';
import { casinoPlugin } from './modules/casino';
import { catalogPlugin } from './modules/catalog';
import { chatPlugin } from './modules/chat';
import { configPlugin } from './modules/config';
import { contentPlugin, renderHead } from './modules/content';
import { inboxPlugin } from './modules/inbox';
import { limitsPlugin } from './modules/limits';
import { playerPlugin } from './modules/player';
import { promotionsPlugin } from './modules/promotions';
import { type PushProvider, pushPlugin } from './modules/push';
import { statsPlugin } from './modules/stats';
import { streamsPlugin } from './modules/streams';
import { studioPlugin } from './modules/studio';
import { systemPlugin } from './modules/system';
import { tipsPlugin } from './modules/tips';
import { tradingPlugin } from './modules/trading';
import { walletPlugin } from './modules/wallet';
import { realtimePlugin, SOCKET_IO_PATH } from './realtime/plugin';
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
  /** Where pushes go (APNs, FCM, an aggregator); the local push outbox when left out. */
  pushProvider?: PushProvider;
  /** Logging: off (tests pass false), or a level and a stream to write to (tests capture lines). */
  logger?: false | LoggerChoice;
}

/**
 * The API: a Fastify instance with every module registered, the composition root of the server. Each
 * module is a plugin that declares the plugins it needs (fastify-plugin checks them as it registers)
 * and reads its collaborators from their decorators (`app.ctx`, `app.auth`, `app.catalog`, ...).
 * The order below is the order of the routes, which is the order of the OpenAPI document.
 *
 * The demo (demo/index.ts: demo accounts, catalogue, live feed) is not part of the API: start.ts
 * registers it after this, tests register it when they want its data.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : await loggingOptions(config, options.logger)),
    // Deep links carry LineID[0]=... keys; keep brackets as literal key names.
    routerOptions: { maxParamLength: 500 },
    // The one rule of which peers are proxies: the location calls believe a country header under it too.
    trustProxy: proxyTrust(config.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route comes from a contract call, but for the few kinds the guard allows by name.
  const routeGuard = guardRoutes(app);
  // Every route registered from here on tells which paths are the API's rather than the sportsbook's pages.
  const apiPaths = learnApiPaths(app);

  await app.register(contextPlugin, {
    config,
    database: options.database,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const { ctx } = app;
  addHardeningHeaders(app, { openerIsolated: true });
  refuseNulCharacters(app);
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
  await routeGuard.allow('OpenAPI viewer', () => app.register(fastifySwaggerUi, { routePrefix: '/docs' }));

  await app.register(systemPlugin);
  // CORS first so it covers every route after it: the account site calls the API from its own origin.
  await routeGuard.allow('CORS preflight', () => app.register(fastifyCors, corsOptions(config)));
  await app.register(mailPlugin);
  // After CORS, so a 401 carries the CORS headers the account site needs to read it; before every
  // route that declares an authentication level.
  await app.register(authPlugin);
  await app.register(catalogPlugin);
  await app.register(authRoutesPlugin);
  // Opening an account opens its wallet, then writes the welcome message, in the same transaction.
  await app.register(walletPlugin);
  await app.register(limitsPlugin);
  await app.register(inboxPlugin);
  await app.register(pushPlugin, options.pushProvider ? { provider: options.pushProvider } : {});
  await app.register(playerPlugin);
  await app.register(outboxPlugin);
  await app.register(contentPlugin);
  await app.register(configPlugin);
  await app.register(streamsPlugin);
  await app.register(bonusesPlugin);
  await app.register(betslipPlugin);
  await app.register(betsPlugin);
  await app.register(casinoPlugin);
  // The bet builder has not declared its surface as a plugin yet: it is registered by its routes.
  await app.register(betBuilderRoutes, {
    ctx,
    ...(options.builderDist ? { builderDist: options.builderDist } : {}),
  });
  await app.register(tipsPlugin);
  await app.register(betSharePlugin);
  await app.register(promotionsPlugin);
  await app.register(statsPlugin);
  await app.register(tradingPlugin);
  await app.register(realtimePlugin);
  apiPaths.claimFolder(SOCKET_IO_PATH);
  // The chat's namespace attaches to the Socket.IO server, so it comes after it.
  await app.register(chatPlugin);
  // The casino's game studio: its roulette table pushes on its own namespace of the Socket.IO server.
  await app.register(studioPlugin);

  if (options.webDist) {
    // The matcher is read before the page's own files become routes: they are not the API's.
    // Each page goes out with its own head (title, canonical, hreflang, structured data) and status.
    await registerSpa(
      app,
      options.webDist,
      apiPaths.matcher(),
      (html) => sportsbookPolicy(config, html),
      async (request, template) => {
        const { status, head } = await app.sitePages.head(request);
        return { status, html: renderHead(template, head) };
      },
    );
  }

  return app;
}
