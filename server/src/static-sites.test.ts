import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { buildApp } from './app';
import { loadConfig } from './config';

describe('the sportsbook and the API on one origin', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tl-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Touchline</title><div id="root"></div>');
    db = await createTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED: 'off', CATALOGUE: 'small' });
    app = await buildApp({ config, database: db.database, logger: false, webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  it.each(['/search', '/sports', '/home', '/sports/'])(
    'a browser navigating to %s gets the page',
    async (url) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    },
  );

  it('the app asking for JSON at /sports gets the API', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sports?bookmaker=touchline_ie',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('data');
  });

  it('client-side routes reload to the page; unknown API paths stay JSON 404', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/football/premier-league',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const api = await app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });
});
