import { examples } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { manualClock, registerUser, type TestUser } from '../auth/testing';
import { demoProvider } from './provider';
import { checkLedger, getBalances } from './service';

warnIfPostgresSkipped();

const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const token = (displayName = 'Visa 4242') => ({
  ...examples.applePayToken,
  paymentMethod: { ...examples.applePayToken.paymentMethod, displayName },
});

describe('the demo provider takes Apple Pay behind the same interface as cards', () => {
  const request = { paymentId: 9, direction: 'deposit', amount: 1_000, currency: 'EUR' } as const;
  it('approves a token, declines the 0002 card in the wallet and a token not made for its transaction', () => {
    expect(demoProvider.authorize({ ...request, method: 'apple_pay', applePayToken: token() })).toEqual({
      approved: true,
      reference: 'DEMO-AP-9',
    });
    expect(
      demoProvider.authorize({ ...request, method: 'apple_pay', applePayToken: token('Visa 0002') }),
    ).toMatchObject({ approved: false, code: 'CARD_DECLINED' });
    const foreign = {
      ...token(),
      paymentData: {
        ...examples.applePayToken.paymentData,
        header: { ...examples.applePayToken.paymentData.header, transactionId: 'ffff' },
      },
    };
    expect(demoProvider.authorize({ ...request, method: 'apple_pay', applePayToken: foreign })).toMatchObject(
      {
        approved: false,
        code: 'APPLE_PAY_TOKEN_INVALID',
      },
    );
  });

  it('makes the same merchant session for the same request, expiring after five minutes', () => {
    const ask = { validationUrl: VALIDATION_URL, domain: 'Sport.DE.touchline.example', now: new Date(1_000) };
    const session = demoProvider.merchantSession(ask);
    expect(demoProvider.merchantSession(ask)).toEqual(session);
    expect(session).toMatchObject({
      epochTimestamp: 1_000,
      expiresAt: 301_000,
      domainName: 'sport.de.touchline.example',
      merchantIdentifier: 'merchant.example.touchline.demo',
    });
    expect(session.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/);
    expect(demoProvider.merchantSession({ ...ask, now: new Date(2_000) }).signature).not.toBe(
      session.signature,
    );
  });
});

