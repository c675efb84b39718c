/**
 * A price change re-prices the cash-out offer of every open bet on it, however many there are (not a
 * page of them): the feed's change names the outcomes and markets it touched, and the open bets with a
 * pending leg there get their offer kept anew, until they settle.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { offersFor } from './cashout';
import { betsById, legsOf } from './repo';
import { settleResultedEvents } from './settlement';
import { calculate, calculateBody, pickSelections, resultEvent, submit, submittable } from './testing';

warnIfPostgresSkipped();

const BETS = 130;

describe.each(dbKinds)('cash-out re-pricing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a price change moves the stored offer of every one of more than 100 open bets on it', async () => {
    const users: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await registerUser(t.app);
      await depositCash(t.app, user, 100_000);
      users.push(user);
    }
    const [pick, other] = await pickSelections(t.db.database, 2, { minOdds: 1.5, maxOdds: 4 });
    if (!pick || !other) throw new Error('no selections');
    const token = users[0]?.token ?? '';
    const single = submittable((await calculate(t.app, token, calculateBody([pick]))).tickets[0]);
    const combi = submittable((await calculate(t.app, token, calculateBody([pick, other]))).tickets[0]);
    const ids: string[] = [];
    for (let i = 0; i < BETS; i++) {
      const user = users[i % users.length] as TestUser;
      const res = (await submit(t.app, user.token, i % 4 === 3 ? combi : single)).json();
      expect(res.status).toBe('PROCESSED');
      ids.push(res.uuid);
    }
    const db = t.app.ctx.database.db;
    const offersNow = async () => offersFor(db, await betsById(db, ids), await legsOf(db, ids));
    const before = await offersNow();
    expect(before.size).toBe(BETS);

    // The price of the bets' outcome drifts out (the offers fall), as a feed tick would write it.
    await t.db.database.query('update outcomes set odds = round((odds * 1.6)::numeric, 2) where id = $1', [
      pick.outcomeId,
    ]);
    t.app.ctx.catalogue.changed({ outcomes: [pick.outcomeId], markets: [] });

    const after = await offersNow();
    const stored = async () =>
      new Map(
        (
          await t.db.database.query<{ bet_id: string; offer: string | null }>(
            'select bet_id, offer from bet_cashout_offers where bet_id = any($1::text[])',
            [ids],
          )
        ).map((row) => [row.bet_id, row.offer === null ? null : Number(row.offer)]),
      );
    await vi.waitFor(
      async () => {
        const kept = await stored();
        expect(kept.size).toBe(BETS);
        for (const id of ids) expect(kept.get(id), id).toBe(after.get(id) ?? null);
      },
      { timeout: 60_000, interval: 100 },
    );
    for (const id of ids) expect(after.get(id), id).toBeLessThan(before.get(id) ?? 0);

    // A suspended market takes every offer away.
    await t.db.database.query('update markets set is_suspended = true where id = $1', [pick.marketId]);
    t.app.ctx.catalogue.changed({ outcomes: [], markets: [pick.marketId] });
    await vi.waitFor(
      async () => {
        const kept = await stored();
        for (const id of ids) expect(kept.get(id), id).toBeNull();
      },
      { timeout: 60_000, interval: 100 },
    );

    // Settled bets keep no offer.
    await resultEvent(t.db.database, pick.eventId, { [pick.outcomeId]: 'win' });
    await resultEvent(t.db.database, other.eventId, { [other.outcomeId]: 'win' });
    await settleResultedEvents(t.app.ctx);
    expect((await stored()).size).toBe(0);
  });
});
