import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, manualClock, registerUser, type TestUser } from '../auth/testing';
import { insertFreeBets } from '../bonuses/testing';
import { checkLedger, getBalances } from '../wallet';
import { CANNOT_COMBINE_MESSAGE } from './service';

warnIfPostgresSkipped();

const BOOKMAKER = 'touchline_ie';

interface Picks {
  eventId: string;
  home: string;
  draw: string;
  under25: string;
  away: string;
  over25: string;
  under15: string;
  bttsYes: string;
  bttsNo: string;
  cs21: string;
  cs11: string;
  homeOdds: number;
  over25Odds: number;
}

async function footballPicks(t: TestApp): Promise<Picks> {
  const [event] = await t.db.database.query<{ id: string }>(
    `select e.id::text as id from events e join sports s on s.id = e.sport_id
       join competitions c on c.id = e.competition_id
     where c.brands is null and s.slug = 'football' and e.status = 'scheduled' and not e.is_outright
       and exists (select 1 from markets m where m.event_id = e.id and m.type = 'correct_score')
       and exists (select 1 from markets m where m.event_id = e.id and m.type = 'btts')
       and exists (select 1 from markets m where m.event_id = e.id and m.type = 'total' and m.line = 1.5 and m.period is null)
     order by e.starts_at limit 1`,
  );
  if (!event) throw new Error('no football event in the small catalogue');
  const outcome = async (type: string, code: string, line: number | null = null) => {
    const [row] = await t.db.database.query<{ id: string; odds: number }>(
      `select o.id::text as id, o.odds from outcomes o join markets m on m.id = o.market_id
       where m.event_id = $1 and m.type = $2 and o.code = $3 and m.period is null
         and ($4::float8 is null or m.line = $4::float8) limit 1`,
      [event.id, type, code, line],
    );
    if (!row) throw new Error(`no ${type} ${code} ${line}`);
    return row;
  };
  const home = await outcome('match_result', 'home');
  const over25 = await outcome('total', 'over', 2.5);
  return {
    eventId: event.id,
    home: home.id,
    away: (await outcome('match_result', 'away')).id,
    draw: (await outcome('match_result', 'draw')).id,
    under25: (await outcome('total', 'under', 2.5)).id,
    over25: over25.id,
    under15: (await outcome('total', 'under', 1.5)).id,
    bttsYes: (await outcome('btts', 'yes')).id,
    bttsNo: (await outcome('btts', 'no')).id,
    cs21: (await outcome('correct_score', '2-1')).id,
    cs11: (await outcome('correct_score', '1-1')).id,
    homeOdds: Number(home.odds),
    over25Odds: Number(over25.odds),
  };
}

