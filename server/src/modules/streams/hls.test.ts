import { describe, expect, it } from 'vitest';
import { LIVE_WINDOW, livePlaylist, type MediaSegment, parseMediaPlaylist } from './hls';

const clip: MediaSegment[] = [
  { uri: 'segment0.ts', duration: 4 },
  { uri: 'segment1.ts', duration: 4 },
  { uri: 'segment2.ts', duration: 4 },
];

const tags = (playlist: string, name: string) =>
  playlist
    .split('\n')
    .filter((line) => line.startsWith(`#${name}:`))
    .map((line) => line.slice(name.length + 2));
const uris = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));

describe('Streams: the demo stream as a live HLS playlist', () => {
  it('parses the segments of a VOD playlist', () => {
    const text =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000000,\nsegment0.ts\n#EXTINF:3.5,\nsegment1.ts\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(text)).toEqual([
      { uri: 'segment0.ts', duration: 4 },
      { uri: 'segment1.ts', duration: 3.5 },
    ]);
  });

  it('lists the last completed segments of the endless loop, never ending', () => {
    const at = 12_000 * 1000 + 5_000; // loop 1000, inside segment 1
    const playlist = livePlaylist(clip, at);
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(uris(playlist)).toEqual(['segment1.ts', 'segment2.ts', 'segment0.ts']);
    expect(tags(playlist, 'EXT-X-MEDIA-SEQUENCE')).toEqual(['2998']);
    expect(tags(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE')).toEqual(['999']);
    expect(playlist.split('\n').filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(tags(playlist, 'EXT-X-TARGETDURATION')).toEqual(['4']);
  });

  it('moves forward one segment per segment duration with consistent numbering', () => {
    const first = livePlaylist(clip, 1_000_000_000);
    const later = livePlaylist(clip, 1_000_000_000 + 4_000);
    expect(Number(tags(later, 'EXT-X-MEDIA-SEQUENCE')[0])).toBe(
      Number(tags(first, 'EXT-X-MEDIA-SEQUENCE')[0]) + 1,
    );
    expect(uris(later).slice(0, LIVE_WINDOW - 1)).toEqual(uris(first).slice(1));
    // The discontinuity sequence counts the loop starts that slid out of the window.
    const sequence = Number(tags(later, 'EXT-X-MEDIA-SEQUENCE')[0]);
    expect(Number(tags(later, 'EXT-X-DISCONTINUITY-SEQUENCE')[0])).toBe(Math.floor(sequence / clip.length));
  });

  it('no discontinuity before the first listed segment even when it starts a loop', () => {
    const playlist = livePlaylist(clip, 12_000 * 10 + 1_000); // inside the first segment of loop 10
    expect(uris(playlist)).toEqual(['segment0.ts', 'segment1.ts', 'segment2.ts']);
    expect(playlist).not.toContain('#EXT-X-DISCONTINUITY\n');
    expect(tags(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE')).toEqual(['9']);
  });

  it('refuses an empty clip', () => {
    expect(() => livePlaylist([], 0)).toThrow();
  });
});
