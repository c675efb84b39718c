/**
 * GET /ip/check (10 s time-out): 'declined' means no site serves the
 * visitor's location, which shows the restricted-country notice.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getIpCheck, IpCheckResponse } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { useApiContext } from '@/shared/api/context';
import { prefetchedParams } from '@/shared/api/prefetch';
import { now } from '@/shared/platform/timers';

const PATH: (typeof getIpCheck)['path'] = '/ip/check';

export const ipCheckQuery = (lang: string) =>
  queryOptions({
    queryKey: ['ip-check', lang],
    queryFn: ({ signal }) => {
      // index.html's boot script starts this call with the page (src/boot/first-screen.ts): asking with its
      // time takes that answer instead of asking again.
      const early = prefetchedParams(PATH);
      const time = early?.get('lang') === lang ? Number(early.get('time')) : now();
      return apiGet<IpCheckResponse>(PATH, { time, lang }, signal);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useIpCheck() {
  return useQuery(ipCheckQuery(useApiContext().lang));
}
