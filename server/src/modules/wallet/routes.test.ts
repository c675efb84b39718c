import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { checkLedger, getBalances } from './service';

warnIfPostgresSkipped();

describe.each(dbKinds)('deposit and the demo cashier on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database)).toEqual([]);
    await t.close();
  });

  const cashier = (user: TestUser, direction: 'deposit' | 'withdraw', payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/v1/cashier/${direction}`, headers: { jwt: user.token }, payload });
  const balance = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;
  const ledgerRows = (user: TestUser) =>
    t.db.database.query<{ kind: string; amount: string }>(
      'select kind, amount from ledger_entries where user_id = $1 order by id',
      [user.userId],
    );
  let keys = 0;
  const key = () => {
    keys += 1;
    return `key-${Date.now()}-${keys}`;
  };

  it('deposit and withdraw move the ledger and the balance', async () => {
    const user = await registerUser(t.app);
    const deposited = await cashier(user, 'deposit', {
      amount: 12_345,
      method: 'demo_card',
      idempotency_key: key(),
    });
    expect(deposited.statusCode).toBe(200);
    expect(deposited.json()).toMatchObject({
      status: 'success',
      code: null,
      replayed: false,
      payment: { direction: 'deposit', status: 'completed', amount: 12_345, currency: 'EUR' },
      balance: { cash: 12_345, total: 12_345 },
    });
    expect(deposited.json().payment.provider_reference).toMatch(/^DEMO-D-/);

    const withdrawn = await cashier(user, 'withdraw', { amount: 2_345, idempotency_key: key() });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().balance.cash).toBe(10_000);
    expect(await balance(user)).toBe(10_000);
    expect(await ledgerRows(user)).toEqual([
      { kind: 'deposit', amount: expect.anything() },
      { kind: 'withdrawal', amount: expect.anything() },
    ]);
    expect((await ledgerRows(user)).map((row) => Number(row.amount))).toEqual([12_345, -2_345]);

    const history = await t.app.inject({
      method: 'GET',
      url: '/v1/cashier/transactions?page=1&per_page=1',
      headers: { jwt: user.token },
    });
    expect(history.json()).toMatchObject({
      page: 1,
      per_page: 1,
      total: 2,
      data: [
        {
          kind: 'withdrawal',
          balance_kind: 'cash',
          amount: -2_345,
          balance_after: 10_000,
          reference_type: 'payment',
        },
      ],
    });
  });

  it('a withdrawal over the cash balance is refused with a reason, recorded, and moves nothing', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 1_000);
    const res = await cashier(user, 'withdraw', { amount: 1_001, idempotency_key: key() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'BALANCE_INSUFFICIENT',
      payment: { status: 'refused', failure_code: 'BALANCE_INSUFFICIENT' },
      balance: { cash: 1_000 },
    });
    expect(res.json().message).toMatch(/exceeds the withdrawable cash balance of 10\.00/);
    expect(await balance(user)).toBe(1_000);
  });

  it('bonus money cannot be withdrawn', async () => {
    const demo = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: {
        username: 'demo-ie',
        password: 'touchline-demo',
        website: 'sport',
        device: 'desktop',
        app: 0,
      },
    });
    const token = demo.json().data.sportify.access_token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/cashier/withdraw',
      headers: { jwt: token },
      payload: { amount: 50_001, idempotency_key: key() },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().balance).toMatchObject({ cash: 50_000, bonus: 2_000 });
  });

  it('a declined demo card is recorded as declined and moves nothing', async () => {
    const user = await registerUser(t.app);
    const res = await cashier(user, 'deposit', {
      amount: 5_000,
      card: '4000000000000002',
      idempotency_key: key(),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'CARD_DECLINED',
      payment: { status: 'declined' },
      balance: { cash: 0 },
    });
    expect(await ledgerRows(user)).toEqual([]);

    const payments = await t.app.inject({
      method: 'GET',
      url: '/v1/cashier/payments?page=1&per_page=5',
      headers: { jwt: user.token },
    });
    expect(payments.statusCode).toBe(200);
    expect(payments.json()).toMatchObject({
      total: 1,
      data: [{ direction: 'deposit', status: 'declined', failure_code: 'CARD_DECLINED', amount: 5_000 }],
    });
  });

  it('enforces the limits: 5.00 minimum, 5,000.00 maximum per deposit', async () => {
    const user = await registerUser(t.app);
    const low = await cashier(user, 'deposit', { amount: 499, idempotency_key: key() });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM',
      message: 'amount: the minimum deposit is 5.00',
    });
    const high = await cashier(user, 'deposit', { amount: 500_001, idempotency_key: key() });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toBe('amount: the maximum deposit is 5000.00');
    expect((await cashier(user, 'deposit', { amount: 500_000, idempotency_key: key() })).statusCode).toBe(
      200,
    );
    const smallWithdrawal = await cashier(user, 'withdraw', { amount: 100, idempotency_key: key() });
    expect(smallWithdrawal.statusCode).toBe(400);
  });

  it('bad input is 400 with a reason, never 500', async () => {
    const user = await registerUser(t.app);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount: 'ten', idempotency_key: key() }, /amount/],
      [{ amount: -500, idempotency_key: key() }, /amount/],
      [{ amount: 10.5, idempotency_key: key() }, /amount/],
      [{ amount: 1_000 }, /idempotency_key: required/],
      [{ amount: 1_000, idempotency_key: 'short' }, /idempotency key/],
      [{ amount: 1_000, idempotency_key: key(), method: 'paypal' }, /method/],
      [{ amount: 1_000, idempotency_key: key(), card: '4242' }, /card/],
    ];
    for (const [payload, reason] of cases) {
      const res = await cashier(user, 'deposit', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(reason);
    }
    const query = await t.app.inject({
      method: 'GET',
      url: '/v1/cashier/transactions?per_page=1000',
      headers: { jwt: user.token },
    });
    expect(query.statusCode).toBe(400);
  });

  it('cashier calls need a login', async () => {
    for (const url of ['/v1/cashier/deposit', '/v1/cashier/withdraw', '/api/transactions/deposit']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { amount: 1_000, idempotency_key: key() },
      });
      expect(res.statusCode, url).toBe(401);
    }
    for (const url of ['/v1/cashier/transactions', '/v1/cashier/payments']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('an idempotent deposit retried 10 times at once with one key is one deposit', async () => {
    const user = await registerUser(t.app);
    const once = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cashier(user, 'deposit', { amount: 2_500, idempotency_key: once })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((res) => res.json().payment.id)).size).toBe(1);
    expect(answers.filter((res) => res.json().replayed === false)).toHaveLength(1);
    expect(await balance(user)).toBe(2_500);
    expect(await ledgerRows(user)).toHaveLength(1);
    const conflict = await cashier(user, 'deposit', { amount: 2_600, idempotency_key: once });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('the Idempotency-Key header works like the body field', async () => {
    const user = await registerUser(t.app);
    const headers = { jwt: user.token, 'idempotency-key': key() };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/cashier/deposit',
        headers,
        payload: { amount: 700 },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await balance(user)).toBe(700);
  });

  it('50 parallel withdrawals of 10.00 against 100.00 cash: exactly 10 succeed, balance 0, ledger sums', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cashier(user, 'withdraw', { amount: 1_000, idempotency_key: key() })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    expect(await balance(user)).toBe(0);
    const { walletId } = await getBalances(t.app.ctx.database.db, user.userId);
    expect(await checkLedger(t.db.database, walletId)).toEqual([]);
    const rows = await ledgerRows(user);
    expect(rows.filter((row) => row.kind === 'withdrawal')).toHaveLength(10);
  });

  it('POST /api/transactions/deposit (the mock modal) really deposits', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt: user.token },
      payload: { amount: 1_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      balance: {
        total: 1_000,
        cash: 1_000,
        bonus: 0,
        currency: 'EUR',
        // The casino stakes cash: its balance is the cash.
        casino_balance: 1_000,
        casino_cash: 1_000,
        casino_bonus: 0,
      },
    });
    expect(await ledgerRows(user)).toHaveLength(1);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt: user.token },
      payload: { amount: 600_000 },
    });
    expect(tooMuch.statusCode).toBe(400);
    const notNumber = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { jwt: user.token },
      payload: { amount: '10.00' },
    });
    expect(notNumber.statusCode).toBe(400);
  });
});
