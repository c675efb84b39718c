/**
 * The calls the first screen of a page needs, as plain descriptors of path and params, shared by the
 * queries and by the early start in index.html (src/boot/early.ts). Pure: no React, no i18next, no
 * browser globals, so the inline boot script can carry it.
 */
import type {
  Country,
  EventsLiveQuery,
  getBetsStats,
  getConfig,
  getEventsLive,
  getGlobalContent,
  getHome,
  getIpCheck,
  getMarkets,
  getNavigation,
  getSports,
  getTranslations,
  Language,
} from '@touchline/contract';
import type { QueryParams } from './query-string';

/** The brand and language every call carries (bookmaker, lang, country). */
export interface ApiContext {
  bookmaker: string;
  lang: Language;
  country: Country;
}

export interface ApiCall<P extends string = string> {
  path: P;
  params: QueryParams;
}

export type EventsLiveFilter = Partial<Pick<EventsLiveQuery, 'sport' | 'category' | 'limit'>>;

const brandParams = (ctx: ApiContext) => ({ bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country });

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
  markets: (ctx: ApiContext, eventId: string): ApiCall<(typeof getMarkets)['path']> => ({
    path: '/echo/v1/markets',
    params: { ...brandParams(ctx), event_id: eventId },
  }),
  eventsLive: (ctx: ApiContext, filter: EventsLiveFilter = {}): ApiCall<(typeof getEventsLive)['path']> => ({
    path: '/echo/v1/events-live',
    params: { ...brandParams(ctx), ...filter },
  }),
  /** The operator's banners and site content (what the first screen shows above the page). */
  globalContent: (ctx: ApiContext): ApiCall<(typeof getGlobalContent)['path']> => ({
    path: '/api/content/global',
    params: brandParams(ctx),
  }),
  /** The operator's text overrides, laid before the first render when they come in time. */
  translations: (ctx: Pick<ApiContext, 'bookmaker' | 'lang'>): ApiCall<(typeof getTranslations)['path']> => ({
    path: '/api/content/translations',
    params: { lang: ctx.lang, bookmaker: ctx.bookmaker },
  }),
  /** `time` (ms since epoch) keeps caches from answering. */
  ipCheck: (ctx: ApiContext, time: number): ApiCall<(typeof getIpCheck)['path']> => ({
    path: '/ip/check',
    params: { time, lang: ctx.lang },
  }),
};
