import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { DEMO_PASSWORD } from '../../demo/accounts';
import { LOGIN_PARAMS, registerUser } from '../auth/testing';
import { DEMO_BOOST_TOKENS, DEMO_FREE_BETS, grantBoostToken, grantFreeBet, seedDemoRewards } from './service';

warnIfPostgresSkipped();

describe.each(dbKinds)('Betslip rewards calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const now = () => new Date(t.app.ctx.clock.now());
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { jwt: token } : {} });

  it('GET api/content/freebets/active lists usable free bets in minor units with conditions.min_odds', async () => {
    const user = await registerUser(t.app);
    const db = t.app.ctx.database.db;
    const id = await grantFreeBet(db, {
      userId: user.userId,
      name: 'Five',
      amount: 500,
      minOdds: 1.8,
      now: now(),
    });
    await grantFreeBet(db, {
      userId: user.userId,
      name: 'Expired',
      amount: 700,
      expiresAt: new Date(now().getTime() - 1_000),
      now: now(),
    });
    const active = await get('/api/content/freebets/active?bookmaker=touchline_ie&active=true', user.token);
    expect(active.statusCode).toBe(200);
    expect(active.json().data).toEqual([
      {
        id,
        name: 'Five',
        amount: 500,
        amount_remaining: 500,
        conditions: { min_odds: 1.8 },
        expires_at: null,
      },
    ]);
    const all = await get('/api/content/freebets/active?bookmaker=touchline_ie&active=false', user.token);
    expect(all.json().data).toHaveLength(2);
  });

  it('GET v1/boost-tokens/active lists boost tokens and their total', async () => {
    const user = await registerUser(t.app);
    const id = await grantBoostToken(t.app.ctx.database.db, {
      userId: user.userId,
      name: '25% boost',
      percentage: 25,
      maxWinnings: 1_000,
      now: now(),
    });
    const res = await get('/v1/boost-tokens/active?bookmaker=touchline_ie&active=true', user.token);
    expect(res.json()).toEqual({
      boost_tokens: [
        { id, template: { name: '25% boost', percentage: 25, max_winnings: 1_000 }, expires_at: null },
      ],
      total: 1,
    });
  });

  it('a grant key grants once', async () => {
    const user = await registerUser(t.app);
    const db = t.app.ctx.database.db;
    const grant = { userId: user.userId, name: 'Once', amount: 100, grantKey: 'promo-1', now: now() };
    expect(await grantFreeBet(db, grant)).not.toBeNull();
    expect(await grantFreeBet(db, grant)).toBeNull();
  });

  it('demo accounts get their free bets and boost tokens at start-up, once', async () => {
    expect(await seedDemoRewards(t.app.ctx)).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'demo-ie', password: DEMO_PASSWORD, rememberMe: 0, ...LOGIN_PARAMS },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.sportify.access_token as string;
    const freeBets = await get('/api/content/freebets/active?bookmaker=touchline_ie&active=true', token);
    const amounts = freeBets.json().data.map((f: { amount: number }) => f.amount);
    expect(amounts.sort((a: number, b: number) => a - b)).toEqual(
      DEMO_FREE_BETS.map((f) => f.amount).sort((a, b) => a - b),
    );
    const tokens = await get('/v1/boost-tokens/active?bookmaker=touchline_ie&active=true', token);
    expect(tokens.json().total).toBe(DEMO_BOOST_TOKENS.length);
  });

  it('guests get 401; a bad query is 400', async () => {
    expect((await get('/api/content/freebets/active?bookmaker=touchline_ie&active=true')).statusCode).toBe(
      401,
    );
    expect((await get('/v1/boost-tokens/active?bookmaker=touchline_ie&active=true')).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const bad = await get('/v1/boost-tokens/active?bookmaker=touchline_ie&active=perhaps', user.token);
    expect(bad.statusCode).toBe(400);
  });
});
