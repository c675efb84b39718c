/**
 * `npm start` on a fresh machine (README): the built bundle starts on an empty data folder, seeds the
 * demo catalogue and serves the sportsbook page, its files and the API from one origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server';

describe('npm start serves the whole product from the built bundle', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ FEED: 'off' }, { built: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is healthy on its embedded database', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves the page with its first screen inline, and every file it names', async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="boot-hero"');
    expect(html).toContain('<style>');
    // The boot script names the app's files (entry, modules, the route's chunks) as JSON strings.
    const files = [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ''))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const res = await fetch(`${server.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toContain('immutable');
    }
  });

  it('answers the catalogue from the demo data', async () => {
    const res = await fetch(`${server.url}/echo/v1/events?bookmaker=touchline_ie&limit=5`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[] };
    expect(body.data.length).toBe(5);
  });
});
