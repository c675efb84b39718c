/**
 * What a crawler reads of the sportsbook: each page's head (from the page's SEO), its status (404 for an
 * address that is no page of the app, or a sport, competition or event the catalogue does not know),
 * robots.txt and the sitemap.
 *
 * Choices where the spec is silent:
 * - The web app keeps one address per page whatever its language; a language other than the brand's
 *   default is named by `?lang=`, which the app starts in. The canonical address is the page's path (and
 *   that language), without any other query.
 * - The public origin of a brand host is https://sport.<domain>; any other host is PUBLIC_URL, else the
 *   request's own origin.
 * - A page whose SEO is not ready within PAGE_SEO_WAIT_MS gets the default head, so a slow catalogue never
 *   holds a page; the lookup goes on and fills the cache for the next visit.
 */
import {
  brandByHost,
  type Language,
  Language as LanguageSchema,
  matchPage,
  type PageMatch,
  type RouteName,
} from '@touchline/contract';
import type { BrandDefinition } from '../../brands';
import { publicOrigin, resolveBrand } from '../../brands';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { TtlCache } from './cache';
import type { PageHead, SportsEventData } from './page-head';
import { eventById, sitemapEvents } from './repo';
import { eventIdOf, fillTemplate } from './seo';
import type { ContentService } from './service';
import { languageAlternates, pageUrl, robotsTxt, sitemapPages, sitemapXml } from './sitemap';
import { onContentChanged } from './store';
import { SEO_TEMPLATES } from './texts/seo';
import { translated } from './translate';

/** How long a page's head is kept per address and language. */
export const PAGE_HEAD_TTL_MS = 60_000;
/** How long a page waits for its SEO before it goes out with the default head. */
export const PAGE_SEO_WAIT_MS = 1_500;
/** How long a brand's sitemap is kept. */
export const SITEMAP_TTL_MS = 5 * 60_000;
/** The sitemap protocol's limit is 50,000 addresses; events are listed up to this many. */
const SITEMAP_EVENT_LIMIT = 20_000;

/** The request a page is answered for. */
export interface PageRequest {
  /** The path and query as requested. */
  url: string;
  host: string;
  protocol: string;
}

export interface RenderedHead {
  status: 200 | 404;
  head: PageHead;
}

/** Pages whose catalogue item must exist, with the SEO variable that says it was found. */
const CATALOGUE_PAGES: Partial<Record<RouteName, string>> = {
  sport: 'sport',
  competition: 'competition',
  'match-screen': 'event',
};

const HOST_NAME = /^[a-z0-9.-]+(:\d{1,5})?$/i;
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|[a-z0-9.-]+\.localhost)(:\d{1,5})?$/i;

/** The public origin of the site a request reached. */
export function siteOrigin(config: Config, request: { host: string; protocol: string }): string {
  const brand = brandByHost(request.host);
  if (brand) return `https://sport.${brand.domain}`;
  if (config.PUBLIC_URL || HOST_NAME.test(request.host)) return publicOrigin(config, request);
  return `http://localhost:${config.PORT}`;
}

/** The path a page is known by: without a trailing slash, '/' for the home page. */
const canonicalPath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/');

interface FoundSeo {
  title: string;
  description: string;
  robots: string;
  found: boolean;
  event: Omit<SportsEventData, 'url' | 'description'> | null;
}

