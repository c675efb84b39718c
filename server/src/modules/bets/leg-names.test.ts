import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { depositCash, registerUser, type TestUser } from '../auth/testing';
import { calculate, calculateBody, type Pick, submit, submittable } from './testing';

warnIfPostgresSkipped();

interface NamedPick extends Pick {
  team: string;
  shortName: string;
}

describe.each(dbKinds)('a placed leg keeps the name the slip showed, on %s', (kind) => {
  let t: TestApp;
  // Building the app seeds the demo catalogue: slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const funded = async (): Promise<TestUser> => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 100_000);
    return user;
  };

  /** A pre-match outcome of a market type and side, with the team it stands for. */
  async function pickSide(type: string, code: 'home' | 'away', positiveHandicap = false): Promise<NamedPick> {
    const [row] = await t.db.database.query<Record<string, unknown>>(
      `select o.id, o.market_id, o.event_id, o.odds, m.type, o.names->>'en' as short_name,
              case when o.code = 'home' then e.home_team else e.away_team end as team
         from outcomes o join markets m on m.id = o.market_id join events e on e.id = o.event_id
         join competitions c on c.id = e.competition_id
        where c.brands is null and e.status = 'scheduled' and not e.is_live and m.status = 'open'
          and not m.is_suspended and m.period is null and m.type = $1 and o.code = $2
          and o.odds between 1.2 and 20 and ($3::boolean is false or o.handicap > 0)
          and e.home_team is not null and e.away_team is not null
        order by e.starts_at desc, o.id
        limit 1`,
      [type, code, positiveHandicap],
    );
    if (!row) throw new Error(`no ${code} outcome of ${type}`);
    return {
      eventId: Number(row.event_id),
      marketId: Number(row.market_id),
      outcomeId: Number(row.id),
      odds: Number(row.odds),
      marketType: String(row.type),
      ewPlace: null,
      ewPrice: null,
      comboBoostAvailable: true,
      team: String(row.team),
      shortName: String(row.short_name),
    };
  }

  /** Places a single on the pick, with whatever outcome names the client sends in the ticket. */
  async function placeSingle(user: TestUser, pick: Pick, clientName?: string): Promise<string> {
    const priced = await calculate(t.app, user.token, calculateBody([pick], { type: 'single', stake: 200 }));
    expect(priced.status).toBe('success');
    const ticket = submittable(priced.tickets[0]);
    if (clientName) for (const selection of ticket.selections) selection.outcome_name = clientName;
    const placed = (await submit(t.app, user.token, ticket)).json();
    expect(placed.status).toBe('PROCESSED');
    return placed.uuid as string;
  }

  const openBets = async (user: TestUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/v1/bets?bookmaker=touchline_ie&status=open',
        headers: { jwt: user.token },
      })
    ).json() as { bets: { uuid: string; selections: { outcome_name: string }[] }[] };

  it("a match result's Home is named by its team in calculate, in My Bets and in the bet share", async () => {
    const user = await funded();
    const home = await pickSide('match_result', 'home');
    expect(home.shortName).toBe('Home');
    const priced = await calculate(t.app, user.token, calculateBody([home], { type: 'single', stake: 200 }));
    expect(priced.tickets[0].selections[0].outcome_name).toBe(home.team);

    const uuid = await placeSingle(user, home);
    const bet = (await openBets(user)).bets.find((b) => b.uuid === uuid);
    expect(bet?.selections.map((s) => s.outcome_name)).toEqual([home.team]);

    const [stored] = await t.db.database.query<{ outcome_name: string; outcome_label: string }>(
      'select outcome_name, outcome_label from bet_legs where bet_id = $1',
      [uuid],
    );
    // The catalogue's short name stays on record beside the name the bettor saw.
    expect(stored).toEqual({ outcome_name: 'Home', outcome_label: home.team });

    const shared = await t.app.inject({
      method: 'POST',
      url: '/v1/bet-share/store-shared',
      headers: { jwt: user.token },
      payload: { bookmaker: 'touchline_ie', bet_id: uuid, meta: { ip_address: null, platform: 'web' } },
    });
    expect(shared.statusCode).toBe(200);
    const share = await t.app.inject({ method: 'GET', url: `/v1/bet-share/${shared.json().id}` });
    expect(share.json().selections.map((s: { outcome_name: string }) => s.outcome_name)).toEqual([home.team]);
  });

  it('a positive handicap keeps its team and its plus sign', async () => {
    const user = await funded();
    const away = await pickSide('handicap', 'away', true);
    const uuid = await placeSingle(user, away);
    const [name] = (await openBets(user)).bets.find((b) => b.uuid === uuid)?.selections ?? [];
    expect(name?.outcome_name.startsWith(`${away.team} (+`)).toBe(true);
    expect(name?.outcome_name).not.toContain('Away');
  });

  it("the name comes from the server's catalogue, never from the ticket the client sends", async () => {
    const user = await funded();
    const home = await pickSide('match_result', 'home');
    const uuid = await placeSingle(user, home, 'Free money FC');
    const [leg] = (await openBets(user)).bets.find((b) => b.uuid === uuid)?.selections ?? [];
    expect(leg?.outcome_name).toBe(home.team);
  });

  it('a leg placed before names were kept shows its short name', async () => {
    const user = await funded();
    const home = await pickSide('match_result', 'home');
    const uuid = await placeSingle(user, home);
    await t.db.database.query('update bet_legs set outcome_label = null where bet_id = $1', [uuid]);
    const [leg] = (await openBets(user)).bets.find((b) => b.uuid === uuid)?.selections ?? [];
    expect(leg?.outcome_name).toBe('Home');
  });
});
