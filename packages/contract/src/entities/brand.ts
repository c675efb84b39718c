/** Operator country configuration. */
import { z } from 'zod';
import { AcceptOdds, Bookmaker, Country, Currency, Href, Language, OddsFormat } from './common';

export const BrandConfig = z.object({
  COUNTRY: Country,
  BOOKMAKER: Bookmaker,
  DEFAULT_CURRENCY: Currency,
  ODDS_FORMAT: OddsFormat.describe('Default odds format (american in MX)'),
  DEFAULT_ACCEPT_ODDS: AcceptOdds.describe('Default accept-odds (higher in RO)'),
  CMS_URL: Href,
  DEFAULT_LOCALE: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a locale like en-IE')
    .describe('BCP 47'),
  domain: z.string().min(1).describe('Country site host, e.g. touchline.ie'),
  default_lang: Language,
  global_iframe: Href.describe('Origin of the account (global) site shown in the frame'),
  consent_policy: z
    .boolean()
    .describe('true: visitors choose cookie categories first, and the tag manager starts only after that'),
  tag_manager_id: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a container id like GTM-ABC123')
    .nullable()
    .describe("The tag manager container; null keeps events in the page's dataLayer only"),
});
export type BrandConfig = z.infer<typeof BrandConfig>;
