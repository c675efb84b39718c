/** The operator's content calls: banners, the global entry, SEO, navigation, translation overrides, the audit. */
import {
  createContentBanner,
  createContentGlobal,
  createContentNavigation,
  createContentSeo,
  createContentTranslations,
  listContentAudit,
  listContentBanners,
  listContentGlobals,
  listContentNavigation,
  listContentSeo,
  listContentTranslations,
  removeContentBanner,
  removeContentGlobal,
  removeContentNavigation,
  removeContentSeo,
  removeContentTranslations,
  replaceContentBanner,
  replaceContentGlobal,
  replaceContentNavigation,
  replaceContentSeo,
  replaceContentTranslations,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRANDS } from '../../brands';
import { bannerKind, globalKind, navigationKind, seoKind, translationsKind } from './kinds';
import { serveAudit, serveEntries } from './operator';

export const contentOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // A token for a brand the server does not know is a mistake in the configuration, not a request's.
  for (const bookmaker of Object.keys(app.ctx.config.OPERATOR_TOKENS)) {
    if (!BRANDS.some((brand) => brand.BOOKMAKER === bookmaker)) {
      throw new Error(`OPERATOR_TOKENS names an unknown bookmaker '${bookmaker}'`);
    }
  }
  serveEntries(
    app,
    {
      list: listContentBanners,
      create: createContentBanner,
      replace: replaceContentBanner,
      remove: removeContentBanner,
    },
    bannerKind,
  );
  serveEntries(
    app,
    {
      list: listContentGlobals,
      create: createContentGlobal,
      replace: replaceContentGlobal,
      remove: removeContentGlobal,
    },
    globalKind,
  );
  serveEntries(
    app,
    { list: listContentSeo, create: createContentSeo, replace: replaceContentSeo, remove: removeContentSeo },
    seoKind,
  );
  serveEntries(
    app,
    {
      list: listContentNavigation,
      create: createContentNavigation,
      replace: replaceContentNavigation,
      remove: removeContentNavigation,
    },
    navigationKind,
  );
  serveEntries(
    app,
    {
      list: listContentTranslations,
      create: createContentTranslations,
      replace: replaceContentTranslations,
      remove: removeContentTranslations,
    },
    translationsKind,
  );
  serveAudit(app, listContentAudit);
};
