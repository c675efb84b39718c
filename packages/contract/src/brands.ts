/**
 * The brands (country sites) as data, shared by the server and the web app
 * (and 9).
 *
 * Choices where the spec is silent:
 * - Bookmaker ids follow `touchline_<country>`; the German-market brand is `touchline_de`.
 * - US has no currency of its own in the spec's list (EUR, GBP, RON, MXN, BRL): it takes the default, EUR.
 * - Every brand offers all nine languages; `languages` lists the brand's own ones first, default first.
 * - Domains live under the reserved `.example` TLD; the sportsbook is `sport.<domain>` and the account
 *   site `global.<domain>` (the affiliate cookie rule names both subdomains). `global_iframe` and
 *   `CMS_URL` are the production values; a server answers with its own origins at run time.
 * - Casino is not offered on the US and German sites; the chatbot runs on the English-language sites.
 * - One native app serves every country site: each brand lists the same Google Play package (the shell's
 *   app id) and App Store id; an operator whose brand has its own listing, or none, changes them here.
 * - Every site but the US one asks visitors to choose cookie categories before any tag runs (a consent
 *   policy); no site names a tag manager container, so events stay in the page until an operator sets one.
 */
import { z } from 'zod';
import { BrandConfig } from './entities/brand';
import { type Country, type Currency, Language, type OddsFormat } from './entities/common';
import { ComboBoostConfig, OperatorSettings } from './entities/rewards';
import { HelpCentreTable } from './help-centre/schema';

/** Where a brand's native app is listed; null where it has no listing on that store. */
export const AppStoreIds = z.object({
  play: z
    .string()
    .regex(/^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/)
    .nullable()
    .describe('Google Play application id (the Android package), e.g. org.touchline.sportsbook'),
  app_store: z.string().regex(/^\d+$/).nullable().describe('App Store id of the iOS app, digits only'),
});
export type AppStoreIds = z.infer<typeof AppStoreIds>;

/** The shell's app id: the Android package every brand's Play listing names unless it has its own. */
export const NATIVE_APP_ID = 'org.touchline.sportsbook';
/** The App Store id of the iOS app. */
export const IOS_APP_STORE_ID = '6740000001';

/** A brand: its wire configuration plus what the server and the screens decide by brand. */
export const BrandDefinition = BrandConfig.extend({
  name: z.string().min(1).describe('Brand name shown in titles'),
  languages: z.array(Language).min(1).describe('Languages offered, the default first'),
  combo_boost: ComboBoostConfig,
  operator: OperatorSettings,
  casino_enabled: z.boolean().describe('false hides casino entries and links'),
  app_stores: AppStoreIds,
  help_centre: HelpCentreTable.nullable().describe(
    "External help-centre articles per language; null keeps the account site's own help pages",
  ),
});
export type BrandDefinition = z.infer<typeof BrandDefinition>;

const CMS_URL = 'https://cms.touchline.example';

/** Combo boost ladders: index = number of boost-eligible selections, value = percent. */
const STEPS_STANDARD = [0, 0, 0, 3, 5, 7, 10, 15, 20, 25, 30, 35, 40, 50];
const STEPS_RO = [0, 0, 5, 10, 15, 20, 25, 30, 40, 50];
const STEPS_LATAM = [0, 0, 0, 5, 10, 15, 20, 30, 40, 50, 60, 70];

interface BrandInput {
  country: Country;
  currency: Currency;
  locale: string;
  languages: readonly Language[];
  oddsFormat?: OddsFormat;
  acceptOdds?: BrandDefinition['DEFAULT_ACCEPT_ODDS'];
  comboBoost: ComboBoostConfig;
  operator: OperatorSettings;
  casino: boolean;
  appStores?: AppStoreIds;
  helpCentre?: HelpCentreTable;
  /** Visitors choose cookie categories first (the default: every site here serves a market that asks). */
  consentPolicy?: boolean;
  /** The tag manager container; none by default (events stay in the page). */
  tagManagerId?: string;
}

const brand = (input: BrandInput): BrandDefinition => {
  const code = input.country.toLowerCase();
  const domain = `${code}.touchline.example`;
  const own = [...new Set(input.languages)];
  const [defaultLang = 'en'] = own;
  return {
    COUNTRY: input.country,
    BOOKMAKER: `touchline_${code}`,
    DEFAULT_CURRENCY: input.currency,
    ODDS_FORMAT: input.oddsFormat ?? 'decimal',
    DEFAULT_ACCEPT_ODDS: input.acceptOdds ?? 'all',
    CMS_URL,
    DEFAULT_LOCALE: input.locale,
    domain,
    default_lang: defaultLang,
    global_iframe: `https://global.${domain}`,
    consent_policy: input.consentPolicy ?? true,
    tag_manager_id: input.tagManagerId ?? null,
    name: 'Touchline',
    languages: [...own, ...Language.options.filter((lang) => !own.includes(lang))],
    combo_boost: input.comboBoost,
    operator: input.operator,
    casino_enabled: input.casino,
    app_stores: input.appStores ?? { play: NATIVE_APP_ID, app_store: IOS_APP_STORE_ID },
    help_centre: input.helpCentre ?? null,
  };
};

