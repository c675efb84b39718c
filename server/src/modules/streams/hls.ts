/**
 * The demo stream as a never-ending live HLS playlist, cut from the committed clip by the clock: the
 * same few segments repeat, each loop marked as a discontinuity (RFC 8216 sections 4.3.3.3 and 6.2.2).
 * Pure: the caller passes the time. No media work happens at run time.
 */

export interface MediaSegment {
  uri: string;
  /** Seconds. */
  duration: number;
}

/** The segments of a media playlist (EXTINF lines and the URI lines after them). */
export function parseMediaPlaylist(text: string): MediaSegment[] {
  const segments: MediaSegment[] = [];
  let pending: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line !== '' && !line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, duration: pending });
      pending = null;
    }
  }
  return segments.filter((segment) => Number.isFinite(segment.duration) && segment.duration > 0);
}

/** Segments listed in the live window, as players expect (at least three target durations). */
export const LIVE_WINDOW = 3;

/**
 * The live playlist at `nowMs`: the last LIVE_WINDOW completed segments of an endless loop of the clip.
 * Media sequence numbers count segments since the epoch, so every server computes the same playlist.
 */
export function livePlaylist(segments: readonly MediaSegment[], nowMs: number, window = LIVE_WINDOW): string {
  if (segments.length === 0) throw new Error('the demo clip has no segments');
  const durationsMs = segments.map((segment) => Math.round(segment.duration * 1000));
  const loopMs = durationsMs.reduce((sum, duration) => sum + duration, 0);
  const count = segments.length;
  const loops = Math.floor(nowMs / loopMs);
  let position = nowMs - loops * loopMs;
  let index = 0;
  while (index < count - 1 && position >= (durationsMs[index] ?? 0)) {
    position -= durationsMs[index] ?? 0;
    index++;
  }
  const current = loops * count + index;
  const first = Math.max(0, current - window);
  const target = Math.ceil(Math.max(...segments.map((segment) => segment.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ];
  for (let sequence = first; sequence < current; sequence++) {
    const segment = segments[sequence % count] as MediaSegment;
    if (sequence % count === 0 && sequence !== first) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segment.uri);
  }
  return `${lines.join('\n')}\n`;
}
