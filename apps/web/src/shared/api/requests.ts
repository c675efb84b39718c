/**
 * The brand and language every call carries (betting-core.md section 7: bookmaker, lang, country), and
 * the shell's own calls as plain descriptors. Free of React and i18next, so the page's first module can
 * start these calls while the libraries still download (see boot-data.ts).
 */
import type {
  Country,
  getBetsStats,
  getConfig,
  getHome,
  getNavigation,
  getSports,
  Language,
} from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { isLanguage } from '@/shared/i18n/languages';
import type { QueryParams } from './query-string';

export interface ApiContext {
  bookmaker: string;
  lang: Language;
  country: Country;
}

export function apiContextFor(lang: string): ApiContext {
  return {
    bookmaker: currentBrand.bookmaker,
    lang: isLanguage(lang) ? lang : 'en',
    country: currentBrand.country,
  };
}

export interface ApiCall<P extends string = string> {
  path: P;
  params: QueryParams;
}

const brandParams = (ctx: ApiContext) => ({ bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country });

/** GET calls of the shell and the home page, shared by their queries and the early start. */
export const calls = {
  navigation: (ctx: ApiContext): ApiCall<(typeof getNavigation)['path']> => ({
    path: '/strapi/navigation',
    params: brandParams(ctx),
  }),
  config: (ctx: ApiContext): ApiCall<(typeof getConfig)['path']> => ({
    path: '/v1/config',
    params: brandParams(ctx),
  }),
  sports: (ctx: ApiContext): ApiCall<(typeof getSports)['path']> => ({
    path: '/sports',
    params: brandParams(ctx),
  }),
  betsStats: (ctx: ApiContext): ApiCall<(typeof getBetsStats)['path']> => ({
    path: '/api/content/bets_stats',
    params: { lang: ctx.lang, country: ctx.country },
  }),
  home: (ctx: ApiContext): ApiCall<(typeof getHome)['path']> => ({
    path: '/home',
    params: { lang: ctx.lang, bookmaker: ctx.bookmaker },
  }),
};
