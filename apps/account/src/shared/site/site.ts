/**
 * The site this page load speaks for: the brand, language and theme the sportsbook opened the frame
 * with, where the API is, and which sportsbook window (if any) it talks to.
 */
import {
  AccountSiteConfig,
  AccountSiteQuery,
  type BrandDefinition,
  brandByBookmaker,
  DEFAULT_BRAND,
  isSportsbookOrigin,
  type Language,
  type Theme,
} from '@touchline/contract';
import { readJson, writeText } from '@/shared/platform/storage';

export interface Site {
  brand: BrandDefinition;
  lang: Language;
  theme: Theme;
  /** The API's origin (the sportsbook server). */
  apiUrl: string;
  /** The sportsbook window's origin when the page runs in its frame; null when opened on its own. */
  sportsbookOrigin: string | null;
}

/** The frame's query survives a reload and in-site navigation (its URL loses the query on the way). */
const SITE_KEY = 'touchline.account.site';

/** Reads the frame URL's query; what it lacks comes from this tab's earlier page loads. */
export function readSiteQuery(search: string): AccountSiteQuery {
  const given = Object.fromEntries(new URLSearchParams(search));
  const stored = readJson('session', SITE_KEY);
  const base = typeof stored === 'object' && stored !== null ? stored : {};
  const query = AccountSiteQuery.parse({ ...base, ...given });
  writeText('session', SITE_KEY, JSON.stringify(query));
  return query;
}

/** The origin of a URL, or null. */
const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export interface SiteInputs {
  query: AccountSiteQuery;
  config: AccountSiteConfig;
  /** True when the page runs inside another window's frame. */
  framed: boolean;
  referrer: string;
}

/**
 * Resolves the site. The sportsbook origin is the query's `origin`, else the referrer's, and only when
 * the page is framed and the origin is on the allow-list: otherwise the site posts nothing at all.
 */
export function resolveSite({ query, config, framed, referrer }: SiteInputs): Site {
  const brand = (query.bookmaker ? brandByBookmaker(query.bookmaker) : undefined) ?? DEFAULT_BRAND;
  const candidates = [query.origin ?? null, originOf(referrer)];
  const sportsbookOrigin = framed
    ? (candidates.find((origin): origin is string => origin !== null && isSportsbookOrigin(config, origin)) ??
      null)
    : null;
  return { brand, lang: query.lang, theme: query.theme, apiUrl: config.api_url, sportsbookOrigin };
}

/** Fallback when the site's own server does not answer (the Vite dev server): the API on port 8080. */
export function fallbackConfig(location: Pick<Location, 'protocol' | 'hostname'>): AccountSiteConfig {
  return {
    api_url: `${location.protocol}//${location.hostname}:8080`,
    sportsbook_origins: [],
    allow_local: true,
  };
}

/** The account site's configuration from its server (`/site-config.json`). */
export async function loadSiteConfig(): Promise<AccountSiteConfig> {
  try {
    const response = await fetch('/site-config.json', { headers: { accept: 'application/json' } });
    if (response.ok) {
      const parsed = AccountSiteConfig.safeParse(await response.json());
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Served without its server: fall through.
  }
  return fallbackConfig(window.location);
}
