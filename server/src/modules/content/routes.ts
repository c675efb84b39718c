import { join } from 'node:path';
import {
  getBetsStats,
  getGlobalContent,
  getHome,
  getNavigation,
  getRobotsTxt,
  getSeo,
  getSitemap,
  getTranslations,
  getWebManifest,
  ROBOTS_TXT_TYPE,
  SITEMAP_TYPE,
  WEB_MANIFEST_TYPE,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin, resolveBrand } from '../../brands';
import { callRoute, serveFiles } from '../../http/routes';
import { sendCached } from '../catalog';
import { assetsRoot } from '../streams';
import { webManifest } from './manifest';
import type { ContentService } from './service';
import type { SitePages } from './site-pages';

/**
 * What the operator edits is asked again on every page load (cheap: each server keeps it in its content
 * store), so a change shows on the next load rather than when a browser's copy expires.
 */
const OPERATOR_CONTENT = 'no-cache';

/**
 * Content calls: navigation, home, top stats, translations, SEO, global content with banners, and the
 * brand's web app manifest.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; sitePages: SitePages }> = async (
  app,
  { content, sitePages },
) => {
  const { ctx } = app;

  // Footer partner logos and other content images.
  await serveFiles(app, {
    root: join(assetsRoot(), 'images'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });

  callRoute(app, getNavigation, {}, async (request, reply) => {
    const { bookmaker, country, lang } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    reply.header('cache-control', OPERATOR_CONTENT);
    return content.navigation(brand, lang);
  });

  callRoute(app, getHome, {}, async (request, reply) => {
    const { bookmaker, lang } = request.query;
    const brand = resolveBrand({ bookmaker, host: request.host });
    reply.header('cache-control', 'no-cache');
    return sendCached(reply, await content.cachedHome(brand, lang));
  });

  callRoute(app, getBetsStats, {}, async (request, reply) => {
    const { country, lang } = request.query;
    const brand = resolveBrand({ country, host: request.host });
    reply.header('cache-control', 'public, max-age=3600');
    return content.betsStats(brand, lang);
  });

  callRoute(app, getTranslations, {}, async (request, reply) => {
    const { bookmaker, lang } = request.query;
    const brand = resolveBrand({ bookmaker, host: request.host });
    reply.header('cache-control', OPERATOR_CONTENT);
    return content.translations(brand, lang);
  });

  callRoute(app, getSeo, {}, async (request, reply) => {
    const { bookmaker, country, lang, path, params } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    reply.header('cache-control', OPERATOR_CONTENT);
    return { data: { seo: await content.seo(brand, lang, path, params ?? {}) } };
  });

  callRoute(app, getGlobalContent, {}, async (request, reply) => {
    const { bookmaker, country, lang } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    reply.header('cache-control', OPERATOR_CONTENT);
    return content.global(brand, lang, { origin: publicOrigin(ctx.config, request), host: request.host });
  });

  // The page links it without a query: the host's brand, as for the page itself.
  callRoute(app, getWebManifest, {}, async (request, reply) => {
    const { bookmaker, country } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type(WEB_MANIFEST_TYPE)
      .send(JSON.stringify(webManifest(brand)));
  });

  callRoute(app, getRobotsTxt, {}, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type(ROBOTS_TXT_TYPE)
      .send(sitePages.robots(request)),
  );

  callRoute(app, getSitemap, {}, async (request, reply) => {
    const { bookmaker, country } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    const xml = await sitePages.sitemap(brand, request);
    return reply.header('cache-control', 'public, max-age=300').type(SITEMAP_TYPE).send(xml);
  });
};
