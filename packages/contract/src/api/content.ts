/**
 * Content calls (banners, navigation, pages, promotions). Served by the content module.
 *
 * Where the spec says a call "reads data.x", `data` is the HTTP client's body, so the body is
 * `{ x }`; "reads data.data" is a body `{ data }`.
 */
import { z } from 'zod';
import { Banner } from '../entities/banner';
import { Bookmaker, Href, Language } from '../entities/common';
import { Event } from '../entities/event';
import { FooterNavigation, HeaderNavigation } from '../entities/navigation';
import { Seo } from '../entities/seo';
import { CompetitionStat, SportStat } from '../entities/stats';
import { bookmakerField, commonQueryFields, countryField, defineCall, langField } from './define';

const MODULE = 'content';

export const NavigationQuery = z.object(commonQueryFields);
export type NavigationQuery = z.infer<typeof NavigationQuery>;

export const NavigationResponse = z.object({ header: HeaderNavigation, footer: FooterNavigation });
export type NavigationResponse = z.infer<typeof NavigationResponse>;

export const getNavigation = defineCall({
  method: 'GET',
  path: '/strapi/navigation',
  module: MODULE,
  summary: 'Header and footer navigation layouts',
  auth: 'none',
  querystring: NavigationQuery,
  response: NavigationResponse,
});

export const HomeQuery = z.object({ ...langField, bookmaker: Bookmaker.optional() });
export type HomeQuery = z.infer<typeof HomeQuery>;

export const HomeTab = z.object({ events: z.array(Event) });
export type HomeTab = z.infer<typeof HomeTab>;

export const HomeResponse = z.object({
  tabs: z.object({
    live: HomeTab.describe('Live events for the home live tab'),
    highlights: HomeTab.describe('Featured upcoming events'),
  }),
});
export type HomeResponse = z.infer<typeof HomeResponse>;

export const getHome = defineCall({
  method: 'GET',
  path: '/home',
  module: MODULE,
  summary: 'Home page tabs',
  auth: 'none',
  querystring: HomeQuery,
  response: HomeResponse,
});

export const BetsStatsQuery = z.object({ ...langField, ...countryField });
export type BetsStatsQuery = z.infer<typeof BetsStatsQuery>;

export const BetsStatsResponse = z.object({
  sports_stats: z.array(SportStat).describe('Most bet sports, most first'),
  competitions_stats: z.array(CompetitionStat).describe('Most bet competitions, most first'),
});
export type BetsStatsResponse = z.infer<typeof BetsStatsResponse>;

export const getBetsStats = defineCall({
  method: 'GET',
  path: '/api/content/bets_stats',
  module: MODULE,
  summary: 'Top sports and competitions by bets (refreshed hourly)',
  auth: 'none',
  querystring: BetsStatsQuery,
  response: BetsStatsResponse,
});

export const TranslationsQuery = z.object({ ...langField, ...bookmakerField });
export type TranslationsQuery = z.infer<typeof TranslationsQuery>;

export const TranslationsResponse = z.object({
  lang: Language,
  translations: z
    .record(z.string(), z.string())
    .describe('Flat keys ("betslip.no_selections") to text; overrides the bundled translations'),
});
export type TranslationsResponse = z.infer<typeof TranslationsResponse>;

export const getTranslations = defineCall({
  method: 'GET',
  path: '/api/content/translations',
  module: MODULE,
  summary: 'Remote translation overrides for a language',
  auth: 'none',
  querystring: TranslationsQuery,
  response: TranslationsResponse,
});

/** `params` of the SEO call: the route parameters, JSON encoded (`{"sport":"football"}`). */
export const SeoRouteParams = z
  .string()
  .max(2000)
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'params must be a JSON object of strings' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.string()));

export const SeoQuery = z.object({
  ...commonQueryFields,
  path: z.string().min(1).max(500).startsWith('/', 'path starts with /'),
  params: SeoRouteParams.optional().describe('Route parameters as a JSON object of strings'),
});
export type SeoQuery = z.infer<typeof SeoQuery>;

export const SeoResponse = z.object({ data: z.object({ seo: Seo }) });
export type SeoResponse = z.infer<typeof SeoResponse>;

export const getSeo = defineCall({
  method: 'GET',
  path: '/api/content/seo',
  module: MODULE,
  summary: 'SEO title, description and meta of a page',
  auth: 'none',
  querystring: SeoQuery,
  response: SeoResponse,
});

export const FooterPartner = z.object({ name: z.string(), image_url: Href, url: Href.nullable() });
export type FooterPartner = z.infer<typeof FooterPartner>;

/** Site-wide content of the CMS "global" entry. */
export const GlobalAttributes = z.object({
  site_name: z.string(),
  footer_text: z.string().describe('Limited HTML (licence, responsible gambling)'),
  footer_partners: z.array(FooterPartner),
  rewards_popup: z.string().nullable().describe('Markdown; sanitized before display'),
  locale: z.string(),
});
export type GlobalAttributes = z.infer<typeof GlobalAttributes>;

export const GlobalQuery = z.object(commonQueryFields);
export type GlobalQuery = z.infer<typeof GlobalQuery>;

export const GlobalResponse = z.object({
  global: z.object({ data: z.object({ attributes: GlobalAttributes }) }),
  banners: z.array(Banner),
});
export type GlobalResponse = z.infer<typeof GlobalResponse>;

export const getGlobalContent = defineCall({
  method: 'GET',
  path: '/api/content/global',
  module: MODULE,
  summary: 'Global site content and message banners',
  auth: 'none',
  querystring: GlobalQuery,
  response: GlobalResponse,
});

export const contentCalls = {
  getNavigation,
  getHome,
  getBetsStats,
  getTranslations,
  getSeo,
  getGlobalContent,
} as const;
