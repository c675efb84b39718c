import { verify } from '@touchline/casino';
import type { StudioRound } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, manualClock, registerUser, type TestUser } from '../auth/testing';
import { checkLedger, getBalances } from '../wallet';
import { DEMO_SESSIONS_PER_MINUTE } from './routes';
import { finishedRound } from './testing';

warnIfPostgresSkipped();

describe.each(dbKinds)('game studio on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock, demo: false, env: { STUDIO_ROULETTE: 'off' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;
  const launch = async (user: TestUser, game: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/casino/sessions',
      headers: { jwt: user.token },
      payload: { game, mode: 'real' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const funded = async (amount: number, game = 'dice') => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, amount);
    return { user, token: await launch(user, game) };
  };
  const post = (url: string, token: string | null, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: token ? { 'x-casino-session': token } : {},
      payload,
    });
  const demo = async (game: string, currency?: string) => {
    const res = await post('/v1/studio/demo-sessions', null, { game, ...(currency ? { currency } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const rotate = async (token: string) => {
    const res = await post('/v1/studio/seeds', token, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const history = async (user: TestUser, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/casino/history${query}`,
      headers: { jwt: user.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rounds: StudioRound[]; next: string | null };
  };

  describe('lobby', () => {
    it('lists every game with category counts, providers, settings and the games origin', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/casino/lobby' });
      expect(res.statusCode, res.body).toBe(200);
      const lobby = res.json();
      expect(lobby.games.map((game: { slug: string }) => game.slug).sort()).toEqual([
        'dice',
        'lucky-wheel',
        'mines',
        'roulette',
      ]);
      expect(lobby.gameCategories).toEqual([
        { slug: 'all', name: 'All games', count: 4 },
        { slug: 'originals', name: 'Originals', count: 4 },
        { slug: 'table', name: 'Table games', count: 1 },
        { slug: 'instant', name: 'Instant games', count: 3 },
        { slug: 'live-casino', name: 'Live casino', count: 1 },
      ]);
      expect(lobby.providers).toEqual([{ id: 'touchline-originals', name: 'Touchline Originals' }]);
      expect(lobby.settings).toEqual({ min_stake: 10, max_stake: 50_000, currency: 'EUR' });
      expect(lobby.dynamicConfig.games_origin).toBe('http://localhost:8082');
      expect(lobby.games.find((game: { slug: string }) => game.slug === 'roulette')).toMatchObject({
        rtp: '97.30',
        live: true,
        image: '/casino/roulette.svg',
      });
    });

    it('filters by category, searches names in the asked language and filters by provider', async () => {
      const table = await t.app.inject({ method: 'GET', url: '/v1/casino/lobby?category=table' });
      expect(table.json().games.map((game: { slug: string }) => game.slug)).toEqual(['roulette']);
      expect(table.json().currentCategory).toBe('table');

      const german = await t.app.inject({ method: 'GET', url: '/v1/casino/lobby?q=glucksrad&lang=de' });
      expect(german.json().games.map((game: { name: string }) => game.name)).toEqual(['Glücksrad']);
      expect(german.json().translations.search).toBe('Spiele suchen');
      expect(german.json().gameCategories[0]).toEqual({ slug: 'all', name: 'Alle Spiele', count: 1 });

      const greek = await t.app.inject({
        method: 'GET',
        url: `/v1/casino/lobby?q=${encodeURIComponent('ζάρια')}&lang=el`,
      });
      expect(greek.json().games.map((game: { slug: string }) => game.slug)).toEqual(['dice']);

      const other = await t.app.inject({ method: 'GET', url: '/v1/casino/lobby?provider=someone-else' });
      expect(other.json().games).toEqual([]);
      expect(other.json().selectedProviders).toEqual(['someone-else']);
      const ours = await t.app.inject({
        method: 'GET',
        url: '/v1/casino/lobby?provider=touchline-originals',
      });
      expect(ours.json().games).toHaveLength(4);
    });

    it('refuses an unknown category', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/casino/lobby?category=slots' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('demo sessions', () => {
    it('opens with play money in the asked currency and its first seeds', async () => {
      const token = await demo('dice', 'GBP');
      const res = await post('/v1/studio/session', token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        game: 'dice',
        mode: 'demo',
        token,
        balance: { cash: 100_000, currency: 'GBP' },
        rtp: '99.00',
        fairness: { nonce: 0 },
      });
      expect(res.json().fairness.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('plays a demo round with play money only: no wallet, no ledger', async () => {
      const user = await registerUser(t.app);
      await depositCash(t.app, user, 5_000);
      const token = await demo('dice');
      const res = await post('/v1/studio/dice', token, {
        stake: 1_000,
        bet: { direction: 'under', target: 5_000 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json();
      expect(round.mode).toBe('demo');
      expect(balance.cash).toBe(100_000 - 1_000 + round.payout);
      expect(await cash(user)).toBe(5_000);
      const rounds = await t.app.ctx.database.query<{ n: number }>(
        "select count(*)::int as n from casino_rounds where provider = 'touchline-studio'",
      );
      expect(rounds[0]?.n).toBe(0);
    });

    it('refuses a demo stake over the play money, and one for another game', async () => {
      const token = await demo('lucky-wheel');
      for (let i = 0; i < 2; i++) {
        const spent = await post('/v1/studio/lucky-wheel', token, { stake: 50_000 });
        expect(spent.statusCode, spent.body).toBe(200);
      }
      const balance = (await post('/v1/studio/session', token)).json().balance.cash as number;
      if (balance < 50_000) {
        const refused = await post('/v1/studio/lucky-wheel', token, { stake: 50_000 });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('BALANCE_INSUFFICIENT');
      }
      const wrong = await post('/v1/studio/dice', token, {
        stake: 100,
        bet: { direction: 'over', target: 5_000 },
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().code).toBe('CASINO_WRONG_GAME');
    });

    it('holds one address to a rate of demo sessions', async () => {
      const open = () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/studio/demo-sessions',
          remoteAddress: '10.77.0.1',
          payload: { game: 'mines' },
        });
      for (let i = 0; i < DEMO_SESSIONS_PER_MINUTE; i++) expect((await open()).statusCode).toBe(200);
      const refused = await open();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses an expired demo session and an unknown token', async () => {
      const token = await demo('dice');
      clock.advance(7 * 60 * 60_000);
      const expired = await post('/v1/studio/session', token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('CASINO_SESSION_EXPIRED');
      const unknown = await post('/v1/studio/session', 'x'.repeat(43));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().code).toBe('CASINO_SESSION_NOT_FOUND');
      const missing = await post('/v1/studio/session', null);
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('real money', () => {
    it('plays through the wallet in process while its HTTP calls stay closed without CASINO_PROVIDERS', async () => {
      const { token } = await funded(3_000);
      const closed = await t.app.inject({
        method: 'POST',
        url: '/v1/casino/wallet/balance',
        headers: { authorization: 'Bearer anything-at-all-0123456789abcdefghij' },
        payload: { session: token },
      });
      expect(closed.statusCode).toBe(404);
      const played = await post('/v1/studio/dice', token, {
        stake: 100,
        bet: { direction: 'over', target: 5_000 },
      });
      expect(played.statusCode, played.body).toBe(200);
    });

    it('answers the session with the wallet balance', async () => {
      const { token } = await funded(3_000);
      const res = await post('/v1/studio/session', token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        game: 'dice',
        mode: 'real',
        balance: { cash: 3_000, currency: 'EUR' },
      });
    });

    it('settles dice and wheel rounds at once with exactly what the engine computes', async () => {
      for (const game of ['dice', 'lucky-wheel'] as const) {
        const { user, token } = await funded(20_000, game);
        let expected = 20_000;
        const played: StudioRound[] = [];
        for (let i = 0; i < 6; i++) {
          const res =
            game === 'dice'
              ? await post('/v1/studio/dice', token, {
                  stake: 500,
                  bet: { direction: i % 2 ? 'over' : 'under', target: 3_000 + i * 700 },
                })
              : await post('/v1/studio/lucky-wheel', token, { stake: 500 });
          expect(res.statusCode, res.body).toBe(200);
          const { round, balance, fairness } = res.json();
          expect(round).toMatchObject({ mode: 'real', nonce: i, server_seed: null });
          expect(round.status).toBe(round.payout > 0 ? 'won' : 'lost');
          expect(fairness.nonce).toBe(i + 1);
          expected += round.payout - 500;
          expect(balance.cash).toBe(expected);
          played.push(round);
        }
        expect(await cash(user)).toBe(expected);
        const { walletId } = await getBalances(t.app.ctx.database.db, user.userId);
        expect(await checkLedger(t.app.ctx.database, walletId)).toEqual([]);

        const { revealed } = await rotate(token);
        expect(revealed.rounds).toBe(6);
        const { rounds } = await history(user);
        expect(rounds).toHaveLength(6);
        for (const round of rounds) {
          expect(round.server_seed).toBe(revealed.server_seed);
          const check = verify(finishedRound(round));
          expect(check.verified).toBe(true);
        }
        expect(rounds.map((round) => round.round_id)).toEqual(
          played.map((round) => round.round_id).reverse(),
        );
      }
    });

    it('refuses a stake over the balance: no money moves and no round stays', async () => {
      const { user, token } = await funded(1_000);
      const res = await post('/v1/studio/dice', token, {
        stake: 1_001,
        bet: { direction: 'under', target: 5_000 },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('BALANCE_INSUFFICIENT');
      expect(await cash(user)).toBe(1_000);
      expect((await history(user)).rounds).toEqual([]);
      // The refused round gave its nonce back.
      expect((await post('/v1/studio/session', token)).json().fairness.nonce).toBe(0);
    });

    it('refuses a self-excluded bettor and one on a time-out with their codes', async () => {
      for (const exclusion of [
        { kind: 'self_exclusion', duration: '6m' },
        { kind: 'time_out', duration: '24h' },
      ]) {
        const { user, token } = await funded(2_000, 'lucky-wheel');
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/player/limits/exclusion',
          headers: { jwt: user.token },
          payload: { ...exclusion, password: user.password },
        });
        expect(res.statusCode, res.body).toBe(200);
        const refused = await post('/v1/studio/lucky-wheel', token, { stake: 100 });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe(exclusion.kind === 'time_out' ? 'TIMED_OUT' : 'SELF_EXCLUDED');
        expect(await cash(user)).toBe(2_000);
        // The exclusion ended the login too: the studio's own rows show no round was left.
        const left = await t.app.ctx.database.query<{ n: number }>(
          'select count(*)::int as n from studio_rounds where user_id = $1',
          [user.userId],
        );
        expect(left[0]?.n).toBe(0);
      }
    });

    it('refuses an expired session, a stake out of range and a session of another game', async () => {
      const { token } = await funded(5_000);
      const small = await post('/v1/studio/dice', token, {
        stake: 5,
        bet: { direction: 'under', target: 5_000 },
      });
      expect(small.statusCode).toBe(400);
      expect(small.json().code).toBe('STAKE_OUT_OF_RANGE');
      const wrong = await post('/v1/studio/lucky-wheel', token, { stake: 100 });
      expect(wrong.json().code).toBe('CASINO_WRONG_GAME');
      clock.advance(31 * 60_000);
      const expired = await post('/v1/studio/dice', token, {
        stake: 100,
        bet: { direction: 'under', target: 5_000 },
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('CASINO_SESSION_EXPIRED');
    });

    it('pages the history newest first and requires a login', async () => {
      const { user, token } = await funded(10_000, 'lucky-wheel');
      for (let i = 0; i < 5; i++)
        expect((await post('/v1/studio/lucky-wheel', token, { stake: 100 })).statusCode).toBe(200);
      const first = await history(user, '?limit=2');
      expect(first.rounds).toHaveLength(2);
      expect(first.next).toBe(first.rounds[1]?.round_id);
      const second = await history(user, `?limit=2&before=${first.next}`);
      const third = await history(user, `?limit=2&before=${second.next}`);
      expect(third.rounds).toHaveLength(1);
      expect(third.next).toBeNull();
      expect([...first.rounds, ...second.rounds, ...third.rounds].map((round) => round.nonce)).toEqual([
        4, 3, 2, 1, 0,
      ]);
      const session = await t.app.inject({
        method: 'GET',
        url: '/v1/studio/rounds?limit=10',
        headers: { 'x-casino-session': token },
      });
      expect(session.json().rounds).toHaveLength(5);
      expect((await t.app.inject({ method: 'GET', url: '/v1/casino/history' })).statusCode).toBe(401);
    });

    it('rotation takes the chosen client seed and starts the nonce again', async () => {
      const { token } = await funded(5_000, 'lucky-wheel');
      await post('/v1/studio/lucky-wheel', token, { stake: 100 });
      const before = (await post('/v1/studio/session', token)).json().fairness;
      const res = await post('/v1/studio/seeds', token, { client_seed: 'my lucky seed' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().revealed).toMatchObject({ server_seed_hash: before.server_seed_hash, rounds: 1 });
      expect(res.json().fairness).toMatchObject({ client_seed: 'my lucky seed', nonce: 0 });
      expect(res.json().fairness.server_seed_hash).not.toBe(before.server_seed_hash);
    });
  });
});
