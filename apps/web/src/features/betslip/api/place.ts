/**
 * POST /v1/betslip/calculate and POST /v1/betslip/submit: the slip's state
 * in the wire format (amounts x 100), and one submit per ticket under its idempotency key.
 */
import {
  ACCEPT_ODDS_WIRE,
  type AcceptOdds,
  type CalculatedTicket,
  type SlipQuote,
  type SlipState,
  slipIsEachWay,
  type TicketResult,
  toMinorUnits,
} from '@touchline/betting';
import {
  type CalculateBody,
  type CalculateResponse,
  calculateBetslip,
  IDEMPOTENCY_HEADER,
  type SubmitBody,
  type SubmitResponse,
  submitBetslip,
  type Ticket,
} from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import type { ApiContext } from '@/shared/api/requests';

const minor = (major: number): number => toMinorUnits(Number.isFinite(major) && major > 0 ? major : 0);

/** Runner ids of a forecast/tricast outcome (its items), empty for every other outcome. */
function outcomeList(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) =>
    typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
      ? [(item as { id: string }).id]
      : [],
  );
}

/** The calculate body of the slip as it stands, priced by slipQuote. */
export function calculateBody(
  slip: SlipState,
  quote: SlipQuote,
  options: { lang: ApiContext['lang']; acceptOdds: AcceptOdds },
): CalculateBody {
  const single = slip.betType === 'single';
  const stakes: Record<string, number> = {};
  if (single) {
    slip.selections.forEach((s, i) => {
      stakes[s.outcome.id] = minor(quote.bets[i]?.stake ?? 0);
    });
  }
  const systemType = slip.betType === 'system' ? slip.systemType : null;
  return {
    freebet: slip.freeBetId,
    selections: slip.selections.map((s) => ({
      event_id: s.event.id,
      market_id: s.market.id,
      outcome_id: s.outcome.id,
      outcome_list: outcomeList(s.outcome.items),
      odds: s.outcome.odds,
      type: s.market.type,
      each_way: single ? s.outcome.is_each_way === true : slip.eachWay,
      is_starting_price: s.outcome.is_starting_price === true,
      stake: single ? (stakes[s.outcome.id] ?? null) : null,
    })),
    type: slip.betType,
    system_type: systemType,
    total_stake: minor(quote.totalStake),
    total_bets: Math.max(1, quote.totalBets),
    total_return: quote.potentialReturn === null ? null : minor(quote.potentialReturn),
    each_way: slipIsEachWay(slip),
    stakes,
    lang: options.lang,
    accept_odds: ACCEPT_ODDS_WIRE[options.acceptOdds],
    stake: minor(quote.bets[0]?.stake ?? 0),
    boost_token_id: slip.boostTokenId,
  };
}

export function calculateSlip(body: CalculateBody, signal?: AbortSignal): Promise<CalculateResponse> {
  return callApi(calculateBetslip, { body, signal });
}

export function submitTicket(body: SubmitBody, idempotencyKey: string): Promise<SubmitResponse> {
  return callApi(submitBetslip, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** A calculated ticket as the slip machine tracks it (major units). */
export function slipTicketOf(ticket: Ticket): CalculatedTicket {
  return {
    stake: ticket.stake / 100,
    total_stake: ticket.total_stake / 100,
    bet_type: ticket.bet_type,
    each_way: ticket.each_way,
    selections: ticket.selections.map((s) => ({
      outcome_name: s.translations?.outcome_name ?? s.outcome_name,
      event_name: s.translations?.event_name ?? s.event_name,
      market_name: s.translations?.market_name ?? s.market_name,
      ew_price: s.ew_price,
      ew_place: s.ew_place,
    })),
    potential_return: ticket.potential_return === null ? null : ticket.potential_return / 100,
    tax: ticket.tax.amount / 100,
  };
}

/** A submit answer as the slip machine records it. */
export function ticketResultOf(index: number, answer: SubmitResponse): TicketResult {
  return {
    index,
    status: answer.status,
    uuid: answer.uuid,
    potential_return:
      answer.bet?.potential_return === null || answer.bet === null ? null : answer.bet.potential_return / 100,
    tax: answer.bet ? answer.bet.tax.amount / 100 : null,
    error_meta: answer.meta.error,
  };
}
