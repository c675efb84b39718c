/** Bets on the wire (contract PlacedBet). */
import type { BetStatus, PlacedBet, SelectionResult } from '@touchline/contract';
import type { BetLegRow, BetRow } from './repo';

const RESULT: Record<string, SelectionResult> = { win: 'won', lose: 'lost', void: 'void', place: 'placed' };

const wireStatus = (bet: BetRow): BetStatus => (bet.status === 'partially_cashed_out' ? 'open' : bet.status);

/**
 * A bet as My Bets lists it. payout is everything the bet gave back once it is over (settlement
 * plus cash-outs), so the bets list and the ledger agree; null while it is open.
 */
export function placedBetView(bet: BetRow, legs: readonly BetLegRow[], offer: number | null): PlacedBet {
  const over = bet.settledAt !== null;
  return {
    uuid: bet.id,
    status: wireStatus(bet),
    bet_type: bet.betType,
    system_type:
      bet.betType === 'system' && bet.systemK !== null ? `system_${bet.systemK}/${legs.length}` : null,
    each_way: bet.eachWay,
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt ? bet.settledAt.toISOString() : null,
    stake: bet.totalStake,
    odds: bet.odds,
    potential_return: bet.potentialReturn,
    payout: over ? (bet.payout ?? 0) + bet.cashedOut : null,
    cashout_amount: offer,
    freebet_id: bet.freeBetId,
    selections: legs.map((leg) => ({
      outcome_id: String(leg.outcomeId),
      market_id: String(leg.marketId),
      event_id: String(leg.eventId),
      // What the bettor saw in the slip; bets placed before it was kept show the short name.
      outcome_name: leg.outcomeLabel ?? leg.outcomeName,
      market_name: leg.marketName,
      event_name: leg.eventName,
      odds: leg.odds,
      result: leg.result === null ? 'pending' : (RESULT[leg.result] ?? 'pending'),
    })),
  };
}
