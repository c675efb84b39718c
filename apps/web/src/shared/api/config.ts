/** GET /v1/config: combo boost, operator switches and brand. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@touchline/contract';
import { apiGet } from './client';
import { type ApiContext, useApiContext } from './context';
import { calls } from './requests';

export const configQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: ['config', ctx.bookmaker, ctx.lang],
    queryFn: ({ signal }) => {
      const call = calls.config(ctx);
      return apiGet<ConfigResponse>(call.path, call.params, signal);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useConfig() {
  return useQuery(configQuery(useApiContext()));
}