export class SitePages {
  readonly #heads: TtlCache<FoundSeo>;
  readonly #sitemaps: TtlCache<string>;

  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'clock' | 'database' | 'broadcast'>,
    private readonly content: Pick<ContentService, 'seo'>,
    /** How long a page waits for its SEO. */
    private readonly seoWaitMs = PAGE_SEO_WAIT_MS,
  ) {
    this.#heads = new TtlCache(ctx.clock, PAGE_HEAD_TTL_MS, 2000);
    this.#sitemaps = new TtlCache(ctx.clock, SITEMAP_TTL_MS, 50);
    // An operator's SEO entry (or any content change) shows in the next page's head, on every server.
    onContentChanged(ctx.broadcast, (kind) => {
      if (kind === 'seo') this.#heads.clear();
    });
  }

  /**
   * The brand a page request is for: its host's; on this machine (localhost), the one `?country=` names,
   * as the app itself reads it there; else the default brand.
   */
  brandOf(request: PageRequest, query: URLSearchParams): BrandDefinition {
    const country = LOCAL_HOST.test(request.host) ? (query.get('country') ?? undefined) : undefined;
    return brandByHost(request.host) ?? resolveBrandLeniently(country, request.host);
  }

  /** The head and status of a page of the sportsbook. */
  async head(request: PageRequest): Promise<RenderedHead> {
    const url = new URL(request.url, 'http://page.invalid');
    const brand = this.brandOf(request, url.searchParams);
    const asked = LanguageSchema.safeParse(url.searchParams.get('lang'));
    const lang = asked.success ? asked.data : brand.default_lang;
    const origin = siteOrigin(this.ctx.config, request);
    const path = canonicalPath(url.pathname);
    const route = matchPage(path);
    const noindexAsked = url.searchParams.has('register');

    if (route.name === 'not-found') return { status: 404, head: this.#notFoundHead(brand, lang) };

    const key = `${brand.BOOKMAKER}\n${lang}\n${path}`;
    const load = () => this.#lookup(brand, lang, path, route);
    // A mailed link's token is kept in no cache.
    const lookup = 'token' in route.params ? load() : this.#heads.get(key, load);
    const found = await withinWait(lookup, this.seoWaitMs);
    if (!found) return { status: 200, head: this.#fallbackHead(brand, lang, origin, path) };

    if (!found.found) return { status: 404, head: this.#notFoundHead(brand, lang) };

    const canonical = pageUrl(origin, path, brand, lang);
    const robots = noindexAsked ? 'noindex, follow' : found.robots;
    // A page not to be indexed has no address of its own: no canonical, alternates or og:url.
    const indexed = !robots.includes('noindex');
    return {
      status: 200,
      head: {
        lang,
        title: found.title,
        description: found.description,
        robots,
        canonical: indexed ? canonical : null,
        alternates: indexed ? languageAlternates(origin, path, brand) : [],
        openGraph: this.#openGraph(brand, lang, found, indexed ? canonical : null),
        event: found.event ? { ...found.event, url: canonical, description: found.description } : null,
      },
    };
  }

  /** robots.txt of the site a request reached. */
  robots(request: { host: string; protocol: string }): string {
    return robotsTxt(siteOrigin(this.ctx.config, request));
  }

  /** sitemap.xml of a brand, from the live catalogue, kept SITEMAP_TTL_MS. */
  sitemap(brand: BrandDefinition, request: { host: string; protocol: string }): Promise<string> {
    const origin = siteOrigin(this.ctx.config, request);
    return this.#sitemaps.get(`${brand.BOOKMAKER}\n${origin}`, async () => {
      const rows = await sitemapEvents(this.ctx.database, brand.BOOKMAKER, SITEMAP_EVENT_LIMIT);
      return sitemapXml(origin, sitemapPages(rows, brand, new Date(this.ctx.clock.now())), brand);
    });
  }

  async #lookup(brand: BrandDefinition, lang: Language, path: string, route: PageMatch): Promise<FoundSeo> {
    const eventId = route.name === 'match-screen' ? eventIdOf(route.params.slug) : null;
    const params = route.params;
    const [seo, event] = await Promise.all([
      this.content.seo(brand, lang, path, params),
      eventId === null ? null : eventById(this.ctx.database, eventId),
    ]);
    const robots = seo.meta.find((meta) => meta.name === 'robots')?.content ?? 'index, follow';
    // A sport, competition or match page the catalogue does not know comes back without its variable.
    const variable = CATALOGUE_PAGES[route.name];
    const matchFound = event !== null && event !== undefined && 'event' in seo.variables;
    return {
      title: seo.title,
      description: seo.description,
      robots,
      found: variable === undefined || variable in seo.variables,
      event:
        matchFound && event
          ? {
              name: seo.variables.event ?? translated(event.names, lang, event.name),
              startDate: event.starts_at,
              sport: translated(event.sport_names, lang, event.sport_slug),
              homeTeam: event.home_team,
              awayTeam: event.away_team,
              location: event.venue,
              status:
                event.status === 'cancelled' || event.status === 'postponed' ? event.status : 'scheduled',
            }
          : null,
    };
  }

  #openGraph(brand: BrandDefinition, lang: Language, found: FoundSeo, url: string | null) {
    const locale = brand.default_lang === lang ? brand.DEFAULT_LOCALE : lang;
    return [
      { property: 'og:title', content: found.title },
      { property: 'og:description', content: found.description },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      { property: 'og:site_name', content: brand.name },
      { property: 'og:locale', content: locale.replace('-', '_') },
      { property: 'og:type', content: found.event ? 'article' : 'website' },
    ];
  }

  #defaultTexts(brand: BrandDefinition, lang: Language) {
    const template = SEO_TEMPLATES[lang].default;
    const variables = { brand: brand.name };
    return {
      title: fillTemplate(template.title, variables),
      description: fillTemplate(template.description, variables),
    };
  }

  /** The 404 page's head: the default texts, never indexed, no address of its own. */
  #notFoundHead(brand: BrandDefinition, lang: Language): PageHead {
    const texts = this.#defaultTexts(brand, lang);
    return {
      lang,
      ...texts,
      robots: 'noindex, follow',
      canonical: null,
      alternates: [],
      openGraph: [],
      event: null,
    };
  }

  /** The head of a page whose SEO is late: the default texts, with the page's own addresses. */
  #fallbackHead(brand: BrandDefinition, lang: Language, origin: string, path: string): PageHead {
    const texts = this.#defaultTexts(brand, lang);
    const canonical = pageUrl(origin, path, brand, lang);
    return {
      lang,
      ...texts,
      robots: 'index, follow',
      canonical,
      alternates: languageAlternates(origin, path, brand),
      openGraph: [],
      event: null,
    };
  }
}

/** The answer of a lookup if it comes within `waitMs`, else null; a failed lookup is null too. */
async function withinWait<T>(lookup: Promise<T>, waitMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([lookup.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A brand by country; an unknown country is the host's or default brand, not an error. */
function resolveBrandLeniently(country: string | undefined, host: string): BrandDefinition {
  try {
    return resolveBrand({ country, host });
  } catch {
    return resolveBrand({ host });
  }
}