describe.each(dbKinds)('bet builder calls (%s)', (kind) => {
  let t: TestApp;
  let picks: Picks;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    picks = await footballPicks(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const calculate = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/betbuilder/calculate',
      payload: { bookmaker: BOOKMAKER, ...payload },
    });

  const submit = (user: TestUser | null, payload: Record<string, unknown>, key: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/betbuilder/submit',
      headers: { ...(user ? { jwt: user.token } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: {
        bookmaker: BOOKMAKER,
        lang: 'en',
        event_id: picks.eventId,
        accept_odds: 'ACCEPT_ANY',
        freebet: null,
        precanned_id: null,
        ...payload,
      },
    });

  const priceOf = async (selections: string[]) => {
    const res = await calculate({ event_id: picks.eventId, selections, precanned_id: null });
    expect(res.statusCode).toBe(200);
    return res.json().ticket as { odds: number; selections: Array<{ error: string | null }> };
  };

  describe('bet builder: calculate', () => {
    it('prices two same-event selections together, not as the plain product', async () => {
      const ticket = await priceOf([picks.home, picks.over25]);
      expect(ticket.odds).toBeGreaterThan(1);
      expect(ticket.odds).not.toBeCloseTo(picks.homeOdds * picks.over25Odds, 2);
      expect(ticket.selections.map((s) => s.error)).toEqual([null, null]);
      const res = await calculate({
        event_id: picks.eventId,
        selections: [picks.home, picks.over25],
        precanned_id: null,
        lang: 'de',
      });
      const body = res.json().ticket;
      expect(body.display_odds.decimal).toMatch(/^\d+\.\d\d$/);
      expect(body.selections[0].description_translated).toBeTruthy();
      expect(body.selections[0].outcome).toEqual({
        id: picks.home,
        odds: picks.homeOdds,
        is_each_way: false,
      });
    });

    it('incompatible selections give odds 0 with CANNOT_COMBINE on them', async () => {
      for (const pair of [
        [picks.home, picks.away],
        [picks.under15, picks.cs21],
        [picks.bttsNo, picks.cs11],
      ]) {
        const ticket = await priceOf(pair);
        expect(ticket.odds).toBe(0);
        expect(ticket.selections.every((s) => s.error === 'CANNOT_COMBINE')).toBe(true);
      }
    });

    it('bad input answers 400 with a reason, an unknown event 404, never 500', async () => {
      const cases: Array<[Record<string, unknown>, number, RegExp]> = [
        [{ event_id: picks.eventId, selections: ['abc'], precanned_id: null }, 400, /selections\.0/],
        [{ event_id: picks.eventId, selections: [], precanned_id: null }, 400, /selections/],
        [{ event_id: 'x y', selections: [picks.home], precanned_id: null }, 400, /event_id/],
        [{ event_id: '999999999', selections: [picks.home], precanned_id: null }, 404, /event_id/],
        [
          { event_id: picks.eventId, selections: [picks.home], precanned_id: 'nonsense' },
          400,
          /precanned_id/,
        ],
        [
          { event_id: picks.eventId, selections: [picks.home], precanned_id: null, bookmaker: 'nobody' },
          400,
          /bookmaker/,
        ],
      ];
      for (const [payload, status, reason] of cases) {
        const res = await calculate(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
        expect(res.json().message).toMatch(reason);
      }
      const noBookmaker = await t.app.inject({
        method: 'POST',
        url: '/v1/betbuilder/calculate',
        payload: { event_id: picks.eventId, selections: [picks.home], precanned_id: null },
      });
      expect(noBookmaker.statusCode).toBe(400);
    });
  });

  describe('bet builder precannedId: popular combinations', () => {
    it('lists 3-5 priced combinations for a football and a basketball match, and calculate prices each', async () => {
      const [basketball] = await t.db.database.query<{ id: string }>(
        `select e.id::text as id from events e join sports s on s.id = e.sport_id
       join competitions c on c.id = e.competition_id
         where c.brands is null and s.slug = 'basketball' and e.status = 'scheduled' and not e.is_outright order by e.starts_at limit 1`,
      );
      for (const eventId of [picks.eventId, basketball?.id ?? '']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v1/betbuilder/precanned?bookmaker=${BOOKMAKER}&event_id=${eventId}&lang=fr`,
        });
        expect(res.statusCode).toBe(200);
        const list = res.json().precanned as Array<{
          id: string;
          name: string;
          selections: string[];
          ticket: { odds: number; name: string };
        }>;
        expect(list.length).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(5);
        for (const combo of list) {
          expect(combo.ticket.odds).toBeGreaterThan(1);
          expect(combo.name).toContain(' & ');
          const priced = await calculate({
            event_id: eventId,
            selections: combo.selections,
            precanned_id: combo.id,
            lang: 'fr',
          });
          expect(priced.json().ticket.odds).toBe(combo.ticket.odds);
          expect(priced.json().ticket.name).toBe(combo.name);
        }
      }
    });
  });

  describe("'Create YourBet' modal: builder page and ticket hand-over", () => {
    it('stores a ticket from the page and reads it back by its betslip id until it expires', async () => {
      const stored = await t.app.inject({
        method: 'POST',
        url: '/v1/betbuilder/tickets',
        payload: {
          bookmaker: BOOKMAKER,
          lang: 'en',
          event_id: picks.eventId,
          selections: [picks.home, picks.bttsYes],
        },
      });
      expect(stored.statusCode).toBe(200);
      const { betslip_id, ticket } = stored.json();
      const read = await t.app.inject({
        method: 'GET',
        url: `/v1/betbuilder/ticket?bookmaker=${BOOKMAKER}&id=${betslip_id}`,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        event_id: picks.eventId,
        precanned_id: null,
        ticket: { odds: ticket.odds },
      });
      expect(read.json().ticket.selections.map((s: { id: string }) => s.id)).toEqual([
        picks.home,
        picks.bttsYes,
      ]);

      clock.advance(24 * 60 * 60 * 1000 + 1);
      const expired = await t.app.inject({
        method: 'GET',
        url: `/v1/betbuilder/ticket?bookmaker=${BOOKMAKER}&id=${betslip_id}`,
      });
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toMatch(/expired/);
    });

    it('refuses to store selections of another event', async () => {
      const [other] = await t.db.database.query<{ id: string }>(
        'select o.id::text as id from outcomes o where o.event_id <> $1 limit 1',
        [picks.eventId],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/betbuilder/tickets',
        payload: { bookmaker: BOOKMAKER, event_id: picks.eventId, selections: [picks.home, other?.id] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not an open outcome/);
    });

    it('serves the page with its markets, posting only to a sportsbook origin, framed only by one', async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: `/betbuilder/frame?event_id=${picks.eventId}&lang=es&bookmaker=${BOOKMAKER}`,
        headers: { referer: 'https://sport.ie.touchline.example/futbol/x' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain(`{"id":"${picks.home}"`);
      expect(page.body).toContain('<html lang="es"');
      expect(page.body).toContain('"targetOrigin":"https://sport.ie.touchline.example"');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors');
      expect(csp).toContain('https://sport.ie.touchline.example');
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain('unsafe-inline');

      const evil = await t.app.inject({
        method: 'GET',
        url: `/betbuilder/frame?event_id=${picks.eventId}`,
        headers: { referer: 'https://evil.example/steal' },
      });
      expect(evil.body).not.toContain('evil.example');
      expect(evil.body).not.toContain('"targetOrigin":"*"');

      const bad = await t.app.inject({ method: 'GET', url: '/betbuilder/frame?event_id=abc' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('bet builder: submit', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t.app);
      await depositCash(t.app, user, 10_000);
    });

    it('a guest hears 401, whatever the body', async () => {
      expect(
        (
          await submit(
            null,
            { selections: [picks.home, picks.over25], stake: 100, current_odds: 3 },
            'guest-key-000000001',
          )
        ).statusCode,
      ).toBe(401);
      expect((await submit(null, { selections: 'bad' }, null)).statusCode).toBe(401);
    });

    it('places a betbuilder bet once, debits the stake once, and replays retries of its key', async () => {
      const odds = (await priceOf([picks.home, picks.over25])).odds;
      const before = await getBalances(t.db.database.db, user.userId);
      const key = `bb-submit-${user.userId}-once-000`;
      const body = { selections: [picks.home, picks.over25], stake: 250, current_odds: odds };
      const results = await Promise.all(Array.from({ length: 5 }, () => submit(user, body, key)));
      const again = await submit(user, body, key);
      for (const res of [...results, again]) {
        expect(res.statusCode).toBe(200);
        expect(res.json().status).toBe(1);
      }
      const receipt = again.json().receipt;
      expect(results.every((r) => r.json().receipt.uuid === receipt.uuid)).toBe(true);
      expect(receipt.stake).toBe(250);
      expect(receipt.selections).toHaveLength(2);
      expect(receipt.selections[0].event_name).toContain(' v ');
      const after = await getBalances(t.db.database.db, user.userId);
      expect(before.total - after.total).toBe(250);
      const bets = await t.db.database.query<{ bet_type: string; odds: number; legs: number }>(
        `select b.bet_type, b.odds, (select count(*)::int from bet_legs l where l.bet_id = b.id) as legs
         from bets b where b.user_id = $1`,
        [user.userId],
      );
      expect(bets).toEqual([{ bet_type: 'betbuilder', odds, legs: 2 }]);
      expect(await checkLedger(t.db.database)).toEqual([]);
      // My Bets shows the correlated price the bet was taken at, not the product of its legs.
      const listed = await t.app.inject({
        method: 'GET',
        url: `/v1/bets?bookmaker=${BOOKMAKER}`,
        headers: { jwt: user.token },
      });
      const [mine] = listed.json().bets;
      expect(mine).toMatchObject({ bet_type: 'betbuilder', odds, stake: 250 });
      expect(mine.selections).toHaveLength(2);

      const reused = await submit(user, { ...body, stake: 300 }, key);
      expect(reused.statusCode).toBe(409);
    });

    it('applies accept_odds against the odds the bettor saw', async () => {
      const odds = (await priceOf([picks.away, picks.bttsYes])).odds;
      const base = { selections: [picks.away, picks.bttsYes], stake: 100 };
      const run = (accept: string, seen: number, n: number) =>
        submit(
          user,
          { ...base, accept_odds: accept, current_odds: seen },
          `bb-accept-${user.userId}-${accept}-${n}-0000`,
        );

      const none = await run('ACCEPT_NONE', odds + 0.5, 1);
      expect(none.json()).toMatchObject({ status: 0, code: 'ODDS_CHANGED', receipt: null });
      expect(none.json().message).toMatch(/changed/);
      expect(none.json().ticket.odds).toBe(odds);
      expect((await run('ACCEPT_HIGHER', odds + 0.5, 2)).json().code).toBe('ODDS_CHANGED');
      expect((await run('ACCEPT_HIGHER', odds - 0.5, 3)).json().status).toBe(1);
      expect((await run('ACCEPT_ANY', odds + 3, 4)).json().status).toBe(1);
      expect((await run('ACCEPT_NONE', odds, 5)).json().status).toBe(1);
    });

    it('concurrent submits whose stakes the balance covers only partly: exactly that many bets', async () => {
      const punter = await registerUser(t.app);
      await depositCash(t.app, punter, 1_000);
      const legs = [picks.home, picks.bttsYes];
      const odds = (await priceOf(legs)).odds;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          submit(
            punter,
            { selections: legs, stake: 100, current_odds: odds },
            `bb-race-${punter.userId}-${i}-000000`,
          ),
        ),
      );
      const statuses = answers.map((res) => res.json().status);
      expect(statuses.filter((status) => status === 1)).toHaveLength(10);
      expect(answers.filter((res) => res.json().code === 'BALANCE_INSUFFICIENT')).toHaveLength(10);
      expect((await getBalances(t.db.database.db, punter.userId)).total).toBe(0);
      const [count] = await t.db.database.query<{ n: number }>(
        'select count(*)::int as n from bets where user_id = $1',
        [punter.userId],
      );
      expect(count?.n).toBe(10);
      expect(await checkLedger(t.db.database)).toEqual([]);
    });

    it('a free bet funds the whole stake: no cash moves and the free bet is used up', async () => {
      const lucky = await registerUser(t.app);
      await insertFreeBets(t.db.database.db, [
        {
          id: `fb-builder-${lucky.userId}`,
          userId: lucky.userId,
          bookmaker: BOOKMAKER,
          currency: 'EUR',
          name: 'Builder free bet',
          amount: 500,
          amountRemaining: 500,
          minOdds: 1.5,
          createdAt: new Date(clock.now()),
        },
      ]);
      const legs = [picks.home, picks.bttsYes];
      const odds = (await priceOf(legs)).odds;
      const res = await submit(
        lucky,
        { selections: legs, stake: 0, current_odds: odds, freebet: { id: `fb-builder-${lucky.userId}` } },
        `bb-freebet-${lucky.userId}-0000000`,
      );
      expect(res.json()).toMatchObject({ status: 1, receipt: { stake: 500 } });
      expect((await getBalances(t.db.database.db, lucky.userId)).total).toBe(0);
      const [bet] = await t.db.database.query<{ stake_free_bet: number; potential_return: number }>(
        'select stake_free_bet::int, potential_return::int from bets where id = $1',
        [res.json().receipt.uuid],
      );
      expect(bet).toEqual({ stake_free_bet: 500, potential_return: Math.floor(500 * odds) - 500 });
      const again = await submit(
        lucky,
        { selections: legs, stake: 0, current_odds: odds, freebet: { id: `fb-builder-${lucky.userId}` } },
        `bb-freebet-${lucky.userId}-0000001`,
      );
      expect(again.json()).toMatchObject({ status: 0, code: 'FREEBET_INVALID' });
    });

    it('odds moved in the catalogue between calculate and submit: each accept_odds setting', async () => {
      const legs = [picks.draw, picks.under25];
      const seen = (await priceOf(legs)).odds;
      const move = (factor: number) =>
        t.db.database.query('update outcomes set odds = round((odds * $2)::numeric, 2) where id = $1', [
          picks.draw,
          factor,
        ]);
      const run = (accept: string, n: string) =>
        submit(
          user,
          { selections: legs, stake: 100, current_odds: seen, accept_odds: accept },
          `bb-moved-${user.userId}-${n}-0000`,
        );

      await move(1.25);
      const up = (await priceOf(legs)).odds;
      expect(up).toBeGreaterThan(seen);
      expect((await run('ACCEPT_NONE', 'up-none')).json()).toMatchObject({ status: 0, code: 'ODDS_CHANGED' });
      const higher = await run('ACCEPT_HIGHER', 'up-higher');
      expect(higher.json().status).toBe(1);

      await move(0.6);
      const down = (await priceOf(legs)).odds;
      expect(down).toBeLessThan(seen);
      expect((await run('ACCEPT_HIGHER', 'down-higher')).json()).toMatchObject({
        status: 0,
        code: 'ODDS_CHANGED',
      });
      expect((await run('ACCEPT_NONE', 'down-none')).json().code).toBe('ODDS_CHANGED');
      const any = await run('ACCEPT_ANY', 'down-any');
      expect(any.json().status).toBe(1);

      const placed = await t.db.database.query<{ id: string; odds: number }>(
        'select id, odds from bets where id = any($1::text[])',
        [[higher.json().receipt.uuid, any.json().receipt.uuid]],
      );
      const oddsOf = (uuid: string) => placed.find((row) => row.id === uuid)?.odds;
      expect(oddsOf(higher.json().receipt.uuid)).toBe(up);
      expect(oddsOf(any.json().receipt.uuid)).toBe(down);
    });

    it('refuses with a code and a real message: cannot combine, no stake, no money', async () => {
      const combine = await submit(
        user,
        { selections: [picks.home, picks.away], stake: 100, current_odds: 2 },
        `bb-refuse-${user.userId}-combine-00`,
      );
      expect(combine.json()).toMatchObject({
        status: 0,
        code: 'CANNOT_COMBINE',
        message: CANNOT_COMBINE_MESSAGE,
      });
      const odds = (await priceOf([picks.home, picks.bttsYes])).odds;
      const noStake = await submit(
        user,
        { selections: [picks.home, picks.bttsYes], stake: 0, current_odds: odds },
        `bb-refuse-${user.userId}-nostake-00`,
      );
      expect(noStake.json()).toMatchObject({ status: 0, code: 'STAKE_TOO_LOW' });
      expect(noStake.json().message).toBeTruthy();
      const poor = await registerUser(t.app);
      const broke = await submit(
        poor,
        { selections: [picks.home, picks.bttsYes], stake: 100, current_odds: odds },
        `bb-refuse-${poor.userId}-broke-000`,
      );
      expect(broke.json()).toMatchObject({ status: 0, code: 'BALANCE_INSUFFICIENT' });
      const bad = await submit(
        user,
        { selections: [picks.home], stake: 100, current_odds: odds },
        `bb-refuse-${user.userId}-one-0000`,
      );
      expect(bad.statusCode).toBe(400);
      const noKey = await submit(
        user,
        { selections: [picks.home, picks.bttsYes], stake: 100, current_odds: odds },
        null,
      );
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().message).toMatch(/idempotency-key/);
    });
  });
});
