/** GET /strapi/navigation (shell-and-account.md section 7): header and footer layouts, fallback built in. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getNavigation, NavigationResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { FALLBACK_NAVIGATION } from '../navigation';

const PATH: (typeof getNavigation)['path'] = '/strapi/navigation';

export const navigationQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: ['content', 'navigation', ctx.bookmaker, ctx.lang],
    queryFn: ({ signal }) =>
      apiGet<NavigationResponse>(
        PATH,
        { bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country },
        signal,
      ),
    staleTime: 3_600_000,
  });

/** The layouts, and whether they are the remote ones (remote labels are already translated). */
export function useNavigation(): { navigation: NavigationResponse; remote: boolean } {
  const { data } = useQuery(navigationQuery(useApiContext()));
  return data ? { navigation: data, remote: true } : { navigation: FALLBACK_NAVIGATION, remote: false };
}
