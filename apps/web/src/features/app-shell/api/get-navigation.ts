/** GET /strapi/navigation: header and footer layouts, fallback built in. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavigationResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { calls } from '@/shared/api/requests';
import { FALLBACK_NAVIGATION } from '../navigation';

export const navigationQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: ['content', 'navigation', ctx.bookmaker, ctx.lang],
    queryFn: ({ signal }) => {
      const call = calls.navigation(ctx);
      return apiGet<NavigationResponse>(call.path, call.params, signal);
    },
    staleTime: 3_600_000,
  });

/** The layouts, and whether they are the remote ones (remote labels are already translated). */
export function useNavigation(): { navigation: NavigationResponse; remote: boolean } {
  const { data } = useQuery(navigationQuery(useApiContext()));
  return data ? { navigation: data, remote: true } : { navigation: FALLBACK_NAVIGATION, remote: false };
}
