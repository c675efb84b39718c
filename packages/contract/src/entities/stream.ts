/** Live stream. */
import { z } from 'zod';
import { Href, Id, IsoDateTime, Slug } from './common';

export const Stream = z.object({
  event_id: Id,
  name: z.string().describe('Event name as listed in the stream picker'),
  event_url: Href.describe('Event page, used by "expand to event page"'),
  sport_slug: Slug.optional(),
  starts_at: IsoDateTime.optional(),
});
export type Stream = z.infer<typeof Stream>;

/** What the address returned by the stream call answers (Streams). */
export const StreamManifest = z.object({
  hlsUrl: z.url({ protocol: /^https?$/ }).describe('HLS playlist (.m3u8) to play'),
});
export type StreamManifest = z.infer<typeof StreamManifest>;
