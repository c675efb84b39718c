/**
 * The logged-in bettor's real-money rounds (GET /v1/casino/history), newest first, one page per query
 * keyed by its cursor (`before`, the last round id of the page before); the key carries the session
 * token, so another login never sees them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCasinoHistory, type StudioRounds } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { useSession } from '@/shared/session';
import { CASINO_KEY } from './lobby';

export const HISTORY_PAGE_SIZE = 20;

export const historyPageQuery = (token: string | null, before: string | null) =>
  queryOptions({
    queryKey: [CASINO_KEY, 'history', token, before],
    queryFn: ({ signal }): Promise<StudioRounds> =>
      callApi(listCasinoHistory, {
        query: { limit: HISTORY_PAGE_SIZE, ...(before ? { before } : {}) },
        signal,
      }),
    enabled: token !== null,
  });

export function useHistoryPage(before: string | null) {
  const token = useSession((state) => state.token);
  return useQuery(historyPageQuery(token, before));
}
