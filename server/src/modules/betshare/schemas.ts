/** Bet share shapes beyond the contract: the shared bet's selections, so a /betshare/ link can rebuild the slip. */
import { BetShare, BetType, Id } from '@touchline/contract';
import { z } from 'zod';

export const SharedSelection = z.object({
  event_id: Id,
  market_id: Id,
  outcome_id: Id,
  event_name: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  market_type: z.string(),
});
export type SharedSelection = z.infer<typeof SharedSelection>;

export const BetShareDetails = BetShare.extend({
  bet_type: z.union([BetType, z.literal('betbuilder')]),
  selections: z
    .array(SharedSelection)
    .min(1)
    .describe('As placed; current prices come from the selections call'),
});
export type BetShareDetails = z.infer<typeof BetShareDetails>;
