/** GET /v1/config: combo boost, operator switches and brand (betting-core.md section 7). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse, getConfig } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';

const PATH: (typeof getConfig)['path'] = '/v1/config';

export const configQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: ['config', ctx.bookmaker, ctx.lang],
    queryFn: ({ signal }) =>
      apiGet<ConfigResponse>(
        PATH,
        { bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country },
        signal,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useConfig() {
  return useQuery(configQuery(useApiContext()));
}
