/** Bet builder calls. Amounts are minor units. */
import { z } from 'zod';
import { BetBuilderReceipt, BetBuilderTicket } from '../entities/betbuilder';
import { BetErrorCode } from '../entities/betslip';
import { AcceptOddsWire, DecimalOdds, Id, IsoDateTime, Language, MinorUnits } from '../entities/common';
import { PlacementHeaders } from './betslip';
import { bookmakerField, commonQueryFields, defineCall } from './define';

const MODULE = 'betbuilder';

export const MAX_BETBUILDER_SELECTIONS = 12;

export const BetBuilderCalculateBody = z.object({
  ...commonQueryFields,
  event_id: Id,
  selections: z.array(Id).min(1).max(MAX_BETBUILDER_SELECTIONS).describe('Bet builder selection ids'),
  precanned_id: Id.nullable(),
});
export type BetBuilderCalculateBody = z.infer<typeof BetBuilderCalculateBody>;

export const BetBuilderCalculateResponse = z.object({ ticket: BetBuilderTicket });
export type BetBuilderCalculateResponse = z.infer<typeof BetBuilderCalculateResponse>;

export const calculateBetBuilder = defineCall({
  method: 'POST',
  path: '/v1/betbuilder/calculate',
  module: MODULE,
  summary: 'Combined odds of bet builder selections (odds 0: cannot be combined)',
  auth: 'none',
  body: BetBuilderCalculateBody,
  response: BetBuilderCalculateResponse,
});

export const BetBuilderSubmitBody = z.object({
  ...commonQueryFields,
  event_id: Id,
  selections: z.array(Id).min(2).max(MAX_BETBUILDER_SELECTIONS),
  stake: MinorUnits.describe('Minor units; 0 with a free bet'),
  current_odds: DecimalOdds.describe('Combined odds the bettor saw'),
  accept_odds: AcceptOddsWire,
  freebet: z.object({ id: Id }).nullable(),
  precanned_id: Id.nullable(),
});
export type BetBuilderSubmitBody = z.infer<typeof BetBuilderSubmitBody>;

/** status 1 is success; on 0, code and message say why. */
export const BetBuilderSubmitResponse = z.object({
  status: z.literal([0, 1]),
  receipt: BetBuilderReceipt.nullable(),
  code: BetErrorCode.nullable(),
  message: z.string().nullable(),
});
export type BetBuilderSubmitResponse = z.infer<typeof BetBuilderSubmitResponse>;

/** The submit answer plus the ticket as priced now, so a refusal (odds moved) can be shown and accepted. */
export const BuilderSubmitResponse = BetBuilderSubmitResponse.extend({
  ticket: BetBuilderTicket.nullable().describe('The ticket re-priced at submit time; null when not priced'),
});
export type BuilderSubmitResponse = z.infer<typeof BuilderSubmitResponse>;

export const submitBetBuilder = defineCall({
  method: 'POST',
  path: '/v1/betbuilder/submit',
  module: MODULE,
  summary: 'Place a bet builder bet (idempotent by key)',
  auth: 'required',
  headers: PlacementHeaders,
  body: BetBuilderSubmitBody,
  response: BuilderSubmitResponse,
});

export const BetBuilderTicketQuery = z.object({
  ...bookmakerField,
  id: Id.describe('Betslip uid from the bet builder iframe message'),
  lang: Language.optional(),
});
export type BetBuilderTicketQuery = z.infer<typeof BetBuilderTicketQuery>;

export const BetBuilderTicketResponse = z.object({
  event_id: Id,
  precanned_id: Id.nullable(),
  ticket: BetBuilderTicket,
});
export type BetBuilderTicketResponse = z.infer<typeof BetBuilderTicketResponse>;

export const getBetBuilderTicket = defineCall({
  method: 'GET',
  path: '/v1/betbuilder/ticket',
  module: MODULE,
  summary: 'A bet builder ticket by its betslip id',
  auth: 'none',
  querystring: BetBuilderTicketQuery,
  response: BetBuilderTicketResponse,
});

/** Popular combinations of one event. */
export const PrecannedQuery = z.object({ ...commonQueryFields, event_id: Id });
export type PrecannedQuery = z.infer<typeof PrecannedQuery>;

export const PrecannedBuilder = z.object({
  id: Id.describe('precanned_id for calculate and submit'),
  name: z.string(),
  selections: z.array(Id),
  ticket: BetBuilderTicket,
});
export type PrecannedBuilder = z.infer<typeof PrecannedBuilder>;

export const PrecannedResponse = z.object({ event_id: Id, precanned: z.array(PrecannedBuilder) });
export type PrecannedResponse = z.infer<typeof PrecannedResponse>;

/** The builder page stores its selections as a ticket and hands the sportsbook the betslip id. */
export const StoreTicketBody = z.object({
  ...commonQueryFields,
  event_id: Id,
  selections: z.array(Id).min(1).max(MAX_BETBUILDER_SELECTIONS),
  precanned_id: Id.nullable().default(null),
});
export type StoreTicketBody = z.infer<typeof StoreTicketBody>;

export const StoreTicketResponse = z.object({
  betslip_id: Id,
  expires_at: IsoDateTime,
  ticket: BetBuilderTicket,
});
export type StoreTicketResponse = z.infer<typeof StoreTicketResponse>;

/** The framed builder page's address: the event, the language and the brand. */
export const BuilderFrameQuery = z.object({
  event_id: Id,
  lang: Language.default('en'),
  bookmaker: commonQueryFields.bookmaker.optional(),
});
export type BuilderFrameQuery = z.infer<typeof BuilderFrameQuery>;

export const getPrecanned = defineCall({
  method: 'GET',
  path: '/v1/betbuilder/precanned',
  module: MODULE,
  summary: 'Popular bet builder combinations of an event, priced',
  auth: 'none',
  querystring: PrecannedQuery,
  response: PrecannedResponse,
});

export const storeBetBuilderTicket = defineCall({
  method: 'POST',
  path: '/v1/betbuilder/tickets',
  module: MODULE,
  summary: 'Store a bet builder ticket; answers the betslip id the builder page posts',
  auth: 'none',
  body: StoreTicketBody,
  response: StoreTicketResponse,
});

/** The bet builder page itself: HTML, framed by the sportsbook's modal. */
export const getBuilderFrame = defineCall({
  method: 'GET',
  path: '/betbuilder/frame',
  module: MODULE,
  summary: "The bet builder page framed by the 'Create YourBet' modal (HTML)",
  auth: 'none',
  querystring: BuilderFrameQuery,
  produces: 'text/html',
  response: z.string().describe('The bet builder page'),
});

export const betBuilderCalls = {
  calculateBetBuilder,
  submitBetBuilder,
  getBetBuilderTicket,
  getPrecanned,
  storeBetBuilderTicket,
  getBuilderFrame,
} as const;
