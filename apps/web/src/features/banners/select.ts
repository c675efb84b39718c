/**
 * Which message banner shows: identical messages once, the repeated ones moved to the front; only
 * visible banners whose message has text; a banner the bettor dismissed stays away; of the rest, the first
 * wins. Pure.
 */
import type { Banner } from '@touchline/contract';
import { dedupeBanners } from '@touchline/contract/banner-html';

export { dedupeBanners };

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