const operator = (overrides: Partial<OperatorSettings>): OperatorSettings => ({
  playthrough_enabled: true,
  cashout_enabled: true,
  chatbot_enabled: false,
  login_enabled: true,
  account_v2_enabled: false,
  mini_games_enabled: true,
  ...overrides,
});

/**
 * The German brand's help centre: its articles exist in German only, so every language of the brand
 * opens them (a language without an entry falls back to the brand's default language).
 */
const GERMAN_HELP_CENTRE: HelpCentreTable = {
  de: {
    base_url: 'https://hilfe.de.touchline.example',
    home: '/de',
    articles: {
      'my-account/faqs': '/de/artikel/haeufige-fragen-zum-konto',
      'responsible-gambling': '/de/artikel/verantwortungsvolles-spielen',
      'contact-us': '/de/artikel/kontakt',
      gaming: '/de/artikel/spielregeln',
      'terms-and-conditions': '/de/artikel/allgemeine-geschaeftsbedingungen',
      privacy: '/de/artikel/datenschutz',
      'about-us': '/de/artikel/ueber-uns',
    },
  },
};

/** Every brand, the default (IE) first (IE, GB, RO, US, GR, MX, BR; plus DE). */
export const BRANDS: readonly BrandDefinition[] = [
  brand({
    country: 'IE',
    currency: 'EUR',
    locale: 'en-IE',
    languages: ['en'],
    comboBoost: { percent_steps: STEPS_STANDARD, winnings_calc_mode: 'net' },
    operator: operator({ chatbot_enabled: true, account_v2_enabled: true }),
    casino: true,
  }),
  brand({
    country: 'GB',
    currency: 'GBP',
    locale: 'en-GB',
    languages: ['en'],
    comboBoost: { percent_steps: STEPS_STANDARD, winnings_calc_mode: 'net' },
    operator: operator({ chatbot_enabled: true, account_v2_enabled: true }),
    casino: true,
  }),
  brand({
    country: 'RO',
    currency: 'RON',
    locale: 'ro-RO',
    languages: ['ro', 'en'],
    acceptOdds: 'higher',
    comboBoost: { percent_steps: STEPS_RO, winnings_calc_mode: 'gross' },
    operator: operator({}),
    casino: true,
  }),
  brand({
    country: 'US',
    currency: 'EUR',
    locale: 'en-US',
    languages: ['en', 'es'],
    comboBoost: { percent_steps: STEPS_STANDARD, winnings_calc_mode: 'net' },
    operator: operator({ playthrough_enabled: false, cashout_enabled: false, chatbot_enabled: true }),
    casino: false,
    consentPolicy: false,
  }),
  brand({
    country: 'GR',
    currency: 'EUR',
    locale: 'el-GR',
    languages: ['el', 'en'],
    comboBoost: { percent_steps: STEPS_STANDARD, winnings_calc_mode: 'net' },
    operator: operator({ playthrough_enabled: false }),
    casino: true,
  }),
  brand({
    country: 'MX',
    currency: 'MXN',
    locale: 'es-MX',
    languages: ['es', 'en'],
    oddsFormat: 'american',
    comboBoost: { percent_steps: STEPS_LATAM, winnings_calc_mode: 'gross' },
    operator: operator({}),
    casino: true,
  }),
  brand({
    country: 'BR',
    currency: 'BRL',
    locale: 'pt-BR',
    languages: ['pt', 'en'],
    comboBoost: { percent_steps: STEPS_LATAM, winnings_calc_mode: 'gross' },
    operator: operator({}),
    casino: true,
  }),
  brand({
    country: 'DE',
    currency: 'EUR',
    locale: 'de-DE',
    languages: ['de', 'en'],
    comboBoost: { percent_steps: STEPS_STANDARD, winnings_calc_mode: 'net' },
    operator: operator({ playthrough_enabled: false, account_v2_enabled: true }),
    casino: false,
    helpCentre: GERMAN_HELP_CENTRE,
  }),
];

/** The brand used when a request names neither bookmaker, country nor a known host (IE). */
export const DEFAULT_BRAND: BrandDefinition = BRANDS[0] as BrandDefinition;

/** The brand of a bookmaker id (exact match), or undefined. */
export const brandByBookmaker = (bookmaker: string): BrandDefinition | undefined =>
  BRANDS.find((candidate) => candidate.BOOKMAKER === bookmaker);

/** The brand of a country site code, case-insensitive ('ie' or 'IE'), or undefined. */
export const brandByCountry = (country: string): BrandDefinition | undefined => {
  const code = country.trim().toUpperCase();
  return BRANDS.find((candidate) => candidate.COUNTRY === code);
};

/**
 * The brand serving a host: its domain or any subdomain of it (sport., global.), port ignored;
 * undefined for other hosts such as localhost.
 */
export const brandByHost = (host: string): BrandDefinition | undefined => {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return BRANDS.find((candidate) => name === candidate.domain || name.endsWith(`.${candidate.domain}`));
};
