/** GET /home with lang: reads tabs.live and tabs.highlights (betting-core.md section 7). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getHome, HomeResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { catalogKey } from './keys';

const PATH: (typeof getHome)['path'] = '/home';

export const homeQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: catalogKey('home', ctx),
    queryFn: ({ signal }) => apiGet<HomeResponse>(PATH, { lang: ctx.lang, bookmaker: ctx.bookmaker }, signal),
  });

export function useHome() {
  return useQuery(homeQuery(useApiContext()));
}
