/** Bet builder ticket, selection and receipt. */
import { z } from 'zod';
import { DecimalOdds, DisplayOdds, Id, MinorUnits } from './common';

export const BetBuilderSelection = z.object({
  id: Id,
  description: z.string(),
  description_translated: z.string().nullable(),
  error: z.string().nullable(),
  outcome: z.object({ id: Id, odds: DecimalOdds, is_each_way: z.boolean() }),
});
export type BetBuilderSelection = z.infer<typeof BetBuilderSelection>;

export const BetBuilderTicket = z.object({
  name: z.string().describe('Title of the bet builder slip'),
  odds: DecimalOdds.describe('Combined odds; 0 when the selections cannot be combined'),
  display_odds: DisplayOdds,
  selections: z.array(BetBuilderSelection),
});
export type BetBuilderTicket = z.infer<typeof BetBuilderTicket>;

export const BetBuilderReceipt = z.object({
  uuid: z.string().min(1),
  stake: MinorUnits,
  selections: z.array(
    z.object({
      event_name: z.string(),
      outcome_name: z.string(),
      outcome_name_translated: z.string().nullable(),
    }),
  ),
});
export type BetBuilderReceipt = z.infer<typeof BetBuilderReceipt>;
