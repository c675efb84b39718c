/** Placed bets as My Bets lists them, and cash-outs. */
import { z } from 'zod';
import { SystemType } from './betslip';
import { BetType, DecimalOdds, Id, IsoDateTime, MinorUnits } from './common';

export const BetStatus = z.enum(['open', 'won', 'lost', 'void', 'cashed_out']);
export type BetStatus = z.infer<typeof BetStatus>;

export const SelectionResult = z.enum(['pending', 'won', 'lost', 'void', 'placed']);
export type SelectionResult = z.infer<typeof SelectionResult>;

export const PlacedBetSelection = z.object({
  outcome_id: Id,
  market_id: Id,
  event_id: Id,
  outcome_name: z.string(),
  market_name: z.string(),
  event_name: z.string(),
  odds: DecimalOdds,
  result: SelectionResult,
});
export type PlacedBetSelection = z.infer<typeof PlacedBetSelection>;

export const PlacedBet = z.object({
  uuid: z.string().min(1),
  status: BetStatus,
  bet_type: z.union([BetType, z.literal('betbuilder')]),
  system_type: SystemType.nullable(),
  each_way: z.boolean(),
  placed_at: IsoDateTime,
  settled_at: IsoDateTime.nullable(),
  stake: MinorUnits.describe('Total stake, minor units'),
  odds: DecimalOdds.nullable().describe(
    "The odds the bet was accepted at (a bet builder's correlated price, not the product of its legs); null for system and starting-price bets",
  ),
  potential_return: MinorUnits.nullable(),
  payout: MinorUnits.nullable().describe('Paid out once settled, minor units'),
  cashout_amount: MinorUnits.nullable().describe('Current cash-out offer; null when none'),
  freebet_id: Id.nullable(),
  selections: z.array(PlacedBetSelection).min(1),
});
export type PlacedBet = z.infer<typeof PlacedBet>;

export const CashoutStatus = z.enum(['pending', 'processed', 'rejected']);
export type CashoutStatus = z.infer<typeof CashoutStatus>;

export const Cashout = z.object({
  bet_id: z.string().min(1),
  status: CashoutStatus,
  amount: MinorUnits,
  requested_at: IsoDateTime,
});
export type Cashout = z.infer<typeof Cashout>;
