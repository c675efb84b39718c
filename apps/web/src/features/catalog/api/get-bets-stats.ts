/** GET /api/content/bets_stats: top sports and competitions (betting-core.md section 7; hourly). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetsStatsResponse, getBetsStats } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { catalogKey } from './keys';

const PATH: (typeof getBetsStats)['path'] = '/api/content/bets_stats';
const HOUR_MS = 3_600_000;

export const betsStatsQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: catalogKey('bets-stats', ctx),
    queryFn: ({ signal }) =>
      apiGet<BetsStatsResponse>(PATH, { lang: ctx.lang, country: ctx.country }, signal),
    staleTime: HOUR_MS,
    refetchInterval: HOUR_MS,
  });

export function useBetsStats() {
  return useQuery(betsStatsQuery(useApiContext()));
}
