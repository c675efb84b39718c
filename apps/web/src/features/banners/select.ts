/**
 * Which message banner shows: identical messages once, the repeated ones moved to the front; only
 * visible banners whose message has text; a banner the bettor dismissed stays away; of the rest, the first
 * wins. Pure.
 */
import type { Banner } from '@touchline/contract';

/** Identical messages once each, the repeated ones first, otherwise in the order given. */
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

/** What a banner's dismissal is remembered by: an edited banner (new updatedAt) shows again. */
export const dismissalKey = (banner: Pick<Banner, 'id' | 'updatedAt'>): string =>
  `${banner.id}@${banner.updatedAt}`;

export interface SelectOptions {
  /** Dismissal keys (dismissalKey) the bettor dismissed. */
  dismissed: ReadonlySet<string>;
  /** The text a message shows once cleaned; blank text means nothing to show. */
  textOf: (message: string) => string;
}

/** The one banner to show, or null. */
export function selectBanner(banners: readonly Banner[], options: SelectOptions): Banner | null {
  const candidates = dedupeBanners(banners).filter(
    (banner) => banner.visible && options.textOf(banner.message).trim() !== '',
  );
  return (
    candidates.find((banner) => !(banner.dismissable && options.dismissed.has(dismissalKey(banner)))) ?? null
  );
}
