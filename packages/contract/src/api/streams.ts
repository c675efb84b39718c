/** Stream calls. */
import { z } from 'zod';
import { Bookmaker, Href, Id, Language } from '../entities/common';
import { Stream, StreamManifest } from '../entities/stream';
import { defineCall, queryBool } from './define';

const MODULE = 'streams';

/** Stream calls name the language `language`, not `lang`. */
export const StreamsQuery = z.object({
  bookmaker: Bookmaker,
  language: Language.default('en'),
});
export type StreamsQuery = z.infer<typeof StreamsQuery>;

export const StreamsResponse = z.object({ streams: z.array(Stream) });
export type StreamsResponse = z.infer<typeof StreamsResponse>;

export const getStreams = defineCall({
  method: 'GET',
  path: '/api/content/streams',
  module: MODULE,
  summary: 'Events with a live stream',
  auth: 'none',
  querystring: StreamsQuery,
  response: StreamsResponse,
});

export const EventIdParams = z.object({
  event_id: Id.describe("Event id; 'test' plays the test video"),
});
export type EventIdParams = z.infer<typeof EventIdParams>;

export const StreamQuery = StreamsQuery.extend({
  test_video: queryBool().optional().describe('Client flag; the client then asks for event id test'),
});
export type StreamQuery = z.infer<typeof StreamQuery>;

export const StreamResponse = z.object({
  stream: Href.describe('Address to GET next; it answers { hlsUrl }'),
});
export type StreamResponse = z.infer<typeof StreamResponse>;

export const getImgArenaStream = defineCall({
  method: 'GET',
  path: '/v1/imgarena/stream/:event_id',
  module: MODULE,
  summary: 'Stream address of an event (login required)',
  auth: 'required',
  params: EventIdParams,
  querystring: StreamQuery,
  response: StreamResponse,
});

/** The address returned by getImgArenaStream when the server hosts it itself. */
export const getStreamManifest = defineCall({
  method: 'GET',
  path: '/v1/imgarena/stream/:event_id/manifest',
  module: MODULE,
  summary: 'HLS address of a stream',
  auth: 'none',
  params: EventIdParams,
  response: StreamManifest,
});

/** The HLS playlist's media type. */
export const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The demo stream as a live HLS playlist: the clip's segments, looped, at the current time. The
 * manifest points the player here; it is left out of the OpenAPI document like the segments it lists.
 */
export const getLivePlaylist = defineCall({
  method: 'GET',
  path: '/streams/demo/live.m3u8',
  module: MODULE,
  summary: 'The demo stream as a live HLS playlist (the clip looped at the current time)',
  auth: 'none',
  produces: HLS_PLAYLIST_TYPE,
  response: z.string().describe('An HLS media playlist'),
  hidden: true,
});

export const streamsCalls = { getStreams, getImgArenaStream, getStreamManifest, getLivePlaylist } as const;
