import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { shareEventCounts } from './repo';

warnIfPostgresSkipped();

const BOOKMAKER = 'touchline_ie';
let keys = 0;

describe.each(dbKinds)('bet-share calls (%s)', (kind) => {
  let t: TestApp;
  let sharer: TestUser;
  let copier: TestUser;
  let eventId: string;
  let picks: string[];
  let other: string[];

  /** Places a bet builder bet through the real submit and answers its uuid. */
  const place = async (user: TestUser, selections: string[]) => {
    const calc = await t.app.inject({
      method: 'POST',
      url: '/v1/betbuilder/calculate',
      payload: { bookmaker: BOOKMAKER, event_id: eventId, selections, precanned_id: null },
    });
    keys += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/betbuilder/submit',
      headers: { jwt: user.token, 'idempotency-key': `betshare-test-key-${keys}-${user.userId}` },
      payload: {
        bookmaker: BOOKMAKER,
        event_id: eventId,
        selections,
        stake: 100,
        current_odds: calc.json().ticket.odds,
        accept_odds: 'ACCEPT_ANY',
        freebet: null,
        precanned_id: null,
      },
    });
    expect(res.json().status).toBe(1);
    return res.json().receipt.uuid as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sharer = await registerUser(t.app);
    copier = await registerUser(t.app);
    await depositCash(t.app, sharer, 5_000);
    await depositCash(t.app, copier, 5_000);
    const [event] = await t.db.database.query<{ id: string }>(
      `select e.id::text as id from events e join sports s on s.id = e.sport_id
       join competitions c on c.id = e.competition_id
       where c.brands is null and s.slug = 'football' and e.status = 'scheduled'
         and exists (select 1 from markets m where m.event_id = e.id and m.type = 'btts') order by e.starts_at limit 1`,
    );
    eventId = event?.id ?? '';
    const outcome = async (type: string, code: string) =>
      (
        await t.db.database.query<{ id: string }>(
          `select o.id::text as id from outcomes o join markets m on m.id = o.market_id
           where m.event_id = $1 and m.type = $2 and o.code = $3 and m.period is null limit 1`,
          [eventId, type, code],
        )
      )[0]?.id ?? '';
    picks = [await outcome('match_result', 'home'), await outcome('btts', 'yes')];
    other = [await outcome('match_result', 'away'), await outcome('btts', 'yes')];
  });
  afterAll(async () => {
    await t?.close();
  });

  const storeShared = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/bet-share/store-shared',
      headers: user ? { jwt: user.token } : {},
      payload: { bookmaker: BOOKMAKER, meta: { ip_address: '203.0.113.7', platform: 'web' }, ...payload },
    });

  const storeCopied = (
    user: TestUser | null,
    shareId: string,
    meta: Record<string, unknown>,
    copied: string | null = null,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/bet-share/store-copied',
      headers: user ? { jwt: user.token } : {},
      payload: {
        bookmaker: BOOKMAKER,
        shared_bet_id: shareId,
        copied_bet_id: copied,
        meta: {
          ip_address: '198.51.100.4',
          platform: 'web',
          referrer: 'https://social.example/post',
          ...meta,
        },
      },
    });

  it('shares a bet of the logged-in user once, and only theirs', async () => {
    const betId = await place(sharer, picks);
    const first = await storeShared(sharer, { bet_id: betId });
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toMatch(/^bet_[A-Za-z0-9_-]+$/);
    expect(first.json().outcome_ids).toEqual(picks);
    const again = await storeShared(sharer, { bet_id: betId });
    expect(again.json().id).toBe(first.json().id);

    expect((await storeShared(null, { bet_id: betId })).statusCode).toBe(401);
    expect((await storeShared(null, { bet_id: 42 })).statusCode).toBe(401);
    const notMine = await storeShared(copier, { bet_id: betId });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toMatch(/bet_id/);
    expect((await storeShared(sharer, { bet_id: '' })).statusCode).toBe(400);

    const read = await t.app.inject({ method: 'GET', url: `/v1/bet-share/${first.json().id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.json().id, outcome_ids: picks, bet_type: 'betbuilder' });
    expect(
      read.json().selections.map((s: { outcome_id: string; event_id: string }) => [s.outcome_id, s.event_id]),
    ).toEqual(picks.map((id) => [id, eventId]));
    expect((await t.app.inject({ method: 'GET', url: '/v1/bet-share/bet_unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/bet-share/nope' })).statusCode).toBe(400);
  });

  it('tracks visits once per visitor, slip adds, and a placed copy once when it matches the share', async () => {
    const betId = await place(sharer, picks);
    const shareId = (await storeShared(sharer, { bet_id: betId })).json().id as string;

    expect((await storeCopied(null, shareId, { action: 'visited' })).json()).toEqual({ stored: true });
    expect((await storeCopied(null, shareId, { action: 'visited' })).json()).toEqual({ stored: false });
    expect(
      (await storeCopied(null, shareId, { action: 'visited', ip_address: '198.51.100.5' })).json(),
    ).toEqual({ stored: true });
    expect((await storeCopied(copier, shareId, { action: 'visited' })).json()).toEqual({ stored: true });
    expect((await storeCopied(copier, shareId, { action: 'visited' })).json()).toEqual({ stored: false });
    expect((await storeCopied(copier, shareId, { action: 'added_to_betslip' })).json()).toEqual({
      stored: true,
    });

    const copiedBet = await place(copier, [...picks].reverse());
    expect((await storeCopied(copier, shareId, { action: 'placed_bet' }, copiedBet)).json()).toEqual({
      stored: true,
    });
    expect((await storeCopied(copier, shareId, { action: 'placed_bet' }, copiedBet)).json()).toEqual({
      stored: false,
    });

    const different = await place(copier, other);
    const mismatch = await storeCopied(copier, shareId, { action: 'placed_bet' }, different);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/shared selections/);
    expect((await storeCopied(sharer, shareId, { action: 'placed_bet' }, copiedBet)).statusCode).toBe(400);
    expect((await storeCopied(null, shareId, { action: 'placed_bet' }, copiedBet)).statusCode).toBe(401);

    expect(await shareEventCounts(t.db.database.db, shareId)).toEqual({
      visited: 3,
      added_to_betslip: 1,
      placed_bet: 1,
    });
  });

  it('bad input answers 400 with a reason; an unknown share 404', async () => {
    const betId = await place(sharer, picks);
    const shareId = (await storeShared(sharer, { bet_id: betId })).json().id as string;
    const withCopyOnVisit = await storeCopied(null, shareId, { action: 'visited' }, 'some-bet');
    expect(withCopyOnVisit.statusCode).toBe(400);
    expect(withCopyOnVisit.json().message).toMatch(/copied_bet_id/);
    expect((await storeCopied(null, shareId, { action: 'shouted' })).statusCode).toBe(400);
    expect(
      (await storeCopied(null, shareId, { action: 'visited', ip_address: 'not-an-ip' })).statusCode,
    ).toBe(400);
    expect((await storeCopied(null, 'not_a_share', { action: 'visited' })).statusCode).toBe(400);
    expect((await storeCopied(null, 'bet_missing', { action: 'visited' })).statusCode).toBe(404);
  });
});
