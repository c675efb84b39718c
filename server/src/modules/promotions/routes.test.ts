import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, manualClock, registerUser, type TestUser } from '../auth/testing';
import { periodWindow } from './boards';
import { allowUser } from './repo';

warnIfPostgresSkipped();

const BOOKMAKER = 'touchline_ie';
const WEEKLY = `${BOOKMAKER}-weekly-race`;
const MONTHLY = `${BOOKMAKER}-monthly-leaders`;
const VIP = `${BOOKMAKER}-vip-sprint`;
let keys = 0;

describe.each(dbKinds)('promotion leaderboard calls (%s)', (kind) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let selections: string[];
  let eventId: string;
  // Mid-week, so a test run never straddles a board's period.
  const clock = manualClock(periodWindow('weekly', Date.now()).from.getTime() + 2.5 * 86_400_000);

  const bet = async (user: TestUser, stake: number) => {
    const calc = await t.app.inject({
      method: 'POST',
      url: '/v1/betbuilder/calculate',
      payload: { bookmaker: BOOKMAKER, event_id: eventId, selections, precanned_id: null },
    });
    keys += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/betbuilder/submit',
      headers: { jwt: user.token, 'idempotency-key': `promotions-test-key-${keys}-${user.userId}` },
      payload: {
        bookmaker: BOOKMAKER,
        event_id: eventId,
        selections,
        stake,
        current_odds: calc.json().ticket.odds,
        accept_odds: 'ACCEPT_ANY',
        freebet: null,
        precanned_id: null,
      },
    });
    expect(res.json().status).toBe(1);
  };
  const get = (url: string, user: TestUser | null = null) =>
    t.app.inject({ method: 'GET', url, headers: user ? { jwt: user.token } : {} });
  const optIn = (user: TestUser | null, id: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/promotions/v1/opt-in',
      headers: user ? { jwt: user.token } : {},
      payload: { id_board: id },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    alice = await registerUser(t.app, { username: `alice${Date.now() % 100000}` });
    bob = await registerUser(t.app, { username: `bobby${Date.now() % 100000}` });
    await depositCash(t.app, alice, 5_000);
    await depositCash(t.app, bob, 5_000);
    const [event] = await t.db.database.query<{ id: string; home: string; yes: string }>(
      `select e.id::text as id,
         (select o.id::text from outcomes o join markets m on m.id = o.market_id
           where m.event_id = e.id and m.type = 'match_result' and m.period is null and o.code = 'home') as home,
         (select o.id::text from outcomes o join markets m on m.id = o.market_id
           where m.event_id = e.id and m.type = 'btts' and o.code = 'yes') as yes
       from events e join sports s on s.id = e.sport_id
       join competitions c on c.id = e.competition_id
       where c.brands is null and s.slug = 'football' and e.status = 'scheduled'
         and exists (select 1 from markets m where m.event_id = e.id and m.type = 'btts')
       order by e.starts_at limit 1`,
    );
    eventId = event?.id ?? '';
    selections = [event?.home ?? '', event?.yes ?? ''];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every brand has its demo boards with translated titles', async () => {
    const res = await get(`/promotions/v1/boards?bookmaker=touchline_ro&lang=ro`);
    expect(res.statusCode).toBe(200);
    const boards = res.json().boards;
    expect(boards.map((b: { id_board: string }) => b.id_board)).toEqual([
      'touchline_ro-monthly-leaders',
      'touchline_ro-vip-sprint',
      'touchline_ro-weekly-race',
    ]);
    expect(boards.find((b: { id_board: string }) => b.id_board.endsWith('weekly-race')).title).toBe(
      'Cursa săptămânală a pariurilor',
    );
  });

  it('an opt-in board counts stakes only after the opt-in; a no-opt-in board counts everyone', async () => {
    await bet(alice, 300);
    clock.advance(1000);
    const before = await get(`/promotions/v1/results?id_board=${WEEKLY}`, alice);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ results: [], total: 0 });
    expect(before.json().opt_in).toEqual({
      opt_in_status: 'NOT_OPTED_IN',
      is_optIn_required: true,
      is_limited_users: false,
      id_user: String(alice.userId),
    });

    expect((await optIn(alice, WEEKLY)).json()).toEqual({ result: 'OPTED_IN', reason: null });
    expect((await optIn(alice, WEEKLY)).json()).toEqual({ result: 'OPTED_IN', reason: null });
    expect((await optIn(bob, WEEKLY)).json().result).toBe('OPTED_IN');
    clock.advance(1000);
    await bet(alice, 250);
    await bet(bob, 700);

    const board = await get(`/promotions/v1/results?id_board=${WEEKLY}`, alice);
    expect(board.json().total).toBe(2);
    expect(board.json().results).toEqual([
      { rank: 1, username: expect.stringMatching(/^bo\*\*\*\d$/), points: 7, is_me: false },
      { rank: 2, username: alice.username, points: 2.5, is_me: true },
    ]);
    expect(board.json().opt_in.opt_in_status).toBe('OPTED_IN');

    const monthly = await get(`/promotions/v1/results?id_board=${MONTHLY}`);
    expect(monthly.json().opt_in).toBeNull();
    const points = monthly.json().results.map((r: { points: number }) => r.points);
    expect(points).toEqual([7, 5.5]);
  });

  it('a limited board admits only players on its list', async () => {
    const carol = await registerUser(t.app);
    const allowed = await get(`/promotions/v1/is-user-allowed?id_board=${VIP}`, carol);
    expect(allowed.json()).toEqual({ is_optIn_required: true, isLimitedUser: true, isUserAllowed: false });
    const refused = await optIn(carol, VIP);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      result: 'NOT_OPTED_IN',
      reason: 'the board is for invited players only',
    });

    await allowUser(t.db.database.db, VIP, carol.userId, new Date(clock.now()));
    expect((await get(`/promotions/v1/is-user-allowed?id_board=${VIP}`, carol)).json().isUserAllowed).toBe(
      true,
    );
    expect((await optIn(carol, VIP)).json().result).toBe('OPTED_IN');

    const open = await get(`/promotions/v1/is-user-allowed?id_board=${WEEKLY}`, carol);
    expect(open.json()).toEqual({ is_optIn_required: true, isLimitedUser: false, isUserAllowed: true });
  });

  it('another brand, an unknown board: NOT_OPTED_IN with a reason; guests 401; bad input 400', async () => {
    const greek = await registerUser(t.app, { bookmaker: 'touchline_gr' });
    expect((await optIn(greek, WEEKLY)).json()).toEqual({
      result: 'NOT_OPTED_IN',
      reason: 'the board belongs to another brand',
    });
    expect((await get(`/promotions/v1/is-user-allowed?id_board=${WEEKLY}`, greek)).json().isUserAllowed).toBe(
      false,
    );
    expect((await optIn(alice, 'no-such-board')).json()).toEqual({
      result: 'NOT_OPTED_IN',
      reason: 'no such promotion board',
    });
    expect((await get('/promotions/v1/is-user-allowed?id_board=no-such-board', alice)).statusCode).toBe(404);
    expect((await get('/promotions/v1/results?id_board=no-such-board')).statusCode).toBe(404);

    expect((await optIn(null, WEEKLY)).statusCode).toBe(401);
    expect((await optIn(null, 42)).statusCode).toBe(401);
    expect((await get(`/promotions/v1/is-user-allowed?id_board=${WEEKLY}`)).statusCode).toBe(401);
    const missing = await get('/promotions/v1/results');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/id_board/);
    expect((await optIn(alice, '')).statusCode).toBe(400);
  });
});
