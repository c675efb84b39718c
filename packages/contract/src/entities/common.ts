/**
 * Wire primitives shared by every entity and call: ids, slugs, money, odds, enums of the brand
 * configuration (and 3).
 *
 * Response schemas stay free of transforms so that fastify-type-provider-zod can both check a
 * response and print it into the OpenAPI document (a transform has no JSON Schema).
 */
// Before any schema is built: how zod may run in a browser (see zod-config.ts).
import '../zod-config';
import { z } from 'zod';

/** Ids travel as strings: feeds mix numeric and textual ids, and 'test' is a valid stream event id. */
export const Id = z.string().min(1).max(128).describe('Opaque id, always a string on the wire');
export type Id = z.infer<typeof Id>;

/** A path segment: translated slugs may be non-ASCII, but never contain '/', '?', '#' or spaces. */
export const Slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[^\s/?#]+$/u, 'a slug is one URL path segment')
  .describe('URL path segment');
export type Slug = z.infer<typeof Slug>;

/** Bookmaker (brand) id; it names the realtime channel `{bookmaker}_events`, so it stays URL-safe. */
export const Bookmaker = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{1,39}$/, 'bookmaker is 2-40 lowercase letters, digits, _ or -')
  .describe('Bookmaker (brand) id, e.g. touchline_ie');
export type Bookmaker = z.infer<typeof Bookmaker>;

export const Country = z.enum(['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR', 'DE']).describe('Country site');
export type Country = z.infer<typeof Country>;
export const COUNTRIES = Country.options;

export const Currency = z.enum(['EUR', 'GBP', 'RON', 'MXN', 'BRL']).describe('Operator currency');
export type Currency = z.infer<typeof Currency>;
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const Language = z.enum(['en', 'es', 'de', 'fr', 'ro', 'ja', 'fi', 'pt', 'el']).describe('Language');
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en';

export const OddsFormat = z.enum(['decimal', 'fractional', 'american']);
export type OddsFormat = z.infer<typeof OddsFormat>;

/** The bettor's setting (Settings). */
export const AcceptOdds = z.enum(['all', 'higher', 'none']);
export type AcceptOdds = z.infer<typeof AcceptOdds>;

/** What accept_odds looks like on the wire. */
export const AcceptOddsWire = z.enum(['ACCEPT_ANY', 'ACCEPT_HIGHER', 'ACCEPT_NONE']);
export type AcceptOddsWire = z.infer<typeof AcceptOddsWire>;

/** The wire values of accept-odds: all to ACCEPT_ANY, higher to ACCEPT_HIGHER, none to ACCEPT_NONE. */
export const ACCEPT_ODDS_TO_WIRE: Readonly<Record<AcceptOdds, AcceptOddsWire>> = {
  all: 'ACCEPT_ANY',
  higher: 'ACCEPT_HIGHER',
  none: 'ACCEPT_NONE',
};

/** Maps the bettor's accept-odds setting to its wire value. */
export const acceptOddsToWire = (value: AcceptOdds): AcceptOddsWire => ACCEPT_ODDS_TO_WIRE[value];

export const BetType = z.enum(['single', 'combi', 'system']);
export type BetType = z.infer<typeof BetType>;

export const Platform = z.enum(['web', 'ios', 'android', 'app', 'omni']).describe('Platform type');
export type Platform = z.infer<typeof Platform>;

export const Theme = z.enum(['dark', 'light']);
export type Theme = z.infer<typeof Theme>;

/** Money is integer minor units on the wire (stake and balance x 100). */
export const MinorUnits = z
  .int()
  .nonnegative()
  .describe('Money in integer minor units (cents, pence, bani): major amount x 100');
export type MinorUnits = z.infer<typeof MinorUnits>;

/** A decimal price; 0 means "not priced" (the slip then shows '-' as the return). */
export const DecimalOdds = z
  .number()
  .nonnegative()
  .describe('Decimal odds, stake included (2.5 pays 2.5 per 1 staked); 0 when not priced');
export type DecimalOdds = z.infer<typeof DecimalOdds>;

/** The same price printed in every odds format. */
export const DisplayOdds = z
  .object({
    decimal: z.string().describe('e.g. "2.50" (truncated to 2 decimals)'),
    fractional: z.string().describe('e.g. "6/4"'),
    american: z.string().describe('e.g. "+150"'),
  })
  .describe('The price as printed in each odds format');
export type DisplayOdds = z.infer<typeof DisplayOdds>;

export const Count = z.int().nonnegative();

export const IsoDateTime = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 date-time, e.g. 2025-05-01T18:45:00Z');
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/** An absolute URL or a site-relative path ('/football/...'). */
export const Href = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^(https?:\/\/|\/)/, 'an href is an http(s) URL or a path starting with /')
  .describe('Absolute http(s) URL or a path starting with /');
export type Href = z.infer<typeof Href>;

/** Error flags a selection can carry. */
export const SelectionErrorCode = z.enum(['CANNOT_COMBINE', 'FORECAST_TRICAST_CANNOT_BE_COMBINED']);
export type SelectionErrorCode = z.infer<typeof SelectionErrorCode>;
