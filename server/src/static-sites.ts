import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { getAccountSiteConfig, getGamesSiteConfig } from '@touchline/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountSiteConfig } from './account-site-config';
import type { Config } from './config';
import { gamesSiteConfig } from './games-site-config';
import { loggingOptions } from './http/logging';
import { callRoute, guardRoutes, serveFiles } from './http/routes';
import { accountPolicy, addHardeningHeaders, gamesPolicy } from './security-headers';

const PAGE_PATHS_SHARED_WITH_API = new Set(['/search', '/sports', '/home']);

/** A page written for its address from the built index.html (its head, its status). */
export type RenderPage = (
  request: FastifyRequest,
  template: string,
) => Promise<{ status: number; html: string }>;

/**
 * Whether a GET of an address that is no file and no API call wants the page: a browser names text/html;
 * a plain client (curl, many crawlers) names no type or any type, and gets the page as a browser would.
 */
const asksForPage = (accept: string | undefined): boolean =>
  !accept || accept.includes('text/html') || accept.includes('*/*');

/**
 * Serves a built single-page app: files as they are, every other GET that accepts HTML gets index.html
 * so client-side routes work on reload. API paths never fall through to the page. With `renderPage`,
 * each page is index.html as that function writes it for the address (its own head and status).
 */
export async function registerSpa(
  app: FastifyInstance,
  dist: string,
  isApiPath: (url: string) => boolean = () => false,
  /** The page's Content-Security-Policy, built from the built index.html (its inline script hashes). */
  pagePolicy?: (html: string) => string,
  renderPage?: RenderPage,
): Promise<void> {
  if (!existsSync(dist)) {
    app.log.warn({ dist }, 'front end not built: run `npm run build`');
    return;
  }
  const index = join(dist, 'index.html');
  const template = existsSync(index) ? readFileSync(index, 'utf8') : null;
  const csp = pagePolicy && template !== null ? pagePolicy(template) : null;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderPage || template === null) return reply.type('text/html').sendFile('index.html');
    const page = await renderPage(request, template);
    if (csp) reply.header('content-security-policy', csp);
    reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(compressPage(request, reply, page.html));
  };
  await serveFiles(app, {
    root: dist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // Built files carry a content hash in their name: cached for a year. The page itself is
    // revalidated on every visit, so a new release is picked up at once.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (csp && /[\\/]index\.html(\.br|\.gz)?$/.test(path)) reply.header('content-security-policy', csp);
    },
  });
  // A few API calls share their path with a page of the sportsbook (/search, /sports, /home): a browser
  // navigating there (Accept: text/html) gets the page; fetch() from the app asks for JSON and gets the API.
  // The home page is written for its address too, rather than served as the file.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const accept = request.headers.accept ?? '';
    const path = request.url.split('?')[0] ?? '';
    const shared = PAGE_PATHS_SHARED_WITH_API.has(path.replace(/\/$/, ''));
    if ((shared && accept.includes('text/html')) || (renderPage && path === '/' && asksForPage(accept))) {
      return sendPage(request, reply);
    }
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !isApiPath(request.url) && asksForPage(request.headers.accept)) {
      return sendPage(request, reply);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `no route ${request.method} ${request.url}` });
  });
}

/**
 * The page compressed as the built files are (about 120 KB of HTML with its inline stylesheet, 25 KB
 * compressed): brotli at a quality cheap enough per request, else gzip, else as it is. Pages answered
 * from the not-found handler are no route, so the compression the app adds to its routes never runs
 * for them.
 */
function compressPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/** The account site (login, registration, cashier, help) on its own origin, as the frame protocol expects. */
export async function buildAccountSite(options: { config: Config; dist: string }): Promise<FastifyInstance> {
  // Its URLs carry the sportsbook's token (sport_token) and reset links theirs: the same redaction applies.
  const app = Fastify(await loggingOptions(options.config));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  guardRoutes(app);
  addHardeningHeaders(app, { openerIsolated: false });
  // Never cached: a redeploy with another API origin must reach pages opened after it.
  callRoute(app, getAccountSiteConfig, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return accountSiteConfig(options.config, request);
  });
  await registerSpa(app, options.dist, undefined, (html) => accountPolicy(options.config, html));
  return app;
}

/**
 * The games site (the casino's game clients) on its own origin: the sportsbook frames a game from here,
 * and the game calls the API cross-origin with its session token, so a game's page can never read the
 * sportsbook's storage nor the sportsbook the game's.
 */
export async function buildGamesSite(options: { config: Config; dist: string }): Promise<FastifyInstance> {
  // A real-money game is opened with its session token in the URL's fragment, which no request carries.
  const app = Fastify(await loggingOptions(options.config));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  guardRoutes(app);
  // The game's frame posts to the page around it; it opens no window that needs its opener cut.
  addHardeningHeaders(app, { openerIsolated: false });
  callRoute(app, getGamesSiteConfig, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return gamesSiteConfig(options.config, request);
  });
  await registerSpa(app, options.dist, undefined, (html) => gamesPolicy(options.config, html));
  return app;
}
