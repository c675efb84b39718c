/**
 * Free bets, boost tokens, combo boost, playthrough and operator settings.
 */
import { z } from 'zod';
import { DecimalOdds, Id, IsoDateTime, MinorUnits } from './common';

export const FreeBet = z.object({
  id: Id,
  name: z.string(),
  amount: MinorUnits.describe('Face value, minor units'),
  amount_remaining: MinorUnits.describe('What is left to stake, minor units'),
  conditions: z
    .object({
      min_odds: DecimalOdds.nullable().describe('The bet odds must be above this; null = no minimum'),
    })
    .nullable(),
  expires_at: IsoDateTime.nullable().optional(),
});
export type FreeBet = z.infer<typeof FreeBet>;

export const BoostToken = z.object({
  id: Id,
  template: z.object({
    name: z.string(),
    percentage: z.number().positive().max(1000).describe('Boost on the winnings, in percent (25 = +25%)'),
    max_winnings: MinorUnits.describe('Cap on the extra winnings, minor units'),
  }),
  expires_at: IsoDateTime.nullable().optional(),
});
export type BoostToken = z.infer<typeof BoostToken>;

export const ComboBoostConfig = z.object({
  percent_steps: z
    .array(z.number().nonnegative())
    .describe('percent_steps[i] is the boost in percent for i boost-eligible selections'),
  winnings_calc_mode: z.enum(['gross', 'net']),
});
export type ComboBoostConfig = z.infer<typeof ComboBoostConfig>;

/** A bonus being played through ("Playthrough"). */
export const Playthrough = z.object({
  id: Id,
  balance: MinorUnits.describe('Bonus balance, minor units'),
  playthrough_remaining: MinorUnits.describe('Turnover still to bet, minor units'),
  playthrough_total_required: MinorUnits.describe('Turnover required in total, minor units'),
});
export type Playthrough = z.infer<typeof Playthrough>;

/** Operator switches (Settings.operator). */
export const OperatorSettings = z.object({
  playthrough_enabled: z.boolean(),
  cashout_enabled: z.boolean(),
  chatbot_enabled: z.boolean(),
  login_enabled: z.boolean().describe('false shows the forbidden modal instead of login/registration'),
  account_v2_enabled: z.boolean(),
  mini_games_enabled: z
    .boolean()
    .default(true)
    .describe('The casino mini-game button on the home pages (on unless the operator turns it off)'),
});
export type OperatorSettings = z.infer<typeof OperatorSettings>;
