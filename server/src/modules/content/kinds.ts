/**
 * The kinds of operator content as the content module stores them (HTML cleaned on save), and how the
 * public calls pick the entries of a brand and a language out of them. Pure but for the stores.
 */
import type { BannerInput, GlobalInput, Language } from '@touchline/contract';
import { BRANDS } from '../../brands';
import { badRequest } from '../../http/errors';
import {
  bannerEntries,
  globalEntries,
  navigationEntries,
  type StoredEntry,
  seoEntries,
  translationEntries,
} from './entries';
import { type CleanOptions, cleanHtml, plainText } from './sanitize';
import { decodeSegment } from './seo';

/** On save every brand's domain is internal; on read the request's host is added. */
const SAVE_CLEAN: CleanOptions = { internalHosts: BRANDS.map((brand) => brand.domain) };

/** Limited HTML as stored: cleaned, and refused when nothing readable is left. */
function storedHtml(field: string, html: string): string {
  const cleaned = cleanHtml(html, SAVE_CLEAN);
  if (plainText(cleaned) === '') throw badRequest(`${field}: no text is left once the HTML is cleaned`);
  return cleaned;
}

export const bannerKind: typeof bannerEntries = {
  ...bannerEntries,
  prepare: (input: BannerInput) => ({ ...input, message: storedHtml('message', input.message) }),
};

export const globalKind: typeof globalEntries = {
  ...globalEntries,
  prepare: (input: GlobalInput) => ({
    ...input,
    footer_text: input.footer_text === null ? null : storedHtml('footer_text', input.footer_text),
  }),
};

export const seoKind = seoEntries;
export const navigationKind = navigationEntries;
export const translationsKind = translationEntries;

interface Scoped extends StoredEntry {
  lang?: string | null;
}

/**
 * The entries that apply to a brand and a language, the most specific first: the brand's in the
 * language, the brand's for every language, every brand's in the language, every brand's for every
 * language.
 */
export function applicable<E extends Scoped>(entries: readonly E[], bookmaker: string, lang: Language): E[] {
  const rank = (entry: E) => (entry.bookmaker === null ? 2 : 0) + (entry.lang == null ? 1 : 0);
  return entries
    .filter(
      (entry) =>
        (entry.bookmaker === null || entry.bookmaker === bookmaker) &&
        (entry.lang == null || entry.lang === lang),
    )
    .sort((a, b) => rank(a) - rank(b));
}

/** The first value a field has in the entries, most specific first; undefined when none sets it. */
export function firstSet<E, K extends keyof E>(
  entries: readonly E[],
  field: K,
): NonNullable<E[K]> | undefined {
  for (const entry of entries) {
    const value = entry[field];
    if (value !== null && value !== undefined) return value as NonNullable<E[K]>;
  }
  return undefined;
}

/**
 * How well an SEO path pattern matches the segments of a path, or null when it does not: literal
 * segments weigh most, then '*' (one segment); a trailing '**' (any number of segments) weighs least.
 */
export function patternScore(pattern: string, segments: readonly string[]): number | null {
  const parts = pattern
    .split('/')
    .filter((part) => part !== '')
    .map(decodeSegment);
  let score = 0;
  for (const [index, part] of parts.entries()) {
    if (part === '**' && index === parts.length - 1) return score;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part === '*') score += 1;
    else if (part === segment) score += 1000;
    else return null;
  }
  // An exact path (no wildcard) outranks any pattern of the same length.
  return parts.length === segments.length ? score + 1 : null;
}
