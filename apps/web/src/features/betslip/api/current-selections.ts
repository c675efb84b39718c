/**
 * GET /echo/v1/selections/current: the live state of the slip's selections,
 * read as price updates for the slip machine (odds, display odds, suspension, combo boost flag).
 */
import type { PriceUpdate } from '@touchline/betting';
import type { CurrentSelectionsResponse, getCurrentSelections } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import type { ApiContext } from '@/shared/api/requests';

const PATH: (typeof getCurrentSelections)['path'] = '/echo/v1/selections/current';

export async function fetchCurrentSelections(
  ctx: ApiContext,
  outcomeIds: readonly string[],
  signal?: AbortSignal,
): Promise<PriceUpdate[]> {
  if (outcomeIds.length === 0) return [];
  const answer = await apiGet<CurrentSelectionsResponse>(
    PATH,
    { bookmaker: ctx.bookmaker, lang: ctx.lang, ids: outcomeIds.join(',') },
    signal,
  );
  const found = new Set(answer.selections.map((s) => s.outcome.id));
  return [
    ...answer.selections.map(
      ({ outcome, market, event }): PriceUpdate => ({
        outcomeId: outcome.id,
        odds: outcome.odds,
        display_odds: outcome.display_odds,
        // A market the event no longer offers for betting is suspended for the slip.
        is_suspended: market.is_suspended || (event.status !== 'not_started' && event.status !== 'live'),
        combo_boost_available: outcome.combo_boost_available,
      }),
    ),
    // An outcome the server no longer lists (closed, resulted) cannot be bet on.
    ...outcomeIds
      .filter((id) => !found.has(id))
      .map((id): PriceUpdate => ({ outcomeId: id, is_suspended: true })),
  ];
}
