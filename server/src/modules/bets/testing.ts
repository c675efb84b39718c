/**
 * Test helpers for betting: fresh selections from the demo catalogue (every call returns events no
 * earlier call returned, so tests that suspend or result them do not meet), slip and ticket bodies,
 * and resulting an event the way the feed leaves it.
 */
import { randomUUID } from 'node:crypto';
import type { CalculateBody, SubmitTicket, Ticket } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export interface Pick {
  eventId: number;
  marketId: number;
  outcomeId: number;
  odds: number;
  marketType: string;
  ewPlace: number | null;
  ewPrice: number | null;
  comboBoostAvailable: boolean;
}

const used = new WeakMap<Database, Set<number>>();

/**
 * `count` selections from distinct open, not live events offered to every brand, one per event, never
 * handed out before on this database. `market` picks the market type (default match_result); `ew` wants each-way terms.
 */
export async function pickSelections(
  database: Database,
  count: number,
  options: {
    market?: string;
    ew?: boolean;
    minOdds?: number;
    maxOdds?: number;
    sport?: string;
    fullEvent?: boolean;
  } = {},
): Promise<Pick[]> {
  const taken = used.get(database) ?? new Set<number>();
  used.set(database, taken);
  const rows = await database.query<Record<string, unknown>>(
    `select distinct on (e.id) o.id, o.market_id, o.event_id, o.odds, m.type, m.ew_place, m.ew_price,
            o.combo_boost_available
       from outcomes o join markets m on m.id = o.market_id join events e on e.id = o.event_id
       join competitions c on c.id = e.competition_id
      where c.brands is null and e.status = 'scheduled' and not e.is_live and m.status = 'open' and not m.is_suspended
        and not o.is_starting_price and o.odds >= $1 and o.odds <= $2
        and ($3::text is null or m.type = $3)
        and ($4::boolean is false or (m.ew_place > 1 and m.ew_price >= 1))
        and ($5::text is null or e.sport_id = (select id from sports where slug = $5))
        and ($6::boolean is false or m.period is null)
      order by e.id, o.odds, o.id`,
    [
      options.minOdds ?? 1.3,
      options.maxOdds ?? 8,
      options.ew ? null : (options.market ?? 'match_result'),
      options.ew === true,
      options.sport ?? null,
      options.fullEvent === true,
    ],
  );
  const picks: Pick[] = [];
  for (const row of rows) {
    const eventId = Number(row.event_id);
    if (taken.has(eventId)) continue;
    taken.add(eventId);
    picks.push({
      eventId,
      marketId: Number(row.market_id),
      outcomeId: Number(row.id),
      odds: Number(row.odds),
      marketType: String(row.type),
      ewPlace: row.ew_place === null ? null : Number(row.ew_place),
      ewPrice: row.ew_price === null ? null : Number(row.ew_price),
      comboBoostAvailable: row.combo_boost_available === true,
    });
    if (picks.length === count) break;
  }
  if (picks.length < count) throw new Error(`only ${picks.length} fresh selections left, ${count} wanted`);
  return picks;
}

/** A calculate body for picks (stakes in minor units). */
export function calculateBody(picks: readonly Pick[], overrides: Partial<CalculateBody> = {}): CalculateBody {
  return {
    freebet: null,
    selections: picks.map((p) => ({
      event_id: String(p.eventId),
      market_id: String(p.marketId),
      outcome_id: String(p.outcomeId),
      outcome_list: [],
      odds: p.odds,
      type: p.marketType,
      each_way: false,
      is_starting_price: false,
      stake: null,
    })),
    type: picks.length > 1 ? 'combi' : 'single',
    system_type: null,
    total_stake: 1000,
    total_bets: 1,
    total_return: null,
    each_way: false,
    stakes: {},
    lang: 'en',
    accept_odds: 'ACCEPT_ANY',
    stake: 1000,
    boost_token_id: null,
    ...overrides,
  };
}

/** The part of a calculated ticket that submit takes. */
export function submittable(ticket: Ticket): SubmitTicket {
  const { uuid: _uuid, status: _status, error_meta: _meta, ...rest } = ticket;
  return rest;
}

/** Calls calculate and returns its tickets (throws unless HTTP 200). */
export async function calculate(app: FastifyInstance, token: string, body: CalculateBody) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/betslip/calculate',
    headers: { jwt: token },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`calculate ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Submits one ticket; a fresh idempotency key unless one is given. */
export function submit(
  app: FastifyInstance,
  token: string,
  ticket: SubmitTicket,
  options: { acceptOdds?: 'ACCEPT_ANY' | 'ACCEPT_HIGHER' | 'ACCEPT_NONE'; key?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/betslip/submit',
    headers: { jwt: token, 'idempotency-key': options.key ?? randomUUID() },
    payload: { ticket, accept_odds: options.acceptOdds ?? 'ACCEPT_ANY', lang: 'en' },
  });
}

/**
 * Results an event as the feed leaves a resulted one: the given outcomes get their results, every
 * other outcome of the event loses, markets are settled and the event is resulted.
 */
export async function resultEvent(
  database: Database,
  eventId: number,
  results: Readonly<Record<number, 'win' | 'lose' | 'void' | 'place'>>,
  positions: Readonly<Record<number, number>> = {},
): Promise<void> {
  await database.query(`update outcomes set result = 'lose' where event_id = $1`, [eventId]);
  for (const [outcomeId, result] of Object.entries(results)) {
    await database.query(`update outcomes set result = $2, position = $3 where id = $1`, [
      Number(outcomeId),
      result,
      positions[Number(outcomeId)] ?? null,
    ]);
  }
  await database.query(`update markets set status = 'settled', is_suspended = true where event_id = $1`, [
    eventId,
  ]);
  await database.query(`update events set status = 'resulted', is_live = false where id = $1`, [eventId]);
}
