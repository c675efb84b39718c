/**
 * The calls behind My Bets and the rewards pages: the bettor's bets (open or settled, with the current
 * cash-out offer), cash-outs, bet sharing, the live state of open legs, free bets, boost tokens and the
 * playthrough bonus. Queries carry the session token in their key, so another login never sees them.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type CashoutBody,
  type CashoutResponse,
  type CashoutsResponse,
  getBets,
  getCashouts,
  getCurrentSelections,
  getPlaythrough,
  IDEMPOTENCY_HEADER,
  type Language,
  requestCashout,
  type SelectionDetail,
  storeSharedBet,
} from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { callApi } from '@/shared/api/call';
import { visitorAddress } from '@/shared/api/ip-details';

/** Every My Bets query starts with this key: one invalidation refreshes them all. */
export const MY_BETS_KEY = 'my-bets';
/** Bets per page of the list. */
export const PAGE_SIZE = 20;
/** How often the open bets (offers, live legs) are asked again while the page is open. */
export const OPEN_BETS_REFRESH_MS = 15_000;

export type BetsTab = 'open' | 'settled';

export const betsQuery = (token: string | null, tab: BetsTab, pages: number) =>
  queryOptions({
    queryKey: [MY_BETS_KEY, 'bets', tab, pages, token],
    queryFn: ({ signal }) =>
      callApi(getBets, {
        query: { bookmaker: currentBrand.bookmaker, status: tab, limit: PAGE_SIZE * pages, offset: 0 },
        signal,
      }),
    enabled: token !== null,
    refetchInterval: tab === 'open' ? OPEN_BETS_REFRESH_MS : false,
    placeholderData: (previous) => previous,
  });

/** The live state (event status and score) of open legs, by outcome id. */
export const legsQuery = (lang: Language, outcomeIds: readonly string[]) =>
  queryOptions({
    queryKey: [MY_BETS_KEY, 'legs', lang, [...outcomeIds].sort().join(',')],
    queryFn: async ({ signal }): Promise<Map<string, SelectionDetail>> => {
      const answer = await callApi(getCurrentSelections, {
        query: { bookmaker: currentBrand.bookmaker, lang, ids: outcomeIds.join(',') },
        signal,
      });
      return new Map(answer.selections.map((selection) => [selection.outcome.id, selection]));
    },
    enabled: outcomeIds.length > 0,
    refetchInterval: OPEN_BETS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

export const playthroughQuery = (token: string | null) =>
  queryOptions({
    queryKey: [MY_BETS_KEY, 'playthrough', token],
    queryFn: ({ signal }) =>
      callApi(getPlaythrough, { query: { bookmaker: currentBrand.bookmaker }, signal }),
    enabled: token !== null,
  });

/** A bet's cash-out offer as the server prices it now; null when none is made or the bet is over. */
export async function currentOffer(betId: string): Promise<number | null> {
  const answer = await callApi(getBets, {
    query: { bookmaker: currentBrand.bookmaker, status: 'open', limit: 100 },
  });
  return answer.bets.find((bet) => bet.uuid === betId)?.cashout_amount ?? null;
}

export const fetchCashouts = (): Promise<CashoutsResponse> =>
  callApi(getCashouts, { query: { bookmaker: currentBrand.bookmaker } });

/** One cash-out attempt; the key makes a repeated request (double tap, retry) cash out once. */
export function postCashout(
  betId: string,
  body: Omit<CashoutBody, 'bookmaker'>,
  idempotencyKey: string,
): Promise<CashoutResponse> {
  return callApi(requestCashout, {
    params: { bet_id: betId },
    body: { bookmaker: currentBrand.bookmaker, ...body },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Shares a placed bet; answers the address another bettor opens to load its selections. */
export async function shareLink(betId: string): Promise<string> {
  const ip_address = await visitorAddress();
  const share = await callApi(storeSharedBet, {
    body: { bookmaker: currentBrand.bookmaker, bet_id: betId, meta: { ip_address, platform: 'web' } },
  });
  return `${window.location.origin}/betshare/${share.id}`;
}
