import { ConfigResponse, LoginResponse } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { LOGIN_DISABLED_MESSAGE } from './routes';
import { LOGIN_PARAMS } from './testing';

describe('the operator switches login off (LOGIN=off)', () => {
  let app: FastifyInstance;
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', FEED: 'off', CATALOGUE: 'small', LOGIN: 'off' });
    app = await buildApp({ config, database: db.database, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(LoginResponse.parse(response.json())).toEqual({
      status: 'error',
      message: LOGIN_DISABLED_MESSAGE,
      data: null,
      code: 'LOGIN_DISABLED',
    });
  };

  it('the configuration of every brand says login is off, so the sportsbook shows the forbidden modal', async () => {
    for (const bookmaker of ['touchline_ie', 'touchline_gb']) {
      const res = await app.inject({ method: 'GET', url: `/v1/config?bookmaker=${bookmaker}` });
      expect(ConfigResponse.parse(res.json()).operator.login_enabled).toBe(false);
    }
  });

  it('a password login, a token login and a registration are refused with LOGIN_DISABLED', async () => {
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'demo-ie', password: 'touchline-demo', ...LOGIN_PARAMS },
      }),
    );
    expectRefused(
      await app.inject({
        method: 'GET',
        url: `/auth/loginWithToken?${new URLSearchParams({ token: 'abc', domain: 'touchline_ie', lang: 'en', website: 'sport', device: 'desktop', app: '0' })}`,
      }),
    );
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {
          username: 'switched_off',
          email: 'switched_off@example.com',
          password: 'a-long-enough-password-1',
          date_of_birth: '1990-01-01',
          terms_accepted: true,
        },
      }),
    );
  });
});

describe('login is on by default', () => {
  it('LOGIN defaults to on and accepts only on or off', () => {
    expect(loadConfig({}).LOGIN).toBe(true);
    expect(loadConfig({ LOGIN: 'off' }).LOGIN).toBe(false);
    expect(() => loadConfig({ LOGIN: 'no' })).toThrow(/invalid configuration: LOGIN/);
  });
});