describe.each(dbKinds)('Apple Pay deposits on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database)).toEqual([]);
    await t.close();
  });

  let keys = 0;
  const key = () => {
    keys += 1;
    return `apple-pay-${keys}-${kind}`;
  };
  const session = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/cashier/apple-pay/merchant-session',
      headers: user ? { jwt: user.token } : {},
      payload,
    });
  const pay = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/cashier/apple-pay/deposit',
      headers: user ? { jwt: user.token } : {},
      payload,
    });
  const body = (overrides: Record<string, unknown> = {}) => ({
    amount: 2_500,
    currency: 'EUR',
    idempotency_key: key(),
    token: token(),
    ...overrides,
  });
  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).cash;
  const rows = async (table: 'ledger_entries' | 'payments', user: TestUser) =>
    t.db.database.query<Record<string, unknown>>(`select * from ${table} where user_id = $1 order by id`, [
      user.userId,
    ]);

  it('a merchant session needs a login and an https validation URL on apple.com', async () => {
    const payload = { validation_url: VALIDATION_URL, domain: 'sport.ie.touchline.example' };
    expect((await session(null, payload)).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const answer = await session(user, payload);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().merchant_session).toMatchObject({
      domainName: 'sport.ie.touchline.example',
      epochTimestamp: clock.now(),
      displayName: 'Touchline',
    });
    const elsewhere = await session(user, { ...payload, validation_url: 'https://pay.example.com/session' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toMatch(/validation_url/);
  });

  it('an authorised token deposits into cash with a ledger entry, and needs a login', async () => {
    expect((await pay(null, body())).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const answer = await pay(user, body());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'success',
      replayed: false,
      payment: { direction: 'deposit', method: 'apple_pay', status: 'completed', amount: 2_500 },
      balance: { cash: 2_500, currency: 'EUR' },
    });
    expect(answer.json().payment.provider_reference).toMatch(/^DEMO-AP-/);
    expect(await cash(user)).toBe(2_500);
    const ledger = await rows('ledger_entries', user);
    expect(ledger.map((row) => [row.kind, Number(row.amount), row.reference_type])).toEqual([
      ['deposit', 2_500, 'payment'],
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: '/v1/cashier/payments',
      headers: { jwt: user.token },
    });
    expect(history.json().data[0]).toMatchObject({ method: 'apple_pay', status: 'completed' });
  });

  it('is idempotent by its key: the same payment retried, at once or later, moves the money once', async () => {
    const user = await registerUser(t.app);
    const payload = body({ amount: 1_000 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(user, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().replayed === false)).toHaveLength(1);
    const again = await pay(user, payload);
    expect(again.json()).toMatchObject({ replayed: true, balance: { cash: 1_000 } });
    expect(await cash(user)).toBe(1_000);
    expect(await rows('payments', user)).toHaveLength(1);
    // The key of this payment cannot be reused for another amount, nor for a card deposit.
    expect((await pay(user, { ...payload, amount: 2_000 })).statusCode).toBe(409);
    const card = await t.app.inject({
      method: 'POST',
      url: '/v1/cashier/deposit',
      headers: { jwt: user.token },
      payload: { amount: 1_000, idempotency_key: payload.idempotency_key },
    });
    expect(card.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('a declined card in the wallet is recorded as declined and leaves the balance untouched', async () => {
    const user = await registerUser(t.app);
    const declined = await pay(user, body({ token: token('Mastercard 0002') }));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      status: 'error',
      code: 'CARD_DECLINED',
      payment: { method: 'apple_pay', status: 'declined' },
      balance: { cash: 0 },
    });
    expect(await cash(user)).toBe(0);
    expect(await rows('ledger_entries', user)).toEqual([]);
  });

  it('amounts within the card limits, in the account currency, with a well-formed token', async () => {
    const user = await registerUser(t.app);
    for (const [payload, reason] of [
      [body({ amount: 499 }), /amount/],
      [body({ amount: 500_001 }), /amount/],
      [body({ amount: 10.5 }), /amount/],
      [body({ idempotency_key: 'no' }), /idempotency_key/],
      [body({ token: { transactionIdentifier: 'ab' } }), /token/],
    ] as const) {
      const answer = await pay(user, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(reason);
    }
    const otherCurrency = await pay(user, body({ currency: 'GBP' }));
    expect(otherCurrency.statusCode).toBe(400);
    expect(otherCurrency.json().code).toBe('CURRENCY_MISMATCH');
    expect(await rows('payments', user)).toEqual([]);
  });

  it('a deposit limit refuses it with the limit, and nothing is recorded', async () => {
    const user = await registerUser(t.app);
    const limit = await t.app.inject({
      method: 'PUT',
      url: '/v1/player/limits/deposit',
      headers: { jwt: user.token },
      payload: { day: 2_000 },
    });
    expect(limit.statusCode).toBe(200);
    expect((await pay(user, body({ amount: 1_500 }))).statusCode).toBe(200);
    const refused = await pay(user, body({ amount: 1_000 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      deposit_limit: { period: 'day', limit: 2_000, remaining: 500 },
    });
    expect(await cash(user)).toBe(1_500);
    expect(await rows('payments', user)).toHaveLength(1);
  });

  it('a self-exclusion refuses it: the session has ended, no payment and no ledger entry', async () => {
    const user = await registerUser(t.app);
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/v1/player/limits/exclusion',
      headers: { jwt: user.token },
      payload: { kind: 'self_exclusion', duration: '6m', password: user.password },
    });
    expect(excluded.statusCode).toBe(200);
    expect((await pay(user, body())).statusCode).toBe(401);
    expect(
      (await session(user, { validation_url: VALIDATION_URL, domain: 'sport.ie.touchline.example' }))
        .statusCode,
    ).toBe(401);
    expect(await rows('payments', user)).toEqual([]);
    expect(await rows('ledger_entries', user)).toEqual([]);
  });
});
