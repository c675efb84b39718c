import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { calculate, calculateBody, type Pick, submit, submittable } from '../bets/testing';
import { getBalances } from '../wallet';
import { isOfferedTo } from './availability';

warnIfPostgresSkipped();

const IE = 'touchline_ie';
const BR = 'touchline_br';

describe('brand availability rule', () => {
  it('a competition without a brand list is offered to every brand, one with a list only to those on it', () => {
    expect(isOfferedTo(null, IE)).toBe(true);
    expect(isOfferedTo([BR], BR)).toBe(true);
    expect(isOfferedTo([BR], IE)).toBe(false);
    expect(isOfferedTo([], IE)).toBe(false);
  });
});

interface BuilderPicks {
  eventId: number;
  competitionId: number;
  home: Pick;
  over25: string;
}

/** A football event with a bet builder, made a touchline_br-only event (its competition offered to BR only). */
async function brazilOnlyEvent(t: TestApp): Promise<BuilderPicks> {
  const [row] = await t.db.database.query<{
    event_id: string;
    competition_id: number;
    home_id: string;
    home_market: string;
    home_odds: number;
    over_id: string;
  }>(
    `select e.id::text as event_id, e.competition_id, h.id::text as home_id, h.market_id::text as home_market,
            h.odds as home_odds, ov.id::text as over_id
       from events e
       join sports s on s.id = e.sport_id
       join markets hm on hm.event_id = e.id and hm.type = 'match_result' and hm.period is null
       join outcomes h on h.market_id = hm.id and h.code = 'home'
       join markets om on om.event_id = e.id and om.type = 'total' and om.line = 2.5 and om.period is null
       join outcomes ov on ov.market_id = om.id and ov.code = 'over'
      where s.slug = 'football' and e.status = 'scheduled' and not e.is_live and not e.is_outright
        and hm.status = 'open' and not hm.is_suspended and om.status = 'open' and not om.is_suspended
      order by e.starts_at, e.id limit 1`,
  );
  if (!row) throw new Error('no football event with a bet builder in the small catalogue');
  await t.db.database.query(`update competitions set brands = array[$2] where id = $1`, [
    row.competition_id,
    BR,
  ]);
  t.app.catalog.cache.invalidate();
  return {
    eventId: Number(row.event_id),
    competitionId: row.competition_id,
    home: {
      eventId: Number(row.event_id),
      marketId: Number(row.home_market),
      outcomeId: Number(row.home_id),
      odds: Number(row.home_odds),
      marketType: 'match_result',
      ewPlace: null,
      ewPrice: null,
      comboBoostAvailable: false,
    },
    over25: row.over_id,
  };
}

