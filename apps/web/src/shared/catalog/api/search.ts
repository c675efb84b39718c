/** GET /search: events, competitions and teams (at least 2 characters). */

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse, search } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { catalogKey } from './keys';

const PATH: (typeof search)['path'] = '/search';
export const SEARCH_MIN_CHARS = 2;

export const searchQuery = (ctx: ApiContext, q: string) =>
  queryOptions({
    queryKey: catalogKey('search', ctx, { q }),
    queryFn: ({ signal }) =>
      apiGet<SearchResponse>(
        PATH,
        { bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country, q },
        signal,
      ),
  });

export function useSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...searchQuery(useApiContext(), term),
    enabled: term.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
