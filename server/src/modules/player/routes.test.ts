import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { DEMO_PASSWORD } from '../../demo/accounts';
import { SESSION_IDLE_MS } from '../auth';
import { LOGIN_PARAMS, manualClock, registerUser, type TestUser } from '../auth/testing';

warnIfPostgresSkipped();

const login = (
  app: FastifyInstance,
  username: string,
  password: string,
  extra: { rememberMe?: number } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password, ...LOGIN_PARAMS, rememberMe: extra.rememberMe ?? 1 },
  });

const details = (app: FastifyInstance, token: string | undefined) =>
  app.inject({ method: 'GET', url: '/player/details', headers: token === undefined ? {} : { jwt: token } });

const tokenOf = (res: { json(): { data: { sportify: { access_token: string } } } }) =>
  res.json().data.sportify.access_token;

describe.each(dbKinds)('player calls and keepalive on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('player/details without a token, with garbage or a forged token is 401 (logged out)', async () => {
    expect((await details(t.app, undefined)).statusCode).toBe(401);
    expect((await details(t.app, 'garbage')).statusCode).toBe(401);
    expect((await details(t.app, 'null')).statusCode).toBe(401);
    const [head, payload] = user.token.split('.');
    expect((await details(t.app, `${head}.${payload}.forgedsignature`)).statusCode).toBe(401);
  });

  it('accepts Authorization: Bearer as well as the jwt header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/player/details',
      headers: { authorization: `Bearer ${user.token}`, bookmaker: 'touchline_ie' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keep-session pushes the idle expiry; without it a session that is not remembered idles out', async () => {
    const res = await login(t.app, user.username, user.password, { rememberMe: 0 });
    const token = tokenOf(res);
    clock.advance(SESSION_IDLE_MS.normal - 60_000);
    const kept = await t.app.inject({
      method: 'POST',
      url: '/v1/player/keep-session',
      headers: { jwt: token },
    });
    expect(kept.statusCode).toBe(200);
    expect(Date.parse(kept.json().data.expires_at)).toBe(clock.now() + SESSION_IDLE_MS.normal);
    clock.advance(SESSION_IDLE_MS.normal - 60_000);
    expect((await details(t.app, token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    expect((await details(t.app, token)).statusCode).toBe(401);
    const late = await t.app.inject({
      method: 'POST',
      url: '/v1/player/keep-session',
      headers: { jwt: token },
    });
    expect(late.statusCode).toBe(401);
  });

  it('getMainDynamicConfig: nulls for a guest, the balance with a jwt, a session from a sport token', async () => {
    const base =
      '/v2/core/config/getMainDynamicConfig?app=1&device=mobile&is_global_project=0&lang=en&website=sport';
    const guest = await t.app.inject({ method: 'GET', url: base });
    expect(guest.json()).toEqual({
      auth_related_config: { sportify: { access_token: null } },
      auth_config: { user: null },
    });

    const demo = tokenOf(await login(t.app, 'demo-ie', DEMO_PASSWORD));
    const withJwt = await t.app.inject({ method: 'GET', url: base, headers: { jwt: demo } });
    expect(withJwt.json()).toEqual({
      auth_related_config: { sportify: { access_token: demo } },
      auth_config: {
        user: {
          username: 'demo-ie',
          balance: { total: 52_000, cash: 50_000, bonus: 2_000, currency: 'EUR' },
        },
      },
    });

    const minted = await t.app.inject({ method: 'POST', url: '/auth/sport-token', headers: { jwt: demo } });
    const sportToken = minted.json().data.sport_token as string;
    const viaSport = await t.app.inject({ method: 'GET', url: `${base}&sport_token=${sportToken}` });
    const access = viaSport.json().auth_related_config.sportify.access_token as string;
    expect(access).toMatch(/^ey/);
    expect((await details(t.app, access)).json().user.username).toBe('demo-ie');
    const bad = await t.app.inject({ method: 'GET', url: `${base}&sport_token=${sportToken}` });
    expect(bad.json().auth_config.user).toBeNull();
    const invalid = await t.app.inject({
      method: 'GET',
      url: base.replace('website=sport', 'website=casino'),
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('v1/player/sync and /v1/player/playthrough need a login and the bookmaker', async () => {
    const demo = tokenOf(await login(t.app, 'demo-ie', DEMO_PASSWORD));
    const sync = await t.app.inject({
      method: 'GET',
      url: '/v1/player/sync?bookmaker=touchline_de',
      headers: { jwt: demo },
    });
    expect(sync.json()).toEqual({ synced: true });
    const playthrough = await t.app.inject({
      method: 'GET',
      url: '/v1/player/playthrough?bookmaker=touchline_ie',
      headers: { jwt: demo },
    });
    expect(playthrough.json()).toEqual({
      bonus: {
        id: expect.any(String),
        balance: 2_000,
        playthrough_remaining: 10_000,
        playthrough_total_required: 10_000,
      },
      total: 1,
    });
    const none = await registerUser(t.app);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/v1/player/playthrough?bookmaker=touchline_ie',
      headers: { jwt: none.token },
    });
    expect(empty.json()).toEqual({ bonus: null, total: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/player/sync?bookmaker=touchline_ie' })).statusCode,
    ).toBe(401);
    const noBookmaker = await t.app.inject({
      method: 'GET',
      url: '/v1/player/sync',
      headers: { jwt: demo },
    });
    expect(noBookmaker.statusCode).toBe(400);
  });
});
