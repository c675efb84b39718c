import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { REDACTED, redactUrl } from './logging';

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
});
