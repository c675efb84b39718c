/** User, balances and settings. */
import { z } from 'zod';
import { AcceptOdds, Currency, DEFAULT_CURRENCY, Id, MinorUnits, OddsFormat } from './common';
import { ComboBoostConfig, OperatorSettings } from './rewards';

/** Balances in minor units: the spec sends balance x 100. */
export const PlayerBalance = z.object({
  total: MinorUnits.describe('cash + bonus, minor units'),
  cash: MinorUnits,
  bonus: MinorUnits.describe('Playthrough (bonus) balance, minor units'),
  currency: Currency,
  casino_balance: MinorUnits,
  casino_cash: MinorUnits,
  casino_bonus: MinorUnits,
});
export type PlayerBalance = z.infer<typeof PlayerBalance>;

export const User = z.object({
  id: Id,
  username: z.string().min(1),
  name: z.string().nullable().describe('Display name; the username is shown when null'),
  currency: Currency.default(DEFAULT_CURRENCY),
  balance: MinorUnits.describe('Sportsbook cash balance, minor units'),
  bonus: MinorUnits.describe('Playthrough balance, minor units'),
  casino_balance: MinorUnits,
  casino_cash: MinorUnits,
  casino_bonus: MinorUnits,
});
export type User = z.infer<typeof User>;

export const DEFAULT_TIMEZONE = 'Europe/London';

/** The bettor's settings as persisted; unset values take the brand's defaults. */
export const Settings = z.object({
  oddsFormat: OddsFormat.default('decimal'),
  acceptOdds: AcceptOdds.default('all'),
  timezone: z.string().min(1).default(DEFAULT_TIMEZONE).describe('IANA zone'),
  comboBoost: ComboBoostConfig.nullable().default(null),
  operator: OperatorSettings.nullable().default(null),
});
export type Settings = z.infer<typeof Settings>;
