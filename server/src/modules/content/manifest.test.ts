import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANDS, DEFAULT_BRAND, IOS_APP_STORE_ID, NATIVE_APP_ID, WebManifest } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { MANIFEST_ICONS, webManifest } from './manifest';

warnIfPostgresSkipped();

/** The sportsbook's files copied as they are into its build. */
const WEB_PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../../../apps/web/public');

describe.each(dbKinds)('GET /manifest.webmanifest on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, host?: string) =>
    t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the web app manifest, as application/manifest+json', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = WebManifest.parse(res.json());
    expect(manifest).toMatchObject({
      name: 'Touchline',
      short_name: 'Touchline',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#2b2b2b',
      background_color: '#2b2b2b',
      prefer_related_applications: false,
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512', 'any']);
  });

  it("names each brand's app in Google Play and the App Store, for the brand of the host or the query", async () => {
    for (const brand of BRANDS) {
      const byHost = WebManifest.parse((await get('/manifest.webmanifest', `sport.${brand.domain}`)).json());
      const byCountry = WebManifest.parse(
        (await get(`/manifest.webmanifest?country=${brand.COUNTRY}`, 'localhost')).json(),
      );
      const byBookmaker = WebManifest.parse(
        (await get(`/manifest.webmanifest?bookmaker=${brand.BOOKMAKER}`)).json(),
      );
      for (const manifest of [byHost, byCountry, byBookmaker]) {
        expect(manifest.lang).toBe(brand.default_lang);
        expect(manifest.related_applications).toEqual([
          {
            platform: 'play',
            id: brand.app_stores.play,
            url: `https://play.google.com/store/apps/details?id=${brand.app_stores.play}`,
          },
          {
            platform: 'itunes',
            id: brand.app_stores.app_store,
            url: `https://apps.apple.com/app/id${brand.app_stores.app_store}`,
          },
        ]);
      }
    }
    expect(BRANDS.every((brand) => brand.app_stores.play === NATIVE_APP_ID)).toBe(true);
    expect(BRANDS.every((brand) => brand.app_stores.app_store === IOS_APP_STORE_ID)).toBe(true);
  });

  it('refuses an unknown brand as every brand call does', async () => {
    expect((await get('/manifest.webmanifest?bookmaker=nobody')).statusCode).toBe(400);
    expect((await get('/manifest.webmanifest?country=ZZ')).statusCode).toBe(400);
  });
});

describe('the manifest of a brand', () => {
  it('leaves out a store the brand has no listing in', () => {
    const androidOnly = webManifest({
      ...DEFAULT_BRAND,
      app_stores: { play: 'org.example.app', app_store: null },
    });
    expect(androidOnly.related_applications.map((app) => app.platform)).toEqual(['play']);
    const iosOnly = webManifest({ ...DEFAULT_BRAND, app_stores: { play: null, app_store: '123' } });
    expect(iosOnly.related_applications).toEqual([
      { platform: 'itunes', id: '123', url: 'https://apps.apple.com/app/id123' },
    ]);
    const none = webManifest({ ...DEFAULT_BRAND, app_stores: { play: null, app_store: null } });
    expect(none.related_applications).toEqual([]);
    expect(none.prefer_related_applications).toBe(false);
  });

  it('names only icons the sportsbook build carries, at the sizes they say', () => {
    for (const icon of MANIFEST_ICONS) {
      const file = join(WEB_PUBLIC, icon.src);
      expect(existsSync(file)).toBe(true);
      if (icon.type !== 'image/png') continue;
      // A PNG's width and height are the big-endian words at bytes 16 and 20 (its IHDR chunk).
      const png = readFileSync(file);
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
