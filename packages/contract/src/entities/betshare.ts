/** Bet share. */
import { z } from 'zod';
import { Id } from './common';

export const BetShareId = z.string().regex(/^bet_[A-Za-z0-9_-]+$/, "a bet share id starts with 'bet_'");
export type BetShareId = z.infer<typeof BetShareId>;

export const BetShare = z.object({
  id: BetShareId,
  outcome_ids: z.array(Id).min(1),
});
export type BetShare = z.infer<typeof BetShare>;

export const BetShareAction = z.enum(['visited', 'added_to_betslip', 'placed_bet']);
export type BetShareAction = z.infer<typeof BetShareAction>;
