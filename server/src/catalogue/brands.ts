/**
 * The brands (country sites) and their bookmaker ids. The bookmaker id is what every call's
 * `bookmaker` parameter carries and what names the realtime channel `{bookmaker}_events`.
 */

/** Bookmaker id of each brand, by country (shell-and-account.md section 1: IE, GB, RO, US, GR, MX, BR, DE). */
export const BRAND_BOOKMAKERS = {
  IE: 'touchline_ie',
  GB: 'touchline_gb',
  RO: 'touchline_ro',
  US: 'touchline_us',
  GR: 'touchline_gr',
  MX: 'touchline_mx',
  BR: 'touchline_br',
  DE: 'touchline_de',
} as const;

export type BrandCountry = keyof typeof BRAND_BOOKMAKERS;
export type BookmakerId = (typeof BRAND_BOOKMAKERS)[BrandCountry];

export const BOOKMAKER_IDS: readonly BookmakerId[] = Object.values(BRAND_BOOKMAKERS);

/** True for a bookmaker id of one of the brands. */
export function isBookmakerId(value: string): value is BookmakerId {
  return (BOOKMAKER_IDS as readonly string[]).includes(value);
}
