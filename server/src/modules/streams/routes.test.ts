import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StreamManifest, StreamResponse, StreamsResponse } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { registerUser } from '../auth/testing';
import { FX, fixtureClock, seedFixture } from '../content/testing';
import { assetsRoot } from './assets';
import { parseMediaPlaylist } from './hls';

warnIfPostgresSkipped();

describe('the committed demo clip', () => {
  it('is a short H.264/AAC HLS clip of 2-4 s segments, under 1 MB, every segment present', () => {
    const dir = join(assetsRoot(), 'streams', 'demo');
    const playlist = readFileSync(join(dir, 'index.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segments = parseMediaPlaylist(playlist);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    let bytes = 0;
    for (const segment of segments) {
      expect(segment.duration).toBeGreaterThanOrEqual(2);
      expect(segment.duration).toBeLessThanOrEqual(4);
      const data = readFileSync(join(dir, segment.uri));
      expect(data[0]).toBe(0x47); // MPEG-TS sync byte
      bytes += data.length;
    }
    expect(bytes).toBeLessThan(1_000_000);
  });
});

describe.each(dbKinds)('stream calls on %s', (kind) => {
  let t: TestApp;
  /** The headers of a logged-in bettor's calls. */
  const LOGGED_IN = { jwt: '' };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: fixtureClock });
    await seedFixture(t.app.ctx);
    LOGGED_IN.jwt = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/content/streams (language, bookmaker)', () => {
    it('lists live and starting-soon events of the brand, live first, with their match page', async () => {
      const res = await get('/api/content/streams?language=en&bookmaker=touchline_ie');
      expect(res.statusCode).toBe(200);
      const { streams } = StreamsResponse.parse(res.json());
      const ids = streams.map((stream) => stream.event_id);
      expect(ids).toEqual([String(FX.liveMatch), String(FX.soonMatch), String(FX.soonRace)]);
      expect(streams[0]).toMatchObject({
        event_id: String(FX.liveMatch),
        name: 'Arsenal v Chelsea',
        event_url: `/football-fx/premier-league-fx/arsenal-v-chelsea-${FX.liveMatch}`,
      });
    });

    it('uses translated slugs and brand-only competitions', async () => {
      const { streams } = StreamsResponse.parse(
        (await get('/api/content/streams?language=de&bookmaker=touchline_ro')).json(),
      );
      expect(streams.map((stream) => stream.event_id)).toContain(String(FX.roOnlyLive));
      expect(streams.find((s) => s.event_id === String(FX.liveMatch))?.event_url).toMatch(/^\/fussball-fx\//);
    });

    it('rejects bad params with 400', async () => {
      expect((await get('/api/content/streams?language=en')).statusCode).toBe(400);
      expect((await get('/api/content/streams?language=xx&bookmaker=touchline_ie')).statusCode).toBe(400);
      expect((await get('/api/content/streams?bookmaker=touchline_zz')).statusCode).toBe(400);
    });
  });

  describe('GET /v1/imgarena/stream/{event_id}: stream, then hlsUrl', () => {
    it('gives the address of a live event stream; that address answers a playable hlsUrl', async () => {
      const res = await get(
        `/v1/imgarena/stream/${FX.liveMatch}?language=en&bookmaker=touchline_ie`,
        LOGGED_IN,
      );
      expect(res.statusCode).toBe(200);
      const { stream } = StreamResponse.parse(res.json());
      const manifest = await get(new URL(stream).pathname);
      expect(manifest.statusCode).toBe(200);
      const { hlsUrl } = StreamManifest.parse(manifest.json());
      const playlist = await get(new URL(hlsUrl).pathname);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
      expect(playlist.body).toMatch(/^#EXTM3U/);
      expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
      for (const uri of playlist.body.split('\n').filter((line) => line.endsWith('.ts'))) {
        const segment = await get(new URL(uri, hlsUrl).pathname);
        expect(segment.statusCode, uri).toBe(200);
        expect(segment.headers['content-type']).toBe('video/mp2t');
      }
    });

    it("event id 'test' plays the test clip", async () => {
      const res = await get(
        '/v1/imgarena/stream/test?language=en&bookmaker=touchline_ie&test_video=true',
        LOGGED_IN,
      );
      const { stream } = StreamResponse.parse(res.json());
      const { hlsUrl } = StreamManifest.parse((await get(new URL(stream).pathname)).json());
      expect(new URL(hlsUrl).pathname).toBe('/streams/demo/index.m3u8');
    });

    it('needs a login, a known event with a stream, and sane params', async () => {
      const guest = await get(`/v1/imgarena/stream/${FX.liveMatch}?bookmaker=touchline_ie`);
      expect(guest.statusCode).toBe(401);
      const madeUp = await get(`/v1/imgarena/stream/${FX.liveMatch}?bookmaker=touchline_ie`, {
        jwt: 'token-of-nobody',
      });
      expect(madeUp.statusCode).toBe(401);
      const later = await get(`/v1/imgarena/stream/${FX.laterMatch}?bookmaker=touchline_ie`, LOGGED_IN);
      expect(later.statusCode).toBe(404);
      expect(later.json().message).toMatch(/No stream/);
      const otherBrand = await get(`/v1/imgarena/stream/${FX.roOnlyLive}?bookmaker=touchline_ie`, LOGGED_IN);
      expect(otherBrand.statusCode).toBe(404);
      const bad = await get('/v1/imgarena/stream/abc?bookmaker=touchline_ie', LOGGED_IN);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/event_id/);
      expect((await get(`/v1/imgarena/stream/${FX.liveMatch}`, LOGGED_IN)).statusCode).toBe(400);
      expect((await get('/v1/imgarena/stream/999999999999999/manifest')).statusCode).toBe(404);
      expect((await get('/v1/imgarena/stream/x%20y/manifest')).statusCode).toBe(400);
    });
  });

  describe('Streams: the demo HLS files are served with HLS content types', () => {
    it('serves the VOD playlist and every segment it references', async () => {
      const playlist = await get('/streams/demo/index.m3u8');
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
      const segments = parseMediaPlaylist(playlist.body);
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments) {
        const res = await get(`/streams/demo/${segment.uri}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('video/mp2t');
        expect(res.rawPayload[0]).toBe(0x47);
      }
    });

    it('does not serve what is not there', async () => {
      expect((await get('/streams/demo/segment99.ts')).statusCode).toBe(404);
      expect((await get('/streams/../package.json')).statusCode).toBe(404);
    });
  });
});
