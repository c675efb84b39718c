/**
 * The in-play tree and events: realtime 'events-live' with the GET /echo/v1/events-live fallback
 * (betting-core.md section 7: params with nulls removed; reads tree and events; 10 s).
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventsLiveQuery, EventsLiveResponse, getEventsLive } from '@touchline/contract';
import { apiGet, type QueryParams } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { requestWithFallback } from '@/shared/realtime/socket';
import { catalogKey } from './keys';

const PATH: (typeof getEventsLive)['path'] = '/echo/v1/events-live';

export type EventsLiveFilter = Partial<Pick<EventsLiveQuery, 'sport' | 'category' | 'limit'>>;

const withoutNulls = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined));

export function fetchEventsLive(ctx: ApiContext, filter: EventsLiveFilter, signal?: AbortSignal) {
  const params = withoutNulls({ bookmaker: ctx.bookmaker, lang: ctx.lang, country: ctx.country, ...filter });
  return requestWithFallback('events-live', params, () =>
    apiGet<EventsLiveResponse>(PATH, params as QueryParams, signal),
  );
}

export const eventsLiveQuery = (ctx: ApiContext, filter: EventsLiveFilter = {}) =>
  queryOptions({
    queryKey: catalogKey('events-live', ctx, filter),
    queryFn: ({ signal }) => fetchEventsLive(ctx, filter, signal),
  });

export function useEventsLive(filter: EventsLiveFilter = {}) {
  return useQuery(eventsLiveQuery(useApiContext(), filter));
}
