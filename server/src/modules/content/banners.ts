/**
 * Message banners as served: HTML cleaned, CTAs checked,
 * blank ones dropped, identical messages deduplicated and moved to the front. Pure.
 */
import type { Banner, BannerCta, BannerEntry } from '@touchline/contract';
import { dedupeBanners } from '@touchline/contract/banner-html';
import type { BannerCtaRow } from '../../db/schema';
import { type CleanOptions, cleanHtml, isSafeHref, plainText } from './sanitize';

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** CTA text is shown as text: tags removed and the escapes the cleaner adds undone. */
const ctaText = (text: string) =>
  plainText(text).replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m) => ENTITIES[m] ?? m);

/** A CTA survives when its kind is known and its address fits it: a site path, or an http(s) URL for external. */
export function cleanCta(cta: BannerCtaRow): BannerCta | null {
  if (cta.type !== 'link' && cta.type !== 'global-frame') return null;
  if (cta.destination !== 'internal' && cta.destination !== 'external' && cta.destination !== 'open_page') {
    return null;
  }
  const url = typeof cta.url === 'string' ? cta.url.trim() : '';
  const text = typeof cta.text === 'string' ? ctaText(cta.text) : '';
  if (url === '' || text === '' || !isSafeHref(url)) return null;
  const isPath = url.startsWith('/') && !url.startsWith('//');
  const isHttp = /^https?:\/\/[^/]/i.test(url);
  if (cta.destination === 'external' ? !isHttp : !isPath) return null;
  return { type: cta.type, destination: cta.destination, url, text };
}

/** Identical messages once each, the repeated ones first (the sportsbook applies the same rule). */
export { dedupeBanners };

/** A banner as stored, with what serving it needs. */
export type BannerRow = Pick<
  BannerEntry,
  'id' | 'message' | 'ctas' | 'type' | 'dismissable' | 'visible' | 'created_at' | 'updated_at'
>;

/** Banners as the sportsbook receives them: only visible ones whose cleaned message is not blank. */
export function presentBanners(rows: readonly BannerRow[], options: CleanOptions): Banner[] {
  const cleaned = rows
    .filter((row) => row.visible)
    .map(
      (row): Banner => ({
        id: row.id,
        visible: true,
        message: cleanHtml(row.message, options),
        ctas: (Array.isArray(row.ctas) ? row.ctas : [])
          .map(cleanCta)
          .filter((cta): cta is BannerCta => cta !== null),
        dismissable: row.dismissable,
        type: row.type,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }),
    )
    .filter((banner) => plainText(banner.message) !== '');
  return dedupeBanners(cleaned);
}
