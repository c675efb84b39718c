/**
 * Stream calls: the list, then per event the stream address,
 * whose GET answers the HLS address. One module per endpoint would split three tiny fetchers; they are
 * kept together because only the panel uses them and they chain.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  getImgArenaStream,
  getStreams,
  StreamManifest,
  StreamResponse,
  StreamsResponse,
} from '@touchline/contract';
import { apiGet } from '@/shared/api/client';
import { type ApiContext, useApiContext } from '@/shared/api/context';

const LIST_PATH: (typeof getStreams)['path'] = '/api/content/streams';
const STREAM_PATH: (typeof getImgArenaStream)['path'] = '/v1/imgarena/stream/:event_id';

export const streamsQuery = (ctx: ApiContext) =>
  queryOptions({
    queryKey: ['streams', ctx.bookmaker, ctx.lang],
    queryFn: ({ signal }) =>
      apiGet<StreamsResponse>(LIST_PATH, { bookmaker: ctx.bookmaker, language: ctx.lang }, signal),
    staleTime: 60_000,
  });

export function useStreams(enabled: boolean) {
  return useQuery({ ...streamsQuery(useApiContext()), enabled });
}

/** The HLS address of an event's stream: the stream call, then a GET of the address it returns. */
export async function fetchHlsUrl(ctx: ApiContext, eventId: string, signal?: AbortSignal): Promise<string> {
  const path = STREAM_PATH.replace(':event_id', encodeURIComponent(eventId));
  const { stream } = await apiGet<StreamResponse>(
    path,
    { bookmaker: ctx.bookmaker, language: ctx.lang },
    signal,
  );
  const manifest = await apiGet<StreamManifest>(stream, {}, signal);
  return manifest.hlsUrl;
}

export function useHlsUrl(eventId: string | null) {
  const ctx = useApiContext();
  return useQuery({
    queryKey: ['stream', ctx.bookmaker, eventId],
    queryFn: ({ signal }) => fetchHlsUrl(ctx, eventId ?? '', signal),
    enabled: Boolean(eventId),
    staleTime: 5 * 60_000,
  });
}
