/** GET /echo/v1/markets: every market of one event (betting-core.md section 7; 10 s). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getMarkets, MarketsResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { catalogKey } from './keys';

const PATH: (typeof getMarkets)['path'] = '/echo/v1/markets';

export const marketsQuery = (ctx: ApiContext, eventId: string) =>
  queryOptions({
    queryKey: catalogKey('markets', ctx, { eventId }),
    queryFn: ({ signal }) =>
      apiGet<MarketsResponse>(
        PATH,
        { bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country, event_id: eventId },
        signal,
      ),
  });

export function useMarkets(eventId: string | null) {
  const ctx = useApiContext();
  return useQuery({ ...marketsQuery(ctx, eventId ?? ''), enabled: Boolean(eventId) });
}
