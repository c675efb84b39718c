import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { defineCall } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { REDACTED, redactUrl, SECRET_PATH_SEGMENTS } from './logging';
import { callRoute } from './routes';

describe('secret query values are masked in logged URLs', () => {
  it('masks tokens, passwords and keys and keeps every other parameter as it came', () => {
    expect(redactUrl('/auth/loginWithToken?token=abc.def&domain=x')).toBe(
      `/auth/loginWithToken?token=${REDACTED}&domain=x`,
    );
    expect(redactUrl('/?sport_token=s&password=p&api_key=k&Access%5FToken=a&lang=en&ids=1,2')).toBe(
      `/?sport_token=${REDACTED}&password=${REDACTED}&api_key=${REDACTED}&Access%5FToken=${REDACTED}&lang=en&ids=1,2`,
    );
    expect(redactUrl('/echo/v1/events?bookmaker=touchline_ie')).toBe(
      '/echo/v1/events?bookmaker=touchline_ie',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it('masks the token segment of reset and registration links wherever the path sits', () => {
    expect(redactUrl('/reset-password/abc.DEF-123')).toBe(`/reset-password/${REDACTED}`);
    expect(redactUrl('/reset-password-compromised/t0k?lang=en')).toBe(
      `/reset-password-compromised/${REDACTED}?lang=en`,
    );
    expect(redactUrl('https://account.example/es/registration-with-token/t0k#top')).toBe(
      `https://account.example/es/registration-with-token/${REDACTED}#top`,
    );
    // Routers match without case and after percent-decoding: so does the redaction.
    expect(redactUrl('/Reset%2DPassword/t0k/')).toBe(`/Reset%2DPassword/${REDACTED}/`);
    expect(redactUrl("'/reset-password/t0k' is not a valid url component")).toBe(
      `'/reset-password/${REDACTED}' is not a valid url component`,
    );
    expect(redactUrl('GET /a/b/reset-password/t0k 200 3 ms')).toBe(
      `GET /a/b/reset-password/${REDACTED} 200 3 ms`,
    );
    // The pages themselves, and API paths that only name a password, keep their path.
    expect(redactUrl('/reset-password')).toBe('/reset-password');
    expect(redactUrl('/auth/reset-password')).toBe('/auth/reset-password');
    expect(redactUrl('/v1/boost-tokens/active')).toBe('/v1/boost-tokens/active');
  });

  it('masks a parameter whose value is such a link, and secrets after # or ;', () => {
    expect(redactUrl('/login?redirect=%2Freset-password%2Ft0k&lang=en')).toBe(
      `/login?redirect=${REDACTED}&lang=en`,
    );
    expect(redactUrl('/login?redirect=%2Fcashier%2Fdeposit')).toBe('/login?redirect=%2Fcashier%2Fdeposit');
    expect(redactUrl('/cb#access_token=t0k&state=1')).toBe(`/cb#access_token=${REDACTED}&state=1`);
    expect(redactUrl('/page;jsessionid=t0k')).toBe(`/page;jsessionid=${REDACTED}`);
  });

  it('every account-site page with a token in its path is one the redaction knows', () => {
    const routes = readFileSync(
      fileURLToPath(new URL('../../../apps/account/src/app/feature-routes.ts', import.meta.url)),
      'utf8',
    );
    const pages = [...routes.matchAll(/path: '\/([^'/]+)\/:token'/g)].map((match) => match[1]);
    expect(pages.length).toBeGreaterThan(0);
    expect([...SECRET_PATH_SEGMENTS].sort()).toEqual(expect.arrayContaining(pages));
  });
});

/** Calls of this test only: the server's routes all come from calls, these too. */
const failingCall = defineCall({
  method: 'GET',
  path: '/failing/*',
  module: 'test',
  summary: 'Fails with a message quoting its URL',
  auth: 'none',
  response: z.object({}),
});
const forwardingCall = defineCall({
  method: 'GET',
  path: '/forwarding',
  module: 'test',
  summary: 'Logs the link it was given',
  auth: 'none',
  response: z.object({}),
});

describe('the request log never holds a secret', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', FEED: 'off', CATALOGUE: 'small' });
    app = await buildApp({ config, database: db.database, logger: { level: 'trace', stream } });
    // A handler that fails with a message quoting its URL, and one that logs a link it handles.
    callRoute(app, failingCall, {}, async (request) => {
      throw new Error(`cannot serve ${request.url}`);
    });
    callRoute(app, forwardingCall, {}, async (request) => {
      request.log.warn({ target: { link: request.headers['x-link'] } }, 'forwarding');
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  it('a token login, its jwt header, a password body and a cookie leave no trace of the secrets', async () => {
    const secret = 'sEcReT-t0ken-value';
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: `/auth/loginWithToken?token=${secret}&domain=touchline_ie`,
      headers: { jwt: `${secret}-jwt`, authorization: `Bearer ${secret}-bearer`, cookie: `sid=${secret}` },
    });
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'nobody', password: `${secret}-password` },
    });
    await app.inject({ method: 'GET', url: `/no/such/page?password=${secret}` });
    app.log.info(
      { headers: { jwt: secret }, body: { password: secret, nested: { new_password: secret } } },
      'a handler logging what it should not',
    );
    const log = lines.join('\n');
    expect(lines.some((line) => line.includes('/auth/loginWithToken?token=[REDACTED]&domain='))).toBe(true);
    expect(log).toContain('request completed');
    expect(log).not.toContain(secret);
  });

  it('error logs and logged fields quoting a link leave no trace of its token', async () => {
    const secret = 'pAtH-t0ken-value';
    lines.length = 0;
    const failed = await app.inject({ method: 'GET', url: `/failing/reset-password/${secret}` });
    expect(failed.statusCode).toBe(500);
    await app.inject({
      method: 'GET',
      url: '/forwarding',
      headers: { 'x-link': `https://account.example/registration-with-token/${secret}` },
    });
    await app.inject({ method: 'GET', url: `/no/such/registration-with-token/${secret}` });
    const log = lines.join('\n');
    expect(lines.some((line) => line.includes('"msg":"request failed"'))).toBe(true);
    expect(log).toContain(`cannot serve /failing/reset-password/${REDACTED}`);
    expect(log).toContain(`registration-with-token/${REDACTED}`);
    expect(log).not.toContain(secret);
  });
});
