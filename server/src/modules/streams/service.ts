import {
  getLivePlaylist,
  type Language,
  type Stream,
  type StreamManifest,
  type StreamResponse,
} from '@touchline/contract';
import type { BrandDefinition } from '../../brands';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { isStreamingAnywhere, type StreamEventRow, streamableEvent, streamableEvents } from './repo';

/** an event is starting soon within the hour. */
export const STARTING_SOON_MS = 3_600_000;
const STREAMS_LIMIT = 50;
export const TEST_EVENT_ID = 'test';
export const LIVE_PLAYLIST_PATH = getLivePlaylist.path;
export const TEST_PLAYLIST_PATH = '/streams/demo/index.m3u8';

const text = (texts: Record<string, string> | null, lang: Language, fallback: string) =>
  texts?.[lang] || texts?.en || fallback;

/** The match page of an event: /{sport}/{competition}/{slug}-{id} in the language. */
export function eventUrl(row: StreamEventRow, lang: Language): string {
  const sport = row.sport_slugs[lang] || row.sport_slug;
  const competition = row.competition_slugs[lang] || row.competition_slug;
  return `/${encodeURIComponent(sport)}/${encodeURIComponent(competition)}/${encodeURIComponent(row.slug)}-${row.id}`;
}

/** Event ids are numbers; 'test' asks for the test video (Streams). */
export function parseStreamEventId(eventId: string): number | typeof TEST_EVENT_ID {
  if (eventId === TEST_EVENT_ID) return TEST_EVENT_ID;
  if (!/^\d{1,15}$/.test(eventId)) throw badRequest(`event_id must be a number or '${TEST_EVENT_ID}'`);
  return Number(eventId);
}

export class StreamsService {
  constructor(private readonly ctx: AppContext) {}

  #window(): [Date, Date] {
    const now = this.ctx.clock.now();
    return [new Date(now), new Date(now + STARTING_SOON_MS)];
  }

  /** GET /api/content/streams: events with a stream, live first. */
  async list(brand: BrandDefinition, lang: Language): Promise<{ streams: Stream[] }> {
    const [from, to] = this.#window();
    const rows = await streamableEvents(this.ctx.database, brand.BOOKMAKER, from, to, STREAMS_LIMIT);
    return {
      streams: rows.map((row) => ({
        event_id: row.id,
        name: text(row.names, lang, row.name),
        event_url: eventUrl(row, lang),
        sport_slug: row.sport_slug,
        starts_at: row.starts_at.toISOString(),
      })),
    };
  }

  /** GET /v1/imgarena/stream/{event_id}: where to ask for the HLS address of an event's stream. */
  async address(brand: BrandDefinition, eventId: string, origin: string): Promise<StreamResponse> {
    const id = parseStreamEventId(eventId);
    if (id !== TEST_EVENT_ID) {
      const [from, to] = this.#window();
      const row = await streamableEvent(this.ctx.database, brand.BOOKMAKER, from, to, id);
      if (!row) throw notFound('No stream is available for this event');
    }
    return { stream: `${origin}/v1/imgarena/stream/${id}/manifest` };
  }

  /** The stream address answers { hlsUrl }: the looping live demo, or the test clip for 'test'. */
  async manifest(eventId: string, origin: string): Promise<StreamManifest> {
    const id = parseStreamEventId(eventId);
    if (id === TEST_EVENT_ID) return { hlsUrl: `${origin}${TEST_PLAYLIST_PATH}` };
    const [from, to] = this.#window();
    if (!(await isStreamingAnywhere(this.ctx.database, from, to, id))) {
      throw notFound('No stream is available for this event');
    }
    return { hlsUrl: `${origin}${LIVE_PLAYLIST_PATH}` };
  }
}