describe.each(dbKinds)('betting paths offer what the brand catalogue offers (%s)', (kind) => {
  let t: TestApp;
  let picks: BuilderPicks;
  let irish: TestUser;
  let brazilian: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    picks = await brazilOnlyEvent(t);
    irish = await registerUser(t.app, { bookmaker: IE });
    brazilian = await registerUser(t.app, { bookmaker: BR });
    await depositCash(t.app, irish, 10_000);
    await depositCash(t.app, brazilian, 10_000);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const cash = async (user: TestUser) => (await getBalances(t.app.ctx.database.db, user.userId)).total;

  it('the catalogue shows the event to touchline_br and not to touchline_ie', async () => {
    const markets = (bookmaker: string) =>
      t.app.inject({
        method: 'GET',
        url: `/echo/v1/markets?event_id=${picks.eventId}&bookmaker=${bookmaker}`,
      });
    expect((await markets(IE)).statusCode).toBe(404);
    expect((await markets(BR)).statusCode).toBe(200);
  });

  it('selection look-ups leave out what the brand does not offer', async () => {
    const id = String(picks.home.outcomeId);
    for (const [bookmaker, offered] of [
      [IE, false],
      [BR, true],
    ] as const) {
      const posted = await t.app.inject({
        method: 'POST',
        url: `/echo/v1/selections?bookmaker=${bookmaker}&lang=en`,
        payload: { outcome_ids: [id] },
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.json().missing).toEqual(offered ? [] : [id]);
      const current = await t.app.inject({
        method: 'GET',
        url: `/echo/v1/selections/current?bookmaker=${bookmaker}&lang=en&ids=${id}`,
      });
      expect(current.json().selections).toHaveLength(offered ? 1 : 0);
      const validated = await t.app.inject({
        method: 'GET',
        url: `/v1/betslip/validate-selections?bookmaker=${bookmaker}&lang=en&selections=${id}`,
      });
      expect(validated.json().data).toHaveLength(offered ? 1 : 0);
    }
  });

  it('calculate and submit refuse a touchline_ie bettor on a touchline_br-only event, and take no money', async () => {
    const slip = calculateBody([picks.home], { type: 'single', stake: 1_000 });
    const refused = await calculate(t.app, irish.token, slip);
    expect(refused.status).toBe('error');
    expect(refused.selection_errors).toEqual([
      { outcome_id: String(picks.home.outcomeId), error: 'SELECTION_UNAVAILABLE' },
    ]);
    // The ticket a Brazilian bettor may place, sent as it is by the Irish bettor.
    const { tickets } = await calculate(t.app, brazilian.token, slip);
    expect(tickets[0].status).toBeNull();
    const before = await cash(irish);
    const res = await submit(t.app, irish.token, submittable(tickets[0]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SELECTION_UNAVAILABLE', uuid: null });
    expect(await cash(irish)).toBe(before);
    const placed = await submit(t.app, brazilian.token, submittable(tickets[0]));
    expect(placed.json().status).toBe('PROCESSED');
  });

  it('the bet builder does not price, store or place the event for touchline_ie', async () => {
    const selections = [String(picks.home.outcomeId), picks.over25];
    const builderCalc = (bookmaker: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/betbuilder/calculate',
        payload: { bookmaker, lang: 'en', event_id: String(picks.eventId), selections, precanned_id: null },
      });
    expect((await builderCalc(IE)).statusCode).toBe(404);
    const priced = await builderCalc(BR);
    expect(priced.statusCode).toBe(200);
    const odds = priced.json().ticket.odds as number;

    const stored = await t.app.inject({
      method: 'POST',
      url: '/v1/betbuilder/tickets',
      payload: { bookmaker: IE, lang: 'en', event_id: String(picks.eventId), selections, precanned_id: null },
    });
    expect(stored.statusCode).toBe(404);

    const builderSubmit = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/betbuilder/submit',
        headers: { jwt: user.token, 'idempotency-key': randomUUID() },
        // The body names the brand that offers the event: the bettor's own brand still decides.
        payload: {
          bookmaker: BR,
          lang: 'en',
          event_id: String(picks.eventId),
          selections,
          stake: 500,
          current_odds: odds,
          accept_odds: 'ACCEPT_ANY',
          freebet: null,
          precanned_id: null,
        },
      });
    const before = await cash(irish);
    expect((await builderSubmit(irish)).statusCode).toBe(404);
    expect(await cash(irish)).toBe(before);
    const placed = await builderSubmit(brazilian);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().status).toBe(1);
  });

  it('cash-out is not offered on a bet whose event its brand no longer offers', async () => {
    const { tickets } = await calculate(
      t.app,
      brazilian.token,
      calculateBody([picks.home], { type: 'single', stake: 1_000 }),
    );
    const placed = (await submit(t.app, brazilian.token, submittable(tickets[0]))).json();
    expect(placed.status).toBe('PROCESSED');
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/bets?bookmaker=${BR}&status=open`,
          headers: { jwt: brazilian.token },
        })
      )
        .json()
        .bets.find((b: { uuid: string }) => b.uuid === placed.uuid);
    expect((await listed()).cashout_amount).toBeGreaterThan(0);

    await t.db.database.query(`update competitions set brands = array[$2] where id = $1`, [
      picks.competitionId,
      IE,
    ]);
    t.app.catalog.cache.invalidate();
    expect((await listed()).cashout_amount).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/bets/${placed.uuid}/cashout`,
      headers: { jwt: brazilian.token, 'idempotency-key': randomUUID() },
      payload: { bookmaker: BR, amount: 100 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CASHOUT_UNAVAILABLE');
  });
});
