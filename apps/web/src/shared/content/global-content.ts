/**
 * GET /api/content/global: the operator's site-wide content (the rewards popup among it) and the message
 * banners, per brand and language. Read by the banners and the rewards popup, after the first screen.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalResponse, getGlobalContent } from '@touchline/contract';
import { apiRequest } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { calls } from '@/shared/api/requests';

const PATH: (typeof getGlobalContent)['path'] = '/api/content/global';

/** Operators change content rarely; a page asks again after this long, and on every language change. */
const GLOBAL_CONTENT_STALE_MS = 300_000;

export const globalContentQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: ['content', 'global', ctx.bookmaker, ctx.lang, ctx.country],
    queryFn: ({ signal }) =>
      apiRequest<GlobalResponse>(
        PATH,
        // The same call the page's boot script starts early (the first render shows the banner).
        calls.globalContent(ctx).params,
        // An operator's change shows on the next page load: the browser asks the server again rather
        // than answering from its cache.
        { signal, headers: { 'cache-control': 'no-cache' } },
      ),
    staleTime: GLOBAL_CONTENT_STALE_MS,
  });

export function useGlobalContent() {
  return useQuery(globalContentQuery(useApiContext()));
}
