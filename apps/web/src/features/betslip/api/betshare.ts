/**
 * Bet sharing: share a placed bet, load a shared bet's selections,
 * and record what a visitor did with a share (visited, added_to_betslip, placed_bet). Tracking failures
 * are only logged.
 */
import {
  type BetShare,
  type BetShareAction,
  getBetShare,
  type SelectionDetail,
  type StoreCopiedBody,
  storeCopiedBet,
  storeSharedBet,
  validateSelections,
} from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { visitorAddress } from '@/shared/api/ip-details';
import type { ApiContext } from '@/shared/api/requests';

export async function shareBet(ctx: ApiContext, betId: string): Promise<BetShare> {
  const ip_address = await visitorAddress();
  return callApi(storeSharedBet, {
    body: { bookmaker: ctx.bookmaker, bet_id: betId, meta: { ip_address, platform: 'web' } },
  });
}

export function fetchBetShare(id: string): Promise<BetShare> {
  return callApi(getBetShare, { params: { id } });
}

/** Which outcome ids (from a link or a share) are valid selections, with their event and market. */
export async function validSelections(ctx: ApiContext, ids: readonly string[]): Promise<SelectionDetail[]> {
  if (ids.length === 0) return [];
  const answer = await callApi(validateSelections, {
    query: { bookmaker: ctx.bookmaker, lang: ctx.lang, selections: ids.join(',') },
  });
  return answer.data;
}

export function trackShare(
  ctx: ApiContext,
  shareId: string,
  action: BetShareAction,
  copiedBetId: string | null = null,
): void {
  const referrer = typeof document === 'undefined' ? null : document.referrer.slice(0, 2048) || null;
  visitorAddress()
    .then((ip_address) => {
      const body: StoreCopiedBody = {
        bookmaker: ctx.bookmaker,
        shared_bet_id: shareId,
        copied_bet_id: action === 'placed_bet' ? copiedBetId : null,
        meta: { ip_address, platform: 'web', referrer, action },
      };
      return callApi(storeCopiedBet, { body });
    })
    .catch((error: unknown) => {
      console.warn('bet-share tracking failed', error);
    });
}
