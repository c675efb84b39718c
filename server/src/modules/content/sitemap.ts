/**
 * robots.txt and sitemap.xml of a brand's sportsbook. Pure: the catalogue's rows come in, text goes out.
 */
import type { Language } from '@touchline/contract';
import type { BrandDefinition } from '../../brands';
import { type Alternate, escapeHtml } from './page-head';
import type { SitemapEventRow } from './repo';

/**
 * A page's address in each of the brand's languages: the default language at the bare path, every other
 * one with `?lang=` (the web app starts in the language its address names), and x-default at the bare path.
 */
export function languageAlternates(origin: string, path: string, brand: BrandDefinition): Alternate[] {
  return [
    ...brand.languages.map((lang) => ({ hreflang: lang, href: pageUrl(origin, path, brand, lang) })),
    { hreflang: 'x-default', href: `${origin}${path}` },
  ];
}

/** The address of a page in a language. */
export const pageUrl = (origin: string, path: string, brand: BrandDefinition, lang: Language): string =>
  lang === brand.default_lang ? `${origin}${path}` : `${origin}${path}?lang=${lang}`;

/** Paths a crawler has no business in: the bettor's own pages, search results, shared slips, payments. */
const PRIVATE_PATHS = ['/account/', '/search', '/betshare/', '/cashier', '/api/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapPage {
  /** The path, its segments already URL-encoded. */
  path: string;
  lastmod: Date;
}

const segment = (slugs: Readonly<Record<string, string>>, lang: Language, fallback: string) =>
  encodeURIComponent(slugs[lang] || fallback);

/**
 * The pages of a sitemap: home and live, then each sport, competition and event page the live and
 * upcoming events name, in the slugs of the brand's default language (those its own links use). An e-sports
 * event has its own page; a race's sport page lists its races.
 */
export function sitemapPages(
  rows: readonly SitemapEventRow[],
  brand: BrandDefinition,
  now: Date,
): SitemapPage[] {
  const lang = brand.default_lang;
  const latest = new Map<string, Date>();
  const seen = (path: string, at: Date) => {
    const known = latest.get(path);
    if (!known || known < at) latest.set(path, at);
  };
  const newest = rows.reduce((max, row) => (row.updated_at > max ? row.updated_at : max), new Date(0));
  const front = newest.getTime() > 0 ? newest : now;
  seen('/', front);
  seen('/live', front);
  for (const row of rows) {
    if (row.sport_category === 'esport') {
      seen(`/esports/match/${encodeURIComponent(row.id)}`, row.updated_at);
      continue;
    }
    const sport = `/${segment(row.sport_slugs, lang, row.sport_slug)}`;
    seen(sport, row.updated_at);
    if (row.sport_kind === 'racing') continue;
    const competition = `${sport}/${segment(row.competition_slugs, lang, row.competition_slug)}`;
    seen(competition, row.updated_at);
    seen(`${competition}/${encodeURIComponent(`${row.slug}-${row.id}`)}`, row.updated_at);
  }
  return [...latest].map(([path, lastmod]) => ({ path, lastmod }));
}

/** The sitemap document, with each page's addresses in the brand's languages as xhtml:link alternates. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[], brand: BrandDefinition): string {
  const urls = pages.map((page) => {
    const links = languageAlternates(origin, page.path, brand).map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${escapeHtml(`${origin}${page.path}`)}</loc>`,
      `    <lastmod>${page.lastmod.toISOString()}</lastmod>`,
      ...links,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
