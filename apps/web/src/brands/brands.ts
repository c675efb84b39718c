/**
 * Per-country brands (Settings).
 * The brand is picked by host name, or by `?country=` during development and on localhost.
 * A zod-free mirror of packages/contract/src/brands.ts (brands.test.ts keeps them equal), so the
 * first page load does not carry the schema library.
 */
import type { AcceptOdds, BrandConfig, Country, Currency, Language, OddsFormat } from '@touchline/contract';

export interface Brand {
  country: Country;
  bookmaker: string;
  currency: Currency;
  /** BCP 47 locale for money and dates. */
  locale: string;
  oddsFormat: OddsFormat;
  acceptOdds: AcceptOdds;
  defaultLanguage: Language;
  domain: string;
  /**
   * The stats page shown in the stats modal, with `{event_id}` and `{lang}`
   * placeholders. Not in the server's brand config yet, so every brand uses the same-origin default.
   */
  statsUrl: string;
}

/** Where the stats page of an event lives unless a brand says otherwise. */
export const DEFAULT_STATS_URL = '/stats/{event_id}?lang={lang}';

const brand = (
  country: Country,
  currency: Currency,
  locale: string,
  defaultLanguage: Language,
  overrides: Partial<Brand> = {},
): Brand => ({
  country,
  bookmaker: `touchline_${country.toLowerCase()}`,
  currency,
  locale,
  oddsFormat: 'decimal',
  acceptOdds: 'all',
  defaultLanguage,
  domain: `${country.toLowerCase()}.touchline.example`,
  statsUrl: DEFAULT_STATS_URL,
  ...overrides,
});

/** Every country site; MX defaults to american odds, RO accepts higher odds by default. */
export const BRANDS: Readonly<Record<Country, Brand>> = {
  IE: brand('IE', 'EUR', 'en-IE', 'en'),
  GB: brand('GB', 'GBP', 'en-GB', 'en'),
  RO: brand('RO', 'RON', 'ro-RO', 'ro', { acceptOdds: 'higher' }),
  US: brand('US', 'EUR', 'en-US', 'en'),
  GR: brand('GR', 'EUR', 'el-GR', 'el'),
  MX: brand('MX', 'MXN', 'es-MX', 'es', { oddsFormat: 'american' }),
  BR: brand('BR', 'BRL', 'pt-BR', 'pt'),
  DE: brand('DE', 'EUR', 'de-DE', 'de'),
};

export const DEFAULT_COUNTRY: Country = 'IE';

/** Where development and local hosts keep the `?country=` they were opened with. */
export const COUNTRY_KEY = 'dev_country';

const isCountry = (value: string): value is Country => Object.hasOwn(BRANDS, value);

/** A brand from the server's configuration (GET /v1/config `brand`), when the server sends one. */
export function brandFromConfig(config: BrandConfig): Brand {
  return {
    country: config.COUNTRY,
    bookmaker: config.BOOKMAKER,
    currency: config.DEFAULT_CURRENCY,
    locale: config.DEFAULT_LOCALE,
    oddsFormat: config.ODDS_FORMAT,
    acceptOdds: config.DEFAULT_ACCEPT_ODDS,
    defaultLanguage: config.default_lang,
    domain: config.domain,
    statsUrl: DEFAULT_STATS_URL,
  };
}

/** Whether `?country=` may choose the brand: development builds and local hosts only. */
export function allowsCountryQuery(host: string, isDev: boolean): boolean {
  return isDev || host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}

/**
 * The brand of a page ("Each country maps to its own domain"): the
 * host's domain or one of its subdomains; in development `?country=XX` wins; otherwise Ireland.
 */
export function resolveBrand(host: string, search: string, isDev: boolean): Brand {
  if (allowsCountryQuery(host, isDev)) {
    const wanted = new URLSearchParams(search).get('country')?.toUpperCase() ?? '';
    if (isCountry(wanted)) return BRANDS[wanted];
  }
  const name = host.toLowerCase();
  const match = Object.values(BRANDS)
    .filter((b) => name === b.domain || name.endsWith(`.${b.domain}`))
    // The longest domain first, so touchline.com.br is not taken for touchline.com.
    .sort((a, b) => b.domain.length - a.domain.length)[0];
  return match ?? BRANDS[DEFAULT_COUNTRY];
}
