/**
 * What a banner's message may contain and which banners show once: plain rules without a schema, by a
 * path of their own (`@touchline/contract/banner-html`), so a browser that cleans and picks banners loads
 * them without the zod schemas of the whole contract.
 */

/** The elements a banner message may use; anything else is removed (its text kept). */
export const BANNER_HTML_TAGS: readonly string[] = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sup',
  'sub',
  'br',
  'p',
  'span',
  'div',
  'ul',
  'ol',
  'li',
];

/** Presentational style properties a banner may set; nothing that could move it over the page. */
export const BANNER_STYLE_PROPERTIES: readonly string[] = [
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'text-align',
  'text-decoration',
  'text-transform',
  'margin',
  'padding',
];

/** A style value a banner may use: colours, lengths and keywords (no url(), no escapes). */
export const BANNER_STYLE_VALUE = /^[#a-z0-9 .,%()-]+$/i;

/** Identical messages once each, the repeated ones first, otherwise in the order given. Pure. */
export function dedupeBanners<T extends { message: string }>(banners: readonly T[]): T[] {
  const counts = new Map<string, number>();
  for (const banner of banners) counts.set(banner.message, (counts.get(banner.message) ?? 0) + 1);
  const seen = new Set<string>();
  const repeated: T[] = [];
  const single: T[] = [];
  for (const banner of banners) {
    if (seen.has(banner.message)) continue;
    seen.add(banner.message);
    ((counts.get(banner.message) ?? 0) > 1 ? repeated : single).push(banner);
  }
  return [...repeated, ...single];
}
