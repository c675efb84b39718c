import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, LOGIN_PARAMS, manualClock, registerUser, type TestUser } from '../auth/testing';
import { calculate, calculateBody, pickSelections, submit, submittable } from '../bets/testing';
import { checkLedger, getBalances } from '../wallet';

warnIfPostgresSkipped();

const HOUR = 3_600_000;
const SECRET = 'loss-limit-secret-0123456789abcdefghijkl';

describe.each(dbKinds)('loss limits on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  let ids = 0;
  const nextId = (prefix: string) => {
    ids += 1;
    return `${prefix}-${ids}`;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock, env: { CASINO_PROVIDERS: `house:${SECRET}` } });
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database)).toEqual([]);
    await t.close();
  });

  const limits = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/v1/player/limits', headers: { jwt: user.token } })).json();
  const setLoss = (user: TestUser, payload: Record<string, number | null>) =>
    t.app.inject({ method: 'PUT', url: '/v1/player/limits/loss', headers: { jwt: user.token }, payload });
  const lossOf = async (user: TestUser, period: 'day' | 'week' | 'month') =>
    (await limits(user)).loss_limits.find((entry: { period: string }) => entry.period === period);
  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;

  const launch = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/casino/sessions',
      headers: { jwt: user.token },
      payload: { game: 'dice', mode: 'real' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const wallet = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/casino/wallet/${path}`,
      headers: { authorization: `Bearer ${SECRET}` },
      payload,
    });
  const casinoBet = (session: string, round: string, tx: string, amount: number) =>
    wallet('bet', { session, round_id: round, transaction_id: tx, amount });
  const casinoWin = (session: string, round: string, amount: number) =>
    wallet('win', { session, round_id: round, transaction_id: nextId('win'), amount, round_end: true });

  /** A priced single on a fresh selection, ready to submit. */
  const single = async (user: TestUser, stake: number) => {
    const [pick] = await pickSelections(t.db.database, 1);
    if (!pick) throw new Error('no selection left');
    const { tickets } = await calculate(t.app, user.token, calculateBody([pick], { stake }));
    return submittable(tickets[0]);
  };
  const bets = async (user: TestUser) =>
    (await t.db.database.query('select id from bets where user_id = $1', [user.userId])).length;

  it('a first or lower loss limit applies at once; a raise or removal waits 24 hours, shown as pending', async () => {
    const user = await registerUser(t.app);
    expect((await setLoss(user, { day: 5_000 })).statusCode).toBe(200);
    expect(await lossOf(user, 'day')).toMatchObject({
      limit: 5_000,
      pending: null,
      used: 0,
      remaining: 5_000,
    });
    expect((await limits(user)).deposit_limits[0]).toMatchObject({ limit: null });

    await setLoss(user, { day: 3_000 });
    expect(await lossOf(user, 'day')).toMatchObject({ limit: 3_000, pending: null });

    const raisedAt = clock.now();
    const raised = (await setLoss(user, { day: 9_000, week: 20_000 })).json();
    expect(raised.loss_limits[0]).toMatchObject({
      limit: 3_000,
      pending: { limit: 9_000, effective_at: new Date(raisedAt + 24 * HOUR).toISOString() },
    });
    expect(raised.loss_limits[1]).toMatchObject({ period: 'week', limit: 20_000, pending: null });
    await setLoss(user, { week: null });
    expect(await lossOf(user, 'week')).toMatchObject({ limit: 20_000, pending: { limit: null } });

    // Each change is written to the bettor's inbox, as a change of deposit limits is.
    const inbox = await t.app.inject({ method: 'GET', url: '/v1/inbox', headers: { jwt: user.token } });
    const changes = inbox
      .json()
      .messages.filter((message: { kind: string }) => message.kind === 'loss_limit');
    expect(changes).toHaveLength(4);
    expect(changes[0].params).toMatchObject({ currency: 'EUR', changes: [{ period: 'week', limit: null }] });

    clock.advance(24 * HOUR);
    expect(await lossOf(user, 'day')).toMatchObject({ limit: 9_000, pending: null });
    expect(await lossOf(user, 'week')).toMatchObject({ limit: null, pending: null, remaining: null });
  });

  it('refuses a sportsbook stake past the daily net loss, naming the limit and what remains; no money moves', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 20_000);
    await setLoss(user, { day: 5_000 });
    const placedAt = clock.now();
    const first = await submit(t.app, user.token, await single(user, 3_000));
    expect(first.json().status, first.body).toBe('PROCESSED');
    clock.advance(HOUR);

    const refused = await submit(t.app, user.token, await single(user, 2_500));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'LOSS_LIMIT_EXCEEDED',
      meta: { error: { loss_limit: '50.00 EUR', remaining: '20.00 EUR' } },
    });
    expect(refused.json().message).toContain(new Date(placedAt + 24 * HOUR).toISOString());
    expect(await bets(user)).toBe(1);
    expect(await cash(user)).toBe(17_000);
    expect(await lossOf(user, 'day')).toMatchObject({
      used: 3_000,
      remaining: 2_000,
      resets_at: new Date(placedAt + 24 * HOUR).toISOString(),
    });

    // What remains may still be staked; once the first stake leaves the rolling window, its room is back.
    expect((await submit(t.app, user.token, await single(user, 2_000))).json().status).toBe('PROCESSED');
    expect((await submit(t.app, user.token, await single(user, 10))).json().status).toBe(
      'LOSS_LIMIT_EXCEEDED',
    );
    clock.advance(23 * HOUR);
    expect(await lossOf(user, 'day')).toMatchObject({ used: 2_000, remaining: 3_000 });
    expect((await submit(t.app, user.token, await single(user, 3_000))).json().status).toBe('PROCESSED');
  });

  it('refuses a casino stake past the limit, stores the refusal for a repeat, and a win gives allowance back', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 20_000);
    await setLoss(user, { week: 4_000 });
    const session = await launch(user);
    const round = nextId('round');
    expect((await casinoBet(session, round, nextId('bet'), 3_000)).statusCode).toBe(200);

    const tx = nextId('bet');
    const refused = await casinoBet(session, nextId('round'), tx, 1_500);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LOSS_LIMIT_EXCEEDED',
      loss_limit: { period: 'week', limit: 4_000, remaining: 1_000, currency: 'EUR' },
    });
    expect((await casinoBet(session, nextId('round'), tx, 1_500)).json()).toEqual(refused.json());
    expect(await cash(user)).toBe(17_000);

    // A win of 2,500 on the staked round leaves a net loss of 500: 3,500 may be staked again.
    expect((await casinoWin(session, round, 2_500)).statusCode).toBe(200);
    expect(await lossOf(user, 'week')).toMatchObject({ used: 500, remaining: 3_500 });
    expect((await casinoBet(session, nextId('round'), nextId('bet'), 1_500)).statusCode).toBe(200);

    // Winnings give allowance back up to the whole limit, never more.
    const big = nextId('round');
    await casinoBet(session, big, nextId('bet'), 1_000);
    await casinoWin(session, big, 20_000);
    expect(await lossOf(user, 'week')).toMatchObject({ used: 0, remaining: 4_000 });
    expect((await casinoBet(session, nextId('round'), nextId('bet'), 4_001)).json().code).toBe(
      'LOSS_LIMIT_EXCEEDED',
    );
  });

  it('casino and sportsbook stakes count against one limit, and a rollback returns allowance', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 20_000);
    await setLoss(user, { month: 3_000 });
    const session = await launch(user);
    const tx = nextId('bet');
    expect((await casinoBet(session, nextId('round'), tx, 2_000)).statusCode).toBe(200);
    expect((await submit(t.app, user.token, await single(user, 1_500))).json().status).toBe(
      'LOSS_LIMIT_EXCEEDED',
    );
    expect((await wallet('rollback', { session, transaction_id: tx })).statusCode).toBe(200);
    expect((await submit(t.app, user.token, await single(user, 1_500))).json().status).toBe('PROCESSED');
    expect((await casinoBet(session, nextId('round'), nextId('bet'), 1_600)).json().code).toBe(
      'LOSS_LIMIT_EXCEEDED',
    );
    expect(await lossOf(user, 'month')).toMatchObject({ used: 1_500, remaining: 1_500 });
  });

  it('concurrent casino stakes cannot both fit one allowance', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 20_000);
    await setLoss(user, { day: 1_000 });
    const session = await launch(user);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => casinoBet(session, nextId('round'), nextId('bet'), 400)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(await cash(user)).toBe(19_200);
  });

  it('a raised limit binds at its old amount until the cooling-off has passed', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 20_000);
    await setLoss(user, { day: 1_000 });
    const session = await launch(user);
    await setLoss(user, { day: 5_000 });
    expect((await casinoBet(session, nextId('round'), nextId('bet'), 2_000)).json().code).toBe(
      'LOSS_LIMIT_EXCEEDED',
    );
    clock.advance(24 * HOUR);
    const fresh = await launch(user);
    expect((await casinoBet(fresh, nextId('round'), nextId('bet'), 2_000)).statusCode).toBe(200);
  });

  it('logout ends the casino sessions that login launched: they take no new bet', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 5_000);
    const session = await launch(user);
    const round = nextId('round');
    expect((await casinoBet(session, round, nextId('bet'), 500)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { jwt: user.token },
      payload: { username: user.username, ...LOGIN_PARAMS },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    const refused = await casinoBet(session, nextId('round'), nextId('bet'), 500);
    expect(refused.json().code).toBe('CASINO_SESSION_EXPIRED');
    // The round already staked still pays out.
    expect((await casinoWin(session, round, 800)).statusCode).toBe(200);
    expect(await cash(user)).toBe(5_300);
  });
});
