import type { InboxMessage } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, manualClock, registerUser, type TestUser } from '../auth/testing';
import { settleEvent } from '../bets';
import { calculate, calculateBody, pickSelections, resultEvent, submit, submittable } from '../bets/testing';

warnIfPostgresSkipped();

const MINUTE = 60_000;

describe.each(dbKinds)('the bettor inbox on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const inbox = async (user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/inbox${query}`, headers: { jwt: user.token } });
    expect(res.statusCode).toBe(200);
    return res.json() as { messages: InboxMessage[]; unread: number; total: number };
  };
  const read = (user: TestUser, id: string) =>
    t.app.inject({ method: 'POST', url: `/v1/inbox/${id}/read`, headers: { jwt: user.token } });

  it('registration writes a welcome message, unread', async () => {
    const user = await registerUser(t.app);
    const { messages, unread, total } = await inbox(user);
    expect({ unread, total }).toEqual({ unread: 1, total: 1 });
    expect(messages[0]).toMatchObject({ kind: 'welcome', params: { username: user.username }, read: false });
    expect(messages[0]?.created_at).toBe(new Date(clock.now()).toISOString());
  });

  it('a deposit and a withdrawal write their messages with the amount, listed newest first', async () => {
    const user = await registerUser(t.app);
    clock.advance(MINUTE);
    await depositCash(t.app, user, 2_500);
    clock.advance(MINUTE);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/v1/cashier/withdraw',
      headers: { jwt: user.token },
      payload: { amount: 1_000, idempotency_key: `inbox-withdraw-${user.userId}` },
    });
    expect(withdrawal.statusCode).toBe(200);
    const { messages, unread, total } = await inbox(user);
    expect({ unread, total }).toEqual({ unread: 3, total: 3 });
    expect(messages.map((m) => m.kind)).toEqual(['withdrawal', 'deposit', 'welcome']);
    expect(messages[1]?.params).toMatchObject({ amount: 2_500, currency: 'EUR' });
    expect(messages[0]?.params).toMatchObject({ amount: 1_000, currency: 'EUR' });

    const page = await inbox(user, '?limit=1&offset=1');
    expect(page.messages.map((m) => m.kind)).toEqual(['deposit']);
    expect(page.total).toBe(3);
  });

  it('messages written in one instant list the last written first', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 1_000);
    await depositCash(t.app, user, 2_000);
    const { messages } = await inbox(user);
    expect(messages.map((m) => [m.kind, 'amount' in m.params ? m.params.amount : null])).toEqual([
      ['deposit', 2_000],
      ['deposit', 1_000],
      ['welcome', null],
    ]);
  });

  it('changing deposit limits writes a message saying when a raise takes effect', async () => {
    const user = await registerUser(t.app);
    const set = (payload: Record<string, number | null>) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/player/limits/deposit',
        headers: { jwt: user.token },
        payload,
      });
    expect((await set({ day: 5_000 })).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await set({ day: 9_000 })).statusCode).toBe(200);
    const [raise, first] = (await inbox(user)).messages;
    expect(first).toMatchObject({
      kind: 'deposit_limit',
      params: { currency: 'EUR', changes: [{ period: 'day', limit: 5_000, effective_at: null }] },
    });
    expect(raise).toMatchObject({
      kind: 'deposit_limit',
      params: {
        changes: [
          {
            period: 'day',
            limit: 9_000,
            effective_at: new Date(clock.now() + 24 * 60 * MINUTE).toISOString(),
          },
        ],
      },
    });
  });

  it('a bet settled as won writes a message with the amount paid', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 5_000);
    const [pick] = await pickSelections(t.db.database, 1);
    if (!pick) throw new Error('no selection to bet on');
    const { tickets } = await calculate(
      t.app,
      user.token,
      calculateBody([pick], { type: 'single', stake: 1_000 }),
    );
    const placed = (await submit(t.app, user.token, submittable(tickets[0]))).json();
    expect(placed.status).toBe('PROCESSED');
    clock.advance(MINUTE);
    await resultEvent(t.db.database, pick.eventId, { [pick.outcomeId]: 'win' });
    const [settled] = await settleEvent(t.app.ctx, pick.eventId);
    const [won] = (await inbox(user)).messages;
    expect(won).toMatchObject({
      kind: 'bet_won',
      params: { bet_id: placed.uuid, amount: settled?.payout, currency: 'EUR' },
    });
  });

  it('reading a message marks it read and the unread count drops; read-all reads the rest', async () => {
    const user = await registerUser(t.app);
    clock.advance(MINUTE);
    await depositCash(t.app, user, 1_000);
    const before = await inbox(user);
    expect(before.unread).toBe(2);
    const deposit = before.messages[0];
    if (!deposit) throw new Error('no message');
    const res = await read(user, deposit.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: 1, total: 2 });
    const after = await inbox(user);
    expect(after.unread).toBe(1);
    expect(after.messages.map((m) => m.read)).toEqual([true, false]);
    // Reading it again changes nothing.
    expect((await read(user, deposit.id)).json()).toEqual({ unread: 1, total: 2 });

    const all = await t.app.inject({
      method: 'POST',
      url: '/v1/inbox/read-all',
      headers: { jwt: user.token },
    });
    expect(all.json()).toEqual({ unread: 0, total: 2 });
    expect((await inbox(user)).messages.every((m) => m.read)).toBe(true);
  });

  it("another bettor's message is not found for reading and never listed", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const [mine] = (await inbox(owner)).messages;
    if (!mine) throw new Error('no message');
    const res = await read(other, mine.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(owner.username);
    expect((await inbox(other)).messages.map((m) => m.id)).not.toContain(mine.id);
    expect((await inbox(owner)).unread).toBe(1);
    expect((await read(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('guests hear 401; a bad page size or message id is 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/inbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/inbox/read-all' })).statusCode).toBe(401);
    const user = await registerUser(t.app);
    for (const url of ['/v1/inbox?limit=0', '/v1/inbox?limit=51', '/v1/inbox?offset=-1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { jwt: user.token } });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await read(user, 'not-a-uuid')).statusCode).toBe(400);
  });
});
