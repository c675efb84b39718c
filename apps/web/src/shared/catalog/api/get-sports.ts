/** GET /sports. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SportsResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { calls } from '@/shared/api/requests';
import { catalogKey } from './keys';

export const fetchSports = (ctx: ApiContext, signal?: AbortSignal) => {
  const call = calls.sports(ctx);
  return apiGet<SportsResponse>(call.path, call.params, signal);
};

export const sportsQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: catalogKey('sports', ctx),
    queryFn: ({ signal }) => fetchSports(ctx, signal),
    // Sports refresh every 50 s.
    staleTime: 50_000,
    refetchInterval: 50_000,
  });

export function useSports() {
  return useQuery(sportsQuery(useApiContext()));
}
