/** Message banner; defaults applied on parse. */
import { z } from 'zod';
import { IsoDateTime } from './common';

export const BannerType = z.enum(['info', 'warning', 'success', 'danger']);
export type BannerType = z.infer<typeof BannerType>;

export const BannerCta = z.object({
  type: z.enum(['link', 'global-frame']),
  destination: z.enum(['internal', 'external', 'open_page']),
  url: z.string().min(1),
  text: z.string().min(1),
});
export type BannerCta = z.infer<typeof BannerCta>;

export const DEFAULT_BANNER_MESSAGE = 'Hello There!';

/** The spec gives both info and warning as the default type; the content schema picks info. */
export const Banner = z.object({
  id: z.union([z.string().min(1), z.int()]).describe('CMS id'),
  visible: z.boolean().default(true),
  message: z.string().default(DEFAULT_BANNER_MESSAGE).describe('Limited HTML, cleaned before display'),
  ctas: z.array(BannerCta).default([]),
  dismissable: z.boolean().default(true),
  type: BannerType.default('info'),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Banner = z.infer<typeof Banner>;

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
