import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CallDef, calls, defineCall, getAccountSiteConfig } from '@touchline/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildAccountSite } from '../static-sites';
import { callRoute, guardRoutes, ROUTES_WITHOUT_A_CALL, serveFiles } from './routes';

const thing = defineCall({
  method: 'GET',
  path: '/v1/things/:id',
  module: 'things',
  summary: 'A thing',
  auth: 'none',
  params: z.object({ id: z.string() }),
  response: z.object({ id: z.string() }),
});

/** A bare app with the zod compilers and the route guard, as the server builds its own. */
function guardedApp(): FastifyInstance {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  guardRoutes(app);
  return app;
}

describe('the route guard', () => {
  it('a route served through callRoute carries its call and passes, its HEAD twin too', async () => {
    const app = guardedApp();
    callRoute(app, thing, {}, async (request) => ({ id: request.params.id }));
    await app.ready();
    expect(app.routeGuard?.offenders()).toEqual([]);
    const res = await app.inject({ url: '/v1/things/7' });
    expect(res.json()).toEqual({ id: '7' });
    expect((await app.inject({ method: 'HEAD', url: '/v1/things/7' })).statusCode).toBe(200);
    await app.close();
  });

  it('a route registered by hand stops the server from becoming ready, and the error names it', async () => {
    const app = guardedApp();
    callRoute(app, thing, {}, async (request) => ({ id: request.params.id }));
    app.get('/v1/by-hand', async () => ({}));
    app.route({ method: 'POST', url: '/v1/also-by-hand', handler: async () => ({}) });
    await expect(app.ready()).rejects.toThrow(
      /routes that serve no contract call.*GET \/v1\/by-hand, HEAD \/v1\/by-hand, POST \/v1\/also-by-hand/,
    );
    expect(app.routeGuard?.offenders().map((route) => route.url)).not.toContain(thing.path);
  });

  it('a hand route that names a call in its config, or serves it under another path, is still an offender', async () => {
    const app = guardedApp();
    app.get('/v1/pretending', { config: { call: thing } }, async () => ({}));
    await app.register(async (scoped) => callRoute(scoped, thing, {}, async () => ({ id: '1' })), {
      prefix: '/v2',
    });
    await expect(app.ready()).rejects.toThrow(/GET \/v1\/pretending.*GET \/v2\/v1\/things\/:id/);
  });

  it('files served through serveFiles are allowed, as static files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tl-files-'));
    writeFileSync(join(root, 'a.txt'), 'a');
    try {
      const app = guardedApp();
      await serveFiles(app, { root, prefix: '/files/' });
      await app.ready();
      expect(app.routeGuard?.allowed()).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'static files', url: '/files/*' })]),
      );
      expect((await app.inject({ url: '/files/a.txt' })).body).toBe('a');
      await app.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('every route of the real servers serves a contract call', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tl-dist-'));
    // Both built front ends, so their files are registered as they are in production.
    for (const site of ['web', 'builder']) {
      mkdirSync(join(dir, site, 'assets'), { recursive: true });
      writeFileSync(
        join(dir, site, 'index.html'),
        '<!doctype html><title>Touchline</title><div id="root"></div>',
      );
      writeFileSync(join(dir, site, 'assets', 'app-1234.js'), 'export {};');
    }
    db = await createTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED: 'off', CATALOGUE: 'small' });
    app = await buildApp({
      config,
      database: db.database,
      logger: false,
      webDist: join(dir, 'web'),
      builderDist: join(dir, 'builder'),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the API: no offender, and the routes without a call are only of the allowed kinds', () => {
    const guard = app.routeGuard;
    expect(guard?.offenders()).toEqual([]);
    const kinds = new Set(guard?.allowed().map((route) => route.kind));
    expect([...kinds].sort()).toEqual(Object.keys(ROUTES_WITHOUT_A_CALL).sort());
    // What each allowed kind covers, so a new folder or plugin shows up here.
    const byKind = (kind: string) =>
      guard
        ?.allowed()
        .filter((route) => route.kind === kind)
        .map((route) => route.url);
    expect(byKind('CORS preflight')).toEqual(['*']);
    expect(byKind('OpenAPI viewer')?.every((url) => url.startsWith('/docs'))).toBe(true);
    expect(new Set(byKind('static files'))).toEqual(
      new Set([
        '/media/*',
        '/streams/*',
        '/betbuilder/assets/app-1234.js',
        '/index.html',
        '/',
        '/assets/app-1234.js',
      ]),
    );
  });

  it('every call served is one of the contract, none declared elsewhere', () => {
    const contract = new Set<CallDef>(Object.values(calls));
    const served = app.routeGuard?.served() ?? [];
    expect(served.length).toBeGreaterThan(80);
    expect(served.filter((call) => !contract.has(call)).map((call) => `${call.method} ${call.path}`)).toEqual(
      [],
    );
  });

  it('the account site: its one call and its files, nothing else', async () => {
    const site = await buildAccountSite({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      dist: join(dir, 'web'),
    });
    await site.ready();
    expect(site.routeGuard?.offenders()).toEqual([]);
    expect(site.routeGuard?.served()).toEqual([getAccountSiteConfig]);
    expect(new Set(site.routeGuard?.allowed().map((route) => route.kind))).toEqual(new Set(['static files']));
    const res = await site.inject({ url: '/site-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    await site.close();
  });
});
