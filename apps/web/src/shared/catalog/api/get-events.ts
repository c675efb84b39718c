/**
 * Events lists: the realtime 'events' request with the GET /echo/v1/events fallback (10 s time-out).
 */

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventsQuery, EventsResponse, getEvents } from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { requestWithFallback } from '@/shared/realtime/socket';
import { catalogKey } from './keys';

const PATH: (typeof getEvents)['path'] = '/echo/v1/events';

/** The filters a screen passes; bookmaker, lang and country come from the context. */
export type EventsFilter = Partial<Omit<EventsQuery, 'bookmaker' | 'lang' | 'country'>>;

export function fetchEvents(
  ctx: ApiContext,
  filter: EventsFilter,
  signal?: AbortSignal,
): Promise<EventsResponse> {
  const params = { bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country, ...filter };
  return requestWithFallback('events', params, () => apiGet<EventsResponse>(PATH, params, signal));
}

export const eventsQuery = (ctx: ApiContext, filter: EventsFilter) =>
  queryOptions({
    queryKey: catalogKey('events', ctx, filter),
    queryFn: ({ signal }) => fetchEvents(ctx, filter, signal),
  });

export function useEvents(filter: EventsFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...eventsQuery(useApiContext(), filter),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
