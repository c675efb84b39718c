import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type CallDef, calls } from '@touchline/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { sportsbookOrigins } from './security-headers';
import { buildAccountSite, registerSpa } from './static-sites';

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

  // /sports and /home name no sport of the catalogue: the page comes with its 404 status.
  it.each([
    ['/search', 200],
    ['/sports', 404],
    ['/home', 404],
    ['/sports/', 404],
  ])('a browser navigating to %s gets the page', async (url, status) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('a page written for its address goes out compressed as the browser accepts it', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({
        url: '/football',
        headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toContain('<div id="root">');
    }
    const plain = await app.inject({ url: '/football', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

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
      url: '/live',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await app.inject({
      method: 'GET',
      url: '/v1/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });

  it('an unknown path in the folder of any served call is a JSON 404 for a browser, never the page', async () => {
    const folders = new Set<string>();
    for (const call of Object.values(calls) as CallDef[]) {
      if (!app.hasRoute({ method: call.method, url: call.path })) continue;
      // A call answering a page (the statistics page of any event id) owns its folder's paths itself.
      if (call.produces) continue;
      const [, first, ...rest] = call.path.split('/');
      // A call of one segment (/sports, /search, /home) shares its folder with pages of the sportsbook.
      if (rest.length > 0) folders.add(`/${first}/`);
    }
    expect(folders).toContain('/promotions/');
    for (const folder of folders) {
      const res = await app.inject({ url: `${folder}no-such-call`, headers: { accept: 'text/html' } });
      expect(res.statusCode, folder).toBe(404);
      expect(res.json(), folder).toMatchObject({ statusCode: 404 });
    }
  });

  // A competition or match the catalogue does not know is the app's 404 page.
  it.each([
    ['/live', 200],
    ['/account/bets', 200],
    ['/cashier/deposit', 200],
    ['/promotions', 200],
    ['/sports/football', 404],
    ['/football/england/premier-league/arsenal-chelsea-1001', 404],
  ])('a page path %s that no route serves reloads to the page', async (url, status) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
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

describe('security headers of the two sites', () => {
  const boot = "window.__boot = { lang: 'en' };";
  const css = 'body { margin: 0 }';
  const page = `<!doctype html><html><head><style>${css}</style><script>${boot}</script>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  let dist: string;
  let db: TestDatabase;
  let app: FastifyInstance;
  let account: FastifyInstance;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FEED: 'off',
    CATALOGUE: 'small',
    PUBLIC_URL: 'https://sports.example.com',
    ACCOUNT_URL: 'https://account.example.com',
    GAMES_URL: 'https://games.example.com',
    FRAME_ORIGINS: 'https://apuestas.example.mx, https://m.example.com/',
    TRUST_PROXY: 'true',
  });

  const directives = (header: string | string[] | number | undefined) =>
    new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources] as const),
    );

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'touchline-csp-'));
    writeFileSync(join(dist, 'index.html'), page);
    db = await createTestDatabase('pglite');
    app = await buildApp({ config, database: db.database, logger: false, webDist: dist });
    await app.ready();
    account = await buildAccountSite({ config: { ...config, LOG_LEVEL: 'silent' }, dist });
    await account.ready();
  });
  afterAll(async () => {
    await app?.close();
    await account?.close();
    await db?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it("the sportsbook page allows its inline script and style by hash, never 'unsafe-inline', and is framed by itself only", async () => {
    // The 404 page carries the same policy as every other page.
    for (const url of ['/', '/football/england/premier-league', '/sports']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect([200, 404], url).toContain(res.statusCode);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'", hash(boot)]);
      expect(csp.get('style-src'), url).toEqual(["'self'", hash(css)]);
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual([
        "'self'",
        'https://account.example.com',
        'https://games.example.com',
      ]);
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('the account site may be framed by the sportsbook origins only', async () => {
    const res = await account.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual([
      'https://sports.example.com',
      'https://apuestas.example.mx',
      'https://m.example.com',
    ]);
    expect(csp.get('script-src')).toEqual(["'self'", hash(boot)]);
    expect(csp.get('connect-src')).toContain('https://sports.example.com');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('without PUBLIC_URL the account site is framed by this machine on PORT', () => {
    const local = loadConfig({ NODE_ENV: 'test', PORT: '8180' });
    expect(sportsbookOrigins(local)).toEqual(['http://localhost:8180', 'http://127.0.0.1:8180']);
  });

  it('every answer carries the hardening headers; HSTS only over HTTPS', async () => {
    for (const site of [app, account]) {
      const plain = await site.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(plain.headers['permissions-policy']).toContain('camera=()');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers['x-content-type-options']).toBe('nosniff');
  });

  it("Socket.IO's CORS allows the origins the HTTP API allows, and no other", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const handshake = (origin: string) =>
      fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling&bookmaker=touchline_ie`, {
        headers: { origin },
      });
    const allowed = await handshake('https://account.example.com');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://account.example.com');
    const foreign = await handshake('https://evil.example.net');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
