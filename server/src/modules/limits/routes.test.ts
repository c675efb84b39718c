import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { users } from '../../db/schema';
import { depositCash, LOGIN_PARAMS, manualClock, registerUser, type TestUser } from '../auth/testing';
import { calculate, calculateBody, pickSelections, submit, submittable } from '../bets/testing';
import { checkLedger } from '../wallet';
import { exclusionEnd } from './service';

warnIfPostgresSkipped();

const HOUR = 3_600_000;

describe.each(dbKinds)('safe-gambling tools enforced by the server on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database)).toEqual([]);
    await t.close();
  });

  const limits = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/v1/player/limits', headers: { jwt: user.token } });
  const setLimits = (user: TestUser, payload: Record<string, number | null>) =>
    t.app.inject({ method: 'PUT', url: '/v1/player/limits/deposit', headers: { jwt: user.token }, payload });
  let keys = 0;
  const deposit = (user: TestUser, amount: number) => {
    keys += 1;
    return t.app.inject({
      method: 'POST',
      url: '/v1/cashier/deposit',
      headers: { jwt: user.token },
      payload: { amount, idempotency_key: `limits-${keys}` },
    });
  };
  const ledgerRows = async (user: TestUser) =>
    (await t.db.database.query('select id from ledger_entries where user_id = $1', [user.userId])).length;
  const paymentRows = async (user: TestUser) =>
    (await t.db.database.query('select id from payments where user_id = $1', [user.userId])).length;
  const login = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: user.username, password: user.password, ...LOGIN_PARAMS },
    });
  const daily = async (user: TestUser) =>
    (await limits(user)).json().deposit_limits.find((entry: { period: string }) => entry.period === 'day');

  it('a first limit and a lower one apply at once; a higher one waits 24 hours, shown as pending', async () => {
    const user = await registerUser(t.app);
    expect((await setLimits(user, { day: 10_000 })).statusCode).toBe(200);
    expect(await daily(user)).toMatchObject({ limit: 10_000, pending: null, used: 0, remaining: 10_000 });

    const lowered = await setLimits(user, { day: 5_000 });
    expect(lowered.json().deposit_limits[0]).toMatchObject({ period: 'day', limit: 5_000, pending: null });

    const raisedAt = clock.now();
    const raised = await setLimits(user, { day: 20_000 });
    expect(raised.json().deposit_limits[0]).toMatchObject({
      limit: 5_000,
      pending: { limit: 20_000, effective_at: new Date(raisedAt + 24 * HOUR).toISOString() },
    });
    clock.advance(23 * HOUR);
    expect(await daily(user)).toMatchObject({ limit: 5_000, pending: { limit: 20_000 } });
    clock.advance(HOUR);
    expect(await daily(user)).toMatchObject({ limit: 20_000, pending: null });
  });

  it('a removal waits 24 hours too, and a decrease in the meantime drops the waiting change', async () => {
    const user = await registerUser(t.app);
    await setLimits(user, { week: 50_000 });
    const removed = await setLimits(user, { week: null });
    const week = removed.json().deposit_limits[1];
    expect(week).toMatchObject({ period: 'week', limit: 50_000, pending: { limit: null } });
    await setLimits(user, { week: 40_000 });
    expect((await limits(user)).json().deposit_limits[1]).toMatchObject({ limit: 40_000, pending: null });
    await setLimits(user, { week: null });
    clock.advance(24 * HOUR);
    expect((await limits(user)).json().deposit_limits[1]).toMatchObject({ limit: null, pending: null });
  });

  it('a deposit over the remaining allowance is refused with the limit, what remains and the reset time; no money moves', async () => {
    const user = await registerUser(t.app);
    await setLimits(user, { day: 10_000 });
    const firstAt = clock.now();
    expect((await deposit(user, 6_000)).statusCode).toBe(200);
    clock.advance(HOUR);
    const ledgerBefore = await ledgerRows(user);
    const paymentsBefore = await paymentRows(user);

    const refused = await deposit(user, 5_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      deposit_limit: {
        period: 'day',
        limit: 10_000,
        remaining: 4_000,
        resets_at: new Date(firstAt + 24 * HOUR).toISOString(),
        currency: 'EUR',
      },
    });
    expect(refused.json().message).toContain('100.00 EUR');
    expect(await ledgerRows(user)).toBe(ledgerBefore);
    expect(await paymentRows(user)).toBe(paymentsBefore);
    expect(
      (await t.app.inject({ method: 'GET', url: '/player/details', headers: { jwt: user.token } })).json()
        .balance.cash,
    ).toBe(6_000);

    // The mock deposit of the sportsbook goes through the same cashier rule.
    const mock = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt: user.token },
      payload: { amount: 5_000 },
    });
    expect(mock.statusCode).toBe(409);

    expect((await deposit(user, 4_000)).statusCode).toBe(200);
    expect(await daily(user)).toMatchObject({ used: 10_000, remaining: 0 });
    // Once the first deposit leaves the rolling 24-hour window, its amount is available again.
    clock.advance(23 * HOUR);
    expect(await daily(user)).toMatchObject({ used: 4_000, remaining: 6_000 });
    expect((await deposit(user, 6_000)).statusCode).toBe(200);
  });

  it('two deposits sent at once cannot both fit into one allowance', async () => {
    const user = await registerUser(t.app);
    await setLimits(user, { day: 10_000 });
    const answers = await Promise.all([deposit(user, 6_000), deposit(user, 6_000), deposit(user, 6_000)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await daily(user)).toMatchObject({ used: 6_000, remaining: 4_000 });
  });

  it('the tightest of several limits decides', async () => {
    const user = await registerUser(t.app);
    await setLimits(user, { day: 50_000, week: 20_000, month: 100_000 });
    await depositCash(t.app, user, 15_000);
    const refused = await deposit(user, 10_000);
    expect(refused.json().deposit_limit).toMatchObject({ period: 'week', limit: 20_000, remaining: 5_000 });
  });

  it('stores the reality-check interval and refuses one not offered', async () => {
    const user = await registerUser(t.app);
    expect((await limits(user)).json().reality_check_minutes).toBeNull();
    const set = await t.app.inject({
      method: 'PUT',
      url: '/v1/player/limits/reality-check',
      headers: { jwt: user.token },
      payload: { minutes: 45 },
    });
    expect(set.json().reality_check_minutes).toBe(45);
    const odd = await t.app.inject({
      method: 'PUT',
      url: '/v1/player/limits/reality-check',
      headers: { jwt: user.token },
      payload: { minutes: 20 },
    });
    expect(odd.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/v1/player/limits/reality-check',
      headers: { jwt: user.token },
      payload: { minutes: 0 },
    });
    expect(off.json().reality_check_minutes).toBeNull();
  });

  const exclude = (user: TestUser, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/player/limits/exclusion',
      headers: { jwt: user.token },
      payload,
    });

  it('an exclusion needs the password', async () => {
    const user = await registerUser(t.app);
    const wrong = await exclude(user, { kind: 'time_out', duration: '24h', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');
    expect((await limits(user)).statusCode).toBe(200);
  });

  for (const [exclusionKind, duration, code, length] of [
    ['time_out', '24h', 'TIMED_OUT', 24 * HOUR],
    ['self_exclusion', '6m', 'SELF_EXCLUDED', 0],
  ] as const) {
    it(`a ${exclusionKind} ends the sessions, refuses login and betting for its whole length, and cannot be shortened`, async () => {
      const user = await registerUser(t.app);
      await depositCash(t.app, user, 10_000);
      const second = (await login(user)).json().data.sportify.access_token as string;
      const picks = await pickSelections(t.db.database, 1);
      const { tickets } = await calculate(t.app, user.token, calculateBody(picks, { stake: 1_000 }));
      const ticket = submittable(tickets[0]);
      const entriesBefore = await ledgerRows(user);
      const takenAt = clock.now();
      const taken = await exclude(user, { kind: exclusionKind, duration, password: user.password });
      expect(taken.statusCode).toBe(200);
      const until = new Date(taken.json().until).getTime();
      expect(until).toBe(
        length > 0 ? takenAt + length : exclusionEnd(duration as '6m', new Date(takenAt)).getTime(),
      );

      // Every session ends at once: this one and the other login.
      for (const token of [user.token, second]) {
        const details = await t.app.inject({
          method: 'GET',
          url: '/player/details',
          headers: { jwt: token },
        });
        expect(details.statusCode).toBe(401);
        // A well-formed ticket: the submit reads its session after validating its input.
        const bet = await submit(t.app, token, ticket, { key: `excluded-${token.slice(-8)}` });
        expect(bet.statusCode).toBe(401);
        expect((await limits({ ...user, token })).statusCode).toBe(401);
      }

      // No bet was placed and no money moved.
      expect(
        (await t.db.database.query('select id from bets where user_id = $1', [user.userId])).length,
      ).toBe(0);
      expect(await ledgerRows(user)).toBe(entriesBefore);

      // Login is refused with the code and the end, however often it is tried, until the end.
      const refused = await login(user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 'error', code, until: new Date(until).toISOString() });
      // A wrong password is still just a wrong password (the exclusion is not revealed without it).
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: user.username, password: 'wrong-password-1', ...LOGIN_PARAMS },
      });
      expect(wrong.statusCode).toBe(401);

      clock.advance(until - clock.now() - 1);
      expect((await login(user)).statusCode).toBe(403);
      clock.advance(1);
      const back = await login(user);
      expect(back.statusCode).toBe(200);
    });
  }

  it('an exclusion cannot be shortened by taking a shorter one', async () => {
    const user = await registerUser(t.app);
    // Two logins: the exclusion ends both, so the shorter one is tried through the service's own rule.
    const taken = await exclude(user, { kind: 'time_out', duration: '7d', password: user.password });
    expect(taken.statusCode).toBe(200);
    const userRow = async () =>
      (await t.app.ctx.database.db.select().from(users).where(eq(users.id, user.userId)))[0];
    const row = await userRow();
    if (!row) throw new Error('user missing');
    const shorter = t.app.limits.takeExclusion(
      { user: row, session: {} as never, token: user.token },
      { kind: 'time_out', duration: '24h', password: user.password },
    );
    await expect(shorter).rejects.toMatchObject({ code: 'EXCLUSION_CANNOT_SHORTEN', statusCode: 409 });
    const after = await userRow();
    expect(after?.excludedUntil?.getTime()).toBe(row.excludedUntil?.getTime());
  });
});
