/**
 * The bet builder calls of the slip: price the selections (cancelable), place the bet under its
 * idempotency key, and read the ticket the builder frame stored by its betslip id.
 */
import { ACCEPT_ODDS_WIRE, type AcceptOdds, toMinorUnits } from '@touchline/betting';
import {
  BetBuilderCalculateResponse,
  BetBuilderSubmitResponse,
  BetBuilderTicket,
  BetBuilderTicketResponse,
  type calculateBetBuilder,
  type getBetBuilderTicket,
  IDEMPOTENCY_HEADER,
  type submitBetBuilder,
} from '@touchline/contract';
import { z } from 'zod';
import { apiGet, apiRequest } from '@/shared/api/client';
import type { ApiContext } from '@/shared/api/requests';

const CALCULATE: (typeof calculateBetBuilder)['path'] = '/v1/betbuilder/calculate';
const SUBMIT: (typeof submitBetBuilder)['path'] = '/v1/betbuilder/submit';
const TICKET: (typeof getBetBuilderTicket)['path'] = '/v1/betbuilder/ticket';

const brand = (ctx: ApiContext) => ({ bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country });

export async function calculateBuilder(
  ctx: ApiContext,
  input: { eventId: string; selections: readonly string[]; precannedId: string | null },
  signal: AbortSignal,
): Promise<BetBuilderTicket> {
  const body = {
    ...brand(ctx),
    event_id: input.eventId,
    selections: input.selections,
    precanned_id: input.precannedId,
  };
  const answer = await apiRequest<unknown>(CALCULATE, {}, { body, signal });
  return BetBuilderCalculateResponse.parse(answer).ticket;
}

/** The submit answer: the contract's plus the ticket as re-priced at submit time. */
const SubmitAnswer = BetBuilderSubmitResponse.extend({ ticket: BetBuilderTicket.nullable().optional() });
export type SubmitAnswer = z.infer<typeof SubmitAnswer>;

export interface SubmitInput {
  eventId: string;
  selections: readonly string[];
  precannedId: string | null;
  /** Major units; 0 with a free bet. */
  stake: number;
  odds: number;
  acceptOdds: AcceptOdds;
  freeBetId: string | null;
  key: string;
}

export async function submitBuilder(ctx: ApiContext, input: SubmitInput): Promise<SubmitAnswer> {
  const body = {
    ...brand(ctx),
    event_id: input.eventId,
    selections: input.selections,
    stake: input.freeBetId ? 0 : toMinorUnits(input.stake),
    current_odds: input.odds,
    accept_odds: ACCEPT_ODDS_WIRE[input.acceptOdds],
    freebet: input.freeBetId ? { id: input.freeBetId } : null,
    precanned_id: input.precannedId,
  };
  const answer = await apiRequest<unknown>(
    SUBMIT,
    {},
    { body, headers: { [IDEMPOTENCY_HEADER]: input.key } },
  );
  return SubmitAnswer.parse(answer);
}

export async function fetchBuilderTicket(
  ctx: ApiContext,
  betslipId: string,
): Promise<BetBuilderTicketResponse> {
  const answer = await apiGet<unknown>(TICKET, { id: betslipId, bookmaker: ctx.bookmaker, lang: ctx.lang });
  return BetBuilderTicketResponse.parse(answer);
}

/** What the slip keeps across reloads, checked when read back. */
export const PersistedBuilder = z.object({
  eventId: z.string().nullable(),
  precannedId: z.string().nullable(),
  ticket: BetBuilderTicket.nullable(),
  selections: z.array(z.string()),
  stake: z.number().nonnegative(),
});
export type PersistedBuilder = z.infer<typeof PersistedBuilder>;
