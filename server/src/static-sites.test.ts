import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { registerSpa } from './static-sites';

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

describe('the built sportsbook is served fast and right', () => {
  let dist: string;
  let app: FastifyInstance;
  const script = 'export const answer = 42;\n'.repeat(200);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'touchline-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Touchline</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets/app-1a2b3c.js'), script);
    writeFileSync(join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
    app = Fastify();
    await registerSpa(app, dist, (url) => url.startsWith('/v1/'));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('a hashed file is cached for a year and sent as its brotli copy', async () => {
    const res = await app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('the page is revalidated on every visit, also when it answers a client-side route', async () => {
    const root = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    const route = await app.inject({
      url: '/football/england/premier-league',
      headers: { accept: 'text/html' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('an unknown API path is a JSON 404, never the page', async () => {
    const res = await app.inject({ url: '/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });
});
