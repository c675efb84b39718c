/**
 * The bet builder calls of the slip: price the selections (cancelable), place the bet under its
 * idempotency key, and read the ticket the builder frame stored by its betslip id.
 */
import { ACCEPT_ODDS_WIRE, type AcceptOdds, toMinorUnits } from '@touchline/betting';
import {
  BetBuilderTicket,
  type BetBuilderTicketResponse,
  type BuilderSubmitResponse,
  calculateBetBuilder,
  getBetBuilderTicket,
  IDEMPOTENCY_HEADER,
  submitBetBuilder,
} from '@touchline/contract';
import { z } from 'zod';
import { callApi } from '@/shared/api/call';
import type { ApiContext } from '@/shared/api/requests';

const brand = (ctx: ApiContext) => ({ bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country });

export async function calculateBuilder(
  ctx: ApiContext,
  input: { eventId: string; selections: readonly string[]; precannedId: string | null },
  signal: AbortSignal,
): Promise<BetBuilderTicket> {
  const body = {
    ...brand(ctx),
    event_id: input.eventId,
    selections: [...input.selections],
    precanned_id: input.precannedId,
  };
  const answer = await callApi(calculateBetBuilder, { body, signal });
  return answer.ticket;
}

/** The submit answer, with the ticket as re-priced at submit time. */
export type SubmitAnswer = BuilderSubmitResponse;

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

export function submitBuilder(ctx: ApiContext, input: SubmitInput): Promise<SubmitAnswer> {
  const body = {
    ...brand(ctx),
    event_id: input.eventId,
    selections: [...input.selections],
    stake: input.freeBetId ? 0 : toMinorUnits(input.stake),
    current_odds: input.odds,
    accept_odds: ACCEPT_ODDS_WIRE[input.acceptOdds],
    freebet: input.freeBetId ? { id: input.freeBetId } : null,
    precanned_id: input.precannedId,
  };
  return callApi(submitBetBuilder, { body, headers: { [IDEMPOTENCY_HEADER]: input.key } });
}

export function fetchBuilderTicket(ctx: ApiContext, betslipId: string): Promise<BetBuilderTicketResponse> {
  return callApi(getBetBuilderTicket, { query: { id: betslipId, bookmaker: ctx.bookmaker, lang: ctx.lang } });
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
