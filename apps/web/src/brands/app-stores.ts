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

export interface AppLinks {
  /** Opens the app at a path of the sportsbook ('/' the home screen). */
  deepLink: (path: string) => string;
  /** The App Store page in the brand's storefront. */
  appStore: string;
  /** The Google Play page, in the brand's country and language. */
  playStore: string;
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

export function appLinksOf(brand: Pick<Brand, 'country'>): AppLinks {
  const store = STOREFRONT[brand.country];
  return {
    deepLink: (path) => `${APP_ID}://${path.replace(/^\/+/, '')}`,
    appStore: `https://apps.apple.com/${store.country}/app/id${IOS_APP_STORE_ID}`,
    playStore: `https://play.google.com/store/apps/details?id=${APP_ID}&gl=${store.country.toUpperCase()}&hl=${store.hl}`,
  };
}
