/** Market and Outcome. */
import { z } from 'zod';
import { DecimalOdds, DisplayOdds, Id } from './common';

/** A runner of a forecast/tricast outcome, in finishing order. */
export const OutcomeItem = z.object({
  id: Id,
  name: z.string(),
  position: z.int().positive().nullable().describe('Finishing position this runner is picked for'),
});
export type OutcomeItem = z.infer<typeof OutcomeItem>;

export const Outcome = z.object({
  id: Id,
  market_id: Id,
  name: z.string().min(1).describe('Short name, e.g. "Home" or "Over 2.5"'),
  fullname: z.string().describe('Name with its context, e.g. "Arsenal (-1.5)"'),
  odds: DecimalOdds,
  display_odds: DisplayOdds,
  is_each_way: z.boolean().describe('The outcome can be backed each-way'),
  has_ew: z.boolean().describe('The market offers each-way terms for this outcome'),
  place_odds: DecimalOdds.nullable().describe('Each-way place price, when the market quotes one'),
  is_starting_price: z.boolean().describe('Settled at starting price (SP): no fixed odds yet'),
  combo_boost_available: z.boolean().describe('Counts towards the combo boost'),
  handicap: z.number().nullable().optional().describe('Handicap line, e.g. -1.5'),
  items: z.array(OutcomeItem).nullable().describe('Runners of a forecast/tricast outcome; null otherwise'),
});
export type Outcome = z.infer<typeof Outcome>;

/** How the screen lays the outcomes out; handicap shows the line beside each price. */
export const MarketLayout = z.enum(['default', 'two_way', 'three_way', 'handicap', 'over_under', 'list']);
export type MarketLayout = z.infer<typeof MarketLayout>;

export const Market = z.object({
  id: Id,
  event_id: Id,
  name: z.string().min(1),
  type: z.string().min(1).describe('Market type, e.g. "1x2", "handicap", "forecast", "tricast", "winner"'),
  layout: MarketLayout,
  ew_price: z
    .int()
    .positive()
    .nullable()
    .describe('Each-way fraction denominator: the place part pays 1/ew_price of the win odds'),
  ew_place: z.int().nonnegative().nullable().describe('Places paid each-way; each-way needs more than 1'),
  is_suspended: z.boolean(),
  outcomes: z.array(Outcome),
});
export type Market = z.infer<typeof Market>;

/** A market without its outcomes, as it travels beside one chosen outcome. */
export const MarketSummary = Market.omit({ outcomes: true });
export type MarketSummary = z.infer<typeof MarketSummary>;
