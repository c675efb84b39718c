/**
 * The page's calls to its own server (same origin): price the selections, store the ticket. Answers are
 * checked against the contract, so a changed server shows the error note instead of a broken slip.
 */
import {
  BetBuilderCalculateResponse,
  type BetBuilderTicket,
  type BuilderPageData,
  calculateBetBuilder,
} from '@touchline/contract';
import { z } from 'zod';

/** POST /v1/betbuilder/tickets answers the id the sportsbook fetches the ticket with. */
const StoredTicket = z.object({ betslip_id: z.string().min(1) });

export interface BuilderApi {
  calculate(
    selections: readonly string[],
    precannedId: string | null,
    signal: AbortSignal,
  ): Promise<BetBuilderTicket>;
  storeTicket(selections: readonly string[], precannedId: string | null): Promise<string>;
}

async function postJson(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export function httpBuilderApi(page: Pick<BuilderPageData, 'bookmaker' | 'lang' | 'eventId'>): BuilderApi {
  const common = { bookmaker: page.bookmaker, lang: page.lang, event_id: page.eventId };
  return {
    async calculate(selections, precannedId, signal) {
      const body = { ...common, selections, precanned_id: precannedId };
      return BetBuilderCalculateResponse.parse(await postJson(calculateBetBuilder.path, body, signal)).ticket;
    },
    async storeTicket(selections, precannedId) {
      const body = { ...common, selections, precanned_id: precannedId };
      return StoredTicket.parse(await postJson('/v1/betbuilder/tickets', body)).betslip_id;
    },
  };
}
