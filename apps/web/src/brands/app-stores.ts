/**
 * Where each brand's native app lives: its deep-link scheme and its store pages. One app serves every
 * country site (the shell's app id); the store pages are the country's storefront, so the listing
 * shows in the country's language and with its licence text. An operator with its own listings
 * changes them here.
 *
 * Kept apart from brands.ts so that only the code that links to the app (the install banner, loaded
 * on demand) carries it, not the first load.
 */
import type { Country } from '@touchline/contract';
import type { Brand } from './brands';

/** The shell's app id: the Android package, and the custom URL scheme the shell registers. */
export const APP_ID = 'org.touchline.sportsbook';
/** The App Store id of the iOS app. */
export const IOS_APP_STORE_ID = '6740000001';

/** Where a brand's app is listed: its Google Play package and App Store id, null without a listing. */
export interface StoreIds {
  play: string | null;
  appStore: string | null;
}

/**
 * The store listings of each country site, a mirror of the contract brands' `app_stores` (the server
 * names the same ones in the web manifest; app-stores.test.ts keeps them equal).
 */
export const STORE_IDS: Readonly<Record<Country, StoreIds>> = {
  IE: { play: APP_ID, appStore: IOS_APP_STORE_ID },
  GB: { play: APP_ID, appStore: IOS_APP_STORE_ID },
  RO: { play: APP_ID, appStore: IOS_APP_STORE_ID },
  US: { play: APP_ID, appStore: IOS_APP_STORE_ID },
  GR: { play: APP_ID, appStore: IOS_APP_STORE_ID },
  MX: { play: APP_ID, appStore: IOS_APP_STORE_ID },
  BR: { play: APP_ID, appStore: IOS_APP_STORE_ID },
  DE: { play: APP_ID, appStore: IOS_APP_STORE_ID },
};

export interface AppLinks {
  /** Opens the app at a path of the sportsbook ('/' the home screen). */
  deepLink: (path: string) => string;
  /** The App Store page in the brand's storefront; null where the brand's app is not listed there. */
  appStore: string | null;
  /** The Google Play page, in the brand's country and language; null where it is not listed there. */
  playStore: string | null;
}

/** Storefronts by country site (Apple's storefront codes are lower-case ISO countries; GB is 'gb'). */
const STOREFRONT: Readonly<Record<Country, { country: string; hl: string }>> = {
  IE: { country: 'ie', hl: 'en_IE' },
  GB: { country: 'gb', hl: 'en_GB' },
  RO: { country: 'ro', hl: 'ro' },
  US: { country: 'us', hl: 'en_US' },
  GR: { country: 'gr', hl: 'el' },
  MX: { country: 'mx', hl: 'es_MX' },
  BR: { country: 'br', hl: 'pt_BR' },
  DE: { country: 'de', hl: 'de' },
};

export function appLinksOf(
  brand: Pick<Brand, 'country'>,
  ids: StoreIds = STORE_IDS[brand.country],
): AppLinks {
  const store = STOREFRONT[brand.country];
  return {
    deepLink: (path) => `${APP_ID}://${path.replace(/^\/+/, '')}`,
    appStore: ids.appStore ? `https://apps.apple.com/${store.country}/app/id${ids.appStore}` : null,
    playStore: ids.play
      ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(ids.play)}&gl=${store.country.toUpperCase()}&hl=${store.hl}`
      : null,
  };
}
