/** GET /echo/v1/markets: every market of one event (10 s). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketsResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { calls } from '@/shared/api/requests';
import { catalogKey } from './keys';

export const marketsQuery = (ctx: ApiContext, eventId: string) =>
  queryOptions({
    queryKey: catalogKey('markets', ctx, { eventId }),
    queryFn: ({ signal }) => {
      const call = calls.markets(ctx, eventId);
      return apiGet<MarketsResponse>(call.path, call.params, signal);
    },
  });

export function useMarkets(eventId: string | null) {
  const ctx = useApiContext();
  return useQuery({ ...marketsQuery(ctx, eventId ?? ''), enabled: Boolean(eventId) });
}
