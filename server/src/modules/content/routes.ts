import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  getBetsStats,
  getGlobalContent,
  getHome,
  getNavigation,
  getSeo,
  getTranslations,
  routeSchema,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin, resolveBrand } from '../../brands';
import { sendCached } from '../catalog';
import { assetsRoot } from '../streams';
import { ContentService } from './service';

/** Content calls: navigation, home, top stats, translations, SEO and global content with banners. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const content = new ContentService(ctx, app.catalog);

  // Footer partner logos and other content images.
  await app.register(fastifyStatic, {
    root: join(assetsRoot(), 'images'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });

  app.get(getNavigation.path, { schema: routeSchema(getNavigation) }, async (request, reply) => {
    const { bookmaker, country, lang } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    reply.header('cache-control', 'public, max-age=300');
    return content.navigation(brand, lang);
  });

  app.get(getHome.path, { schema: routeSchema(getHome) }, async (request, reply) => {
    const { bookmaker, lang } = request.query;
    const brand = resolveBrand({ bookmaker, host: request.host });
    reply.header('cache-control', 'no-cache');
    return sendCached(reply, await content.cachedHome(brand, lang));
  });

  app.get(getBetsStats.path, { schema: routeSchema(getBetsStats) }, async (request, reply) => {
    const { country, lang } = request.query;
    const brand = resolveBrand({ country, host: request.host });
    reply.header('cache-control', 'public, max-age=3600');
    return content.betsStats(brand, lang);
  });

  app.get(getTranslations.path, { schema: routeSchema(getTranslations) }, async (request, reply) => {
    const { bookmaker, lang } = request.query;
    const brand = resolveBrand({ bookmaker, host: request.host });
    reply.header('cache-control', 'public, max-age=300');
    return content.translations(brand, lang);
  });

  app.get(getSeo.path, { schema: routeSchema(getSeo) }, async (request, reply) => {
    const { bookmaker, country, lang, path, params } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    reply.header('cache-control', 'public, max-age=300');
    return { data: { seo: await content.seo(brand, lang, path, params ?? {}) } };
  });

  app.get(getGlobalContent.path, { schema: routeSchema(getGlobalContent) }, async (request, reply) => {
    const { bookmaker, country, lang } = request.query;
    const brand = resolveBrand({ bookmaker, country, host: request.host });
    reply.header('cache-control', 'public, max-age=60');
    return content.global(brand, lang, { origin: publicOrigin(ctx.config, request), host: request.host });
  });
};
