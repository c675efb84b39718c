/** Betslip selection, system option and ticket. */
import { z } from 'zod';
import { BetType, Count, DecimalOdds, Id, MinorUnits, OddsFormat, SelectionErrorCode } from './common';
import { Event } from './event';
import { MarketSummary, Outcome, OutcomeItem } from './market';

/** One selection as the server describes it: the outcome with its market and event. */
export const SelectionDetail = z.object({
  event: Event,
  market: MarketSummary,
  outcome: Outcome,
});
export type SelectionDetail = z.infer<typeof SelectionDetail>;

/** What the slip keeps of one selection ("Betslip selection"). */
export const BetslipSelection = z.object({
  event: z.object({ id: Id, name: z.string().optional() }),
  outcome: z.object({
    id: Id,
    market_id: Id,
    name: z.string().optional(),
    odds: DecimalOdds,
    display_odds: z.partialRecord(OddsFormat, z.string()).optional(),
    items: z.array(OutcomeItem).nullable().optional(),
    is_each_way: z.boolean().optional(),
    has_ew: z.boolean().optional(),
    place_odds: DecimalOdds.nullable().optional(),
    is_starting_price: z.boolean().optional(),
    combo_boost_available: z.boolean().optional(),
  }),
  market: z.object({
    id: Id,
    type: z.string(),
    name: z.string().optional(),
    is_suspended: z.boolean().optional(),
    ew_place: z.int().nonnegative().nullable().optional(),
    ew_price: z.int().positive().nullable().optional(),
  }),
  stake: z
    .number()
    .nonnegative()
    .nullable()
    .optional()
    .describe('Stake typed in the slip, in MAJOR units (client state, never sent as is)'),
  error: z.union([SelectionErrorCode, z.string()]).nullable().optional(),
});
export type BetslipSelection = z.infer<typeof BetslipSelection>;

/** 'system_k/n', e.g. system_2/3. */
export const SystemType = z.templateLiteral(['system_', z.int().positive(), '/', z.int().positive()]);
export type SystemType = z.infer<typeof SystemType>;

/** One row of the system picker ("System bet option"). */
export const SystemOption = z.object({
  bets: Count.describe('Number of bets (lines) = combinations'),
  perm_length: z.int().positive().describe('k: selections per line'),
  selections: z.int().min(3).describe('n: selections in the slip'),
  combinations: Count.describe('n choose k'),
  title: z.string().describe("'System k/n'"),
  name: z.string(),
  type: SystemType,
  potential_return: MinorUnits.nullable().describe('Minor units; null when not computable'),
});
export type SystemOption = z.infer<typeof SystemOption>;

/** Reasons the server refuses a ticket; the screen translates them. */
export const BetErrorCode = z.enum([
  'BALANCE_INSUFFICIENT',
  'ODDS_CHANGED',
  'MARKET_SUSPENDED',
  'SELECTION_UNAVAILABLE',
  'CANNOT_COMBINE',
  'FORECAST_TRICAST_CANNOT_BE_COMBINED',
  'STAKE_TOO_LOW',
  'STAKE_TOO_HIGH',
  'FREEBET_INVALID',
  'BOOST_TOKEN_INVALID',
  'INVALID_TICKET',
  'IDEMPOTENCY_KEY_REUSED',
  'LOSS_LIMIT_EXCEEDED',
]);
export type BetErrorCode = z.infer<typeof BetErrorCode>;

/** Status the server gives a submitted ticket: PROCESSED is success, anything else a refusal. */
export const TicketWireStatus = z.union([z.literal('PROCESSED'), BetErrorCode]);
export type TicketWireStatus = z.infer<typeof TicketWireStatus>;

/** Client-side ticket status: null is pending; the two *_ERROR values never come from the server. */
export const TicketStatus = z
  .union([TicketWireStatus, z.literal(['CONNECTION_ERROR', 'SERVER_ERROR'])])
  .nullable();
export type TicketStatus = z.infer<typeof TicketStatus>;

export const TicketSelectionTranslations = z
  .object({ outcome_name: z.string(), event_name: z.string(), market_name: z.string() })
  .partial()
  .describe('Names in the request language, where they differ from the defaults');

export const TicketSelection = z.object({
  event_id: Id,
  market_id: Id,
  outcome_id: Id,
  outcome_list: z.array(Id).describe('Runner outcome ids of a forecast/tricast; empty otherwise'),
  odds: DecimalOdds,
  is_starting_price: z.boolean(),
  outcome_name: z.string(),
  event_name: z.string(),
  market_name: z.string(),
  ew_price: z.int().positive().nullable(),
  ew_place: z.int().nonnegative().nullable(),
  translations: TicketSelectionTranslations.nullable(),
});
export type TicketSelection = z.infer<typeof TicketSelection>;

/** A ticket: priced by calculate, placed by submit ("Ticket"). */
export const Ticket = z.object({
  uuid: z.string().nullable().describe('Bet id once placed; null before'),
  status: TicketStatus,
  bet_type: BetType,
  system_type: SystemType.nullable(),
  each_way: z.boolean(),
  stake: MinorUnits.describe('Stake per bet (per line, per way), minor units'),
  total_stake: MinorUnits.describe('stake x bets (x 2 each-way), minor units'),
  bets: z.int().positive().describe('Number of bets (lines) in the ticket'),
  odds: DecimalOdds.nullable().describe('Combined odds; null for system and starting price'),
  potential_return: MinorUnits.nullable().describe('Minor units; null when not computable ("-")'),
  tax: z.object({ amount: MinorUnits }),
  freebet_id: Id.nullable(),
  boost_token_id: Id.nullable(),
  combo_boost_percentage: z.number().nonnegative().describe('Combo boost applied, 0 when none'),
  selections: z.array(TicketSelection).min(1),
  error_meta: z.record(z.string(), z.string()).nullable().describe('Shown as translated "key: value" lines'),
});
export type Ticket = z.infer<typeof Ticket>;
