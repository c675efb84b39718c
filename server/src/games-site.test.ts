import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { gamesOriginFor, gamesOrigins } from './games-site-config';
import { isAllowedOrigin } from './modules/auth';
import { buildGamesSite } from './static-sites';

describe('the games site', () => {
  const boot = "window.__game = 'dice';";
  const page = `<!doctype html><html><head><script>${boot}</script>
<script type="module" src="/assets/game.js"></script></head><body><div id="root"></div></body></html>`;
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://sports.example.com',
    GAMES_URL: 'https://games.example.com',
    FRAME_ORIGINS: 'https://m.example.com',
  });
  let dist: string;
  let games: FastifyInstance;

  const directives = (header: string | string[] | number | undefined) =>
    new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources] as const),
    );

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'touchline-games-'));
    writeFileSync(join(dist, 'index.html'), page);
    games = await buildGamesSite({ config, dist });
    await games.ready();
  });
  afterAll(async () => {
    await games?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves every game page and may be framed by the sportsbook origins only', async () => {
    const res = await games.inject({ url: '/dice?lang=en', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    const csp = directives(res.headers['content-security-policy']);
    const ancestors = csp.get('frame-ancestors') ?? [];
    expect(ancestors).toContain('https://sports.example.com');
    expect(ancestors).toContain('https://m.example.com');
    expect(ancestors).not.toContain("'self'");
    expect(ancestors.some((source) => source.includes('localhost'))).toBe(false);
    expect(csp.get('script-src')).toEqual(["'self'", hash(boot)]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://sports.example.com', 'wss://sports.example.com']),
    );
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('tells the games where the API is and which pages may frame them', async () => {
    const res = await games.inject({ url: '/site-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const site = res.json();
    expect(site.api_url).toBe('https://sports.example.com');
    expect(site.sportsbook_origins).toEqual(
      expect.arrayContaining(['https://sports.example.com', 'https://m.example.com']),
    );
    expect(site.allow_local).toBe(false);
  });

  it('is an origin the API accepts cross-origin calls from, and the one the lobby hands out', () => {
    expect(isAllowedOrigin(config, 'https://games.example.com')).toBe(true);
    expect(isAllowedOrigin(config, 'https://games.evil.example')).toBe(false);
    expect(gamesOriginFor(config, { protocol: 'http', hostname: 'anything' })).toBe(
      'https://games.example.com',
    );
    const local = loadConfig({ NODE_ENV: 'test', GAMES_PORT: '8182' });
    expect(gamesOrigins(local)).toEqual(['http://localhost:8182', 'http://127.0.0.1:8182']);
    expect(gamesOriginFor(local, { protocol: 'http', hostname: '127.0.0.1' })).toBe('http://127.0.0.1:8182');
  });
});
