/**
 * The in-play tree and events: realtime 'events-live' with the GET /echo/v1/events-live fallback
 * (params with nulls removed; reads tree and events; 10 s).
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventsLiveResponse } from '@touchline/contract';
import { calls, type EventsLiveFilter } from '@/shared/api/calls';
import { apiGet, type QueryParams } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';
import { requestWithFallback } from '@/shared/realtime/socket';
import { catalogKey } from './keys';

export type { EventsLiveFilter };

const withoutNulls = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined));

export function fetchEventsLive(ctx: ApiContext, filter: EventsLiveFilter, signal?: AbortSignal) {
  const call = calls.eventsLive(ctx, filter);
  const params = withoutNulls(call.params);
  return requestWithFallback('events-live', params, () =>
    apiGet<EventsLiveResponse>(call.path, params as QueryParams, signal),
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
