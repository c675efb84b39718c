/**
 * Bet builder wire shapes the contract does not define yet: the submit answer with the re-priced
 * ticket, popular combinations, storing a ticket from the builder page and the page's query (the
 * page's data and the message it posts to the sportsbook are in the contract's frame module).
 */
import {
  BetBuilderSubmitResponse,
  BetBuilderTicket,
  commonQueryFields,
  Id,
  IsoDateTime,
  Language,
  MAX_BETBUILDER_SELECTIONS,
} from '@touchline/contract';
import { z } from 'zod';

/** The contract answer plus the ticket as priced now, so a refusal (odds moved) can be shown and accepted. */
export const BuilderSubmitResponse = BetBuilderSubmitResponse.extend({
  ticket: BetBuilderTicket.nullable().describe('The ticket re-priced at submit time; null when not priced'),
});
export type BuilderSubmitResponse = z.infer<typeof BuilderSubmitResponse>;

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

export const BuilderFrameQuery = z.object({
  event_id: Id,
  lang: Language.default('en'),
  bookmaker: commonQueryFields.bookmaker.optional(),
});
export type BuilderFrameQuery = z.infer<typeof BuilderFrameQuery>;
