/**
 * Trading: the operator suspends a market (bets on it are refused, slips show 'Suspended') or reopens
 * it. The flag is the one the live feed sets, so every reader (catalogue, slip prices, placement,
 * cash-out) already honours it. The feed prices live events only: a pre-match market stays as the
 * operator left it; once the event is in play the feed's own suspensions and re-openings take over.
 */
import type { EventDelta, MarketSuspensionResponse } from '@touchline/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { bearerToken, sameSecret } from '../../http/operator';
import { lockMarket, logEventChange, writeSuspension } from './repo';

/** True when an Authorization header carries the operator's token (compared in constant time). */
export function isOperator(header: string | undefined, token: string): boolean {
  return sameSecret(bearerToken(header), token);
}

/** Suspends or reopens a market; tells the sockets and drops cached catalogue answers once committed. */
export async function setMarketSuspension(
  ctx: AppContext,
  marketId: number,
  suspended: boolean,
): Promise<MarketSuspensionResponse> {
  const now = new Date(ctx.clock.now());
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const market = await lockMarket(tx, marketId);
    if (!market) throw notFound(`no market ${marketId}`, 'MARKET_NOT_FOUND');
    if (market.status === 'settled' || market.status === 'void') {
      throw conflict('a settled market can no longer be traded', 'MARKET_SETTLED');
    }
    if (market.isSuspended === suspended) return { market, delta: null };
    await writeSuspension(tx, market.id, suspended);
    const delta: EventDelta = {
      id: String(market.eventId),
      markets: [{ id: String(market.id), is_suspended: suspended }],
    };
    await logEventChange(tx, market.eventId, now, delta);
    return { market, delta };
  });
  if (outcome.delta) {
    ctx.catalogue.changed();
    ctx.publisher.publishEventChanges(outcome.market.brands ?? 'all', [outcome.delta]);
  }
  return {
    market_id: String(outcome.market.id),
    event_id: String(outcome.market.eventId),
    is_suspended: suspended,
  };
}
