/** GET /api/content/bets_stats: top sports and competitions (hourly). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetsStatsResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { calls } from '@/shared/api/requests';
import { catalogKey } from './keys';

const HOUR_MS = 3_600_000;

export const betsStatsQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: catalogKey('bets-stats', ctx),
    queryFn: ({ signal }) => {
      const call = calls.betsStats(ctx);
      return apiGet<BetsStatsResponse>(call.path, call.params, signal);
    },
    staleTime: HOUR_MS,
    refetchInterval: HOUR_MS,
  });

export function useBetsStats() {
  return useQuery(betsStatsQuery(useApiContext()));
}
