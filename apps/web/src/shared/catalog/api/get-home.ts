/** GET /home with lang: reads tabs.live and tabs.highlights. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { calls } from '@/shared/api/requests';
import { catalogKey } from './keys';

export const homeQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: catalogKey('home', ctx),
    queryFn: ({ signal }) => {
      const call = calls.home(ctx);
      return apiGet<HomeResponse>(call.path, call.params, signal);
    },
  });

export function useHome() {
  return useQuery(homeQuery(useApiContext()));
}
