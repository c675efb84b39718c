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
  content_version: z
    .string()
    .optional()
    .describe(
      'Changes whenever the operator changes this content (e.g. to show an edited rewards popup again)',
    ),
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

/** A file of a brand's site: the host's brand, or the one bookmaker or country name. */
export const SiteFileQuery = z.object({
  bookmaker: Bookmaker.optional(),
  ...countryField,
});
export type SiteFileQuery = z.infer<typeof SiteFileQuery>;

export const WebManifestQuery = SiteFileQuery;
export type WebManifestQuery = SiteFileQuery;

export const WebManifestIcon = z.object({
  src: Href,
  sizes: z.string().describe("'192x192', or 'any' for a vector icon"),
  type: z.string().describe('Media type, e.g. image/png'),
  purpose: z.enum(['any', 'maskable']),
});
export type WebManifestIcon = z.infer<typeof WebManifestIcon>;

/** A store listing of the brand's native app, which `navigator.getInstalledRelatedApps` looks for. */
export const RelatedApplication = z.object({
  platform: z.enum(['play', 'itunes']),
  id: z.string().describe('Google Play package, or the App Store id'),
  url: Href.describe('The store page'),
});
export type RelatedApplication = z.infer<typeof RelatedApplication>;

/** The web app manifest of a brand's sportsbook (the W3C Web Application Manifest members it uses). */
export const WebManifest = z.object({
  name: z.string(),
  short_name: z.string(),
  lang: Language,
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(WebManifestIcon).min(1),
  related_applications: z
    .array(RelatedApplication)
    .describe("The stores that list the brand's app; a store without a listing is left out"),
  prefer_related_applications: z.literal(false).describe('The browser may offer the site as well as the app'),
});
export type WebManifest = z.infer<typeof WebManifest>;

export const WEB_MANIFEST_TYPE = 'application/manifest+json';

export const getWebManifest = defineCall({
  method: 'GET',
  path: '/manifest.webmanifest',
  module: MODULE,
  summary:
    "The brand's web app manifest (the host's brand, or the one bookmaker or country name), with its native app's store listings",
  auth: 'none',
  querystring: WebManifestQuery,
  produces: WEB_MANIFEST_TYPE,
  response: WebManifest,
});

export const ROBOTS_TXT_TYPE = 'text/plain; charset=utf-8';
export const SITEMAP_TYPE = 'application/xml; charset=utf-8';

export const getRobotsTxt = defineCall({
  method: 'GET',
  path: '/robots.txt',
  module: MODULE,
  summary:
    "The sportsbook's crawling rules: every page but the bettor's own, search, shared slips and cashier; names the sitemap",
  auth: 'none',
  querystring: SiteFileQuery,
  produces: ROBOTS_TXT_TYPE,
  response: z.string().describe('robots.txt'),
});

export const getSitemap = defineCall({
  method: 'GET',
  path: '/sitemap.xml',
  module: MODULE,
  summary:
    "The brand's sitemap from the live catalogue: home, live, each sport, competition and live or upcoming event, with language alternates",
  auth: 'none',
  querystring: SiteFileQuery,
  produces: SITEMAP_TYPE,
  response: z.string().describe('A sitemaps.org urlset with xhtml:link alternates'),
});

export const contentCalls = {
  getNavigation,
  getHome,
  getBetsStats,
  getTranslations,
  getSeo,
  getGlobalContent,
  getWebManifest,
  getRobotsTxt,
  getSitemap,
} as const;
