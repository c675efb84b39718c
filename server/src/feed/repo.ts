/**
 * SQL of the live feed. Reads touch only events that are starting, live or waiting for their result;
 * writes go in one transaction per tick through jsonb record sets, so PGlite and PostgreSQL run the
 * same statements.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { EventStats, EventStatus, MatchSummary, OutcomeItemRow, OutcomeResult } from '../db/schema';
import { rowsOf } from '../db/tx';
import type { SportKind } from '../domain/sports';

type Executor = Pick<Db, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const time = (value: unknown): number =>
  value instanceof Date ? value.getTime() : Date.parse(String(value));
const json = (value: unknown) => JSON.stringify(value);

export interface EventRow {
  id: number;
  sportId: number;
  sportSlug: string;
  sportKind: SportKind;
  isVirtual: boolean;
  competitionId: number;
  /** Bookmakers offering the competition; null means every brand. */
  brands: string[] | null;
  name: string;
  homeTeam: string | null;
  awayTeam: string | null;
  startsAt: number;
  status: EventStatus;
  isLive: boolean;
  liveOdds: boolean;
  isOutright: boolean;
  stats: EventStats | null;
  matchSummary: MatchSummary | null;
  statusDescription: string | null;
  version: number;
  updatedAt: number;
}

export interface OutcomeRow {
  id: number;
  marketId: number;
  code: string | null;
  handicap: number | null;
  participantId: number | null;
  name: string;
  odds: number;
  isStartingPrice: boolean;
  result: OutcomeResult | null;
  position: number | null;
  items: OutcomeItemRow[] | null;
}

export interface MarketRow {
  id: number;
  eventId: number;
  type: string;
  /** English name. */
  name: string;
  line: number | null;
  period: string | null;
  ewPlace: number | null;
  ewPrice: number | null;
  isSuspended: boolean;
  status: 'open' | 'suspended' | 'settled' | 'void';
  outcomes: OutcomeRow[];
}

const EVENT_COLUMNS = sql`
  e.id, e.sport_id, s.slug as sport_slug, s.kind as sport_kind, (e.is_virtual or s.is_virtual) as is_virtual,
  e.competition_id, c.brands, e.name, e.home_team, e.away_team, e.starts_at, e.status, e.is_live, e.live_odds,
  e.is_outright, e.stats, e.match_summary, e.status_description, e.version, e.updated_at
  from events e join sports s on s.id = e.sport_id join competitions c on c.id = e.competition_id`;

function toEvent(r: Record<string, unknown>): EventRow {
  return {
    id: num(r.id),
    sportId: num(r.sport_id),
    sportSlug: String(r.sport_slug),
    sportKind: String(r.sport_kind) as SportKind,
    isVirtual: Boolean(r.is_virtual),
    competitionId: num(r.competition_id),
    brands: Array.isArray(r.brands) ? (r.brands as string[]) : null,
    name: String(r.name),
    homeTeam: (r.home_team as string | null) ?? null,
    awayTeam: (r.away_team as string | null) ?? null,
    startsAt: time(r.starts_at),
    status: r.status as EventStatus,
    isLive: Boolean(r.is_live),
    liveOdds: Boolean(r.live_odds),
    isOutright: Boolean(r.is_outright),
    stats: (r.stats as EventStats | null) ?? null,
    matchSummary: (r.match_summary as MatchSummary | null) ?? null,
    statusDescription: (r.status_description as string | null) ?? null,
    version: num(r.version),
    updatedAt: time(r.updated_at),
  };
}

/** Scheduled events whose start time has come (outrights never go live), oldest first. */
export async function startingEvents(db: Executor, now: number, limit: number): Promise<EventRow[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`select ${EVENT_COLUMNS}
      where e.status = 'scheduled' and e.starts_at <= ${new Date(now).toISOString()}::timestamptz
        and not e.is_outright and s.kind <> 'outright_only'
      order by e.starts_at, e.id limit ${limit}`,
  );
  return result.map(toEvent);
}

/** Every live event. */
export async function liveEvents(db: Executor, limit: number): Promise<EventRow[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`select ${EVENT_COLUMNS} where e.status = 'live' order by e.starts_at, e.id limit ${limit}`,
  );
  return result.map(toEvent);
}

/** Ended events whose result is due (ended before `before`). */
export async function endedEvents(db: Executor, before: number, limit: number): Promise<EventRow[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`select ${EVENT_COLUMNS}
      where e.status = 'ended' and e.updated_at <= ${new Date(before).toISOString()}::timestamptz
      order by e.updated_at, e.id limit ${limit}`,
  );
  return result.map(toEvent);
}

/** Markets of the given events with their outcomes, in display order. */
export async function marketsOf(
  db: Executor,
  eventIds: readonly number[],
): Promise<Map<number, MarketRow[]>> {
  const byEvent = new Map<number, MarketRow[]>();
  if (eventIds.length === 0) return byEvent;
  const ids = json(eventIds);
  const marketRows = await rows<Record<string, unknown>>(
    db,
    sql`select id, event_id, type, names->>'en' as name, line, period, ew_place, ew_price, is_suspended, status from markets
      where event_id in (select (jsonb_array_elements_text(${ids}::jsonb))::bigint)
      order by event_id, sort_order, id`,
  );
  const outcomeRows = await rows<Record<string, unknown>>(
    db,
    sql`select id, market_id, code, handicap, participant_id, names->>'en' as name, odds, is_starting_price,
        result, position, items
      from outcomes where event_id in (select (jsonb_array_elements_text(${ids}::jsonb))::bigint)
      order by market_id, sort_order, id`,
  );
  const byMarket = new Map<number, MarketRow>();
  for (const r of marketRows) {
    const market: MarketRow = {
      id: num(r.id),
      eventId: num(r.event_id),
      type: String(r.type),
      name: String(r.name ?? ''),
      line: r.line === null || r.line === undefined ? null : num(r.line),
      period: (r.period as string | null) ?? null,
      ewPlace: r.ew_place === null || r.ew_place === undefined ? null : num(r.ew_place),
      ewPrice: r.ew_price === null || r.ew_price === undefined ? null : num(r.ew_price),
      isSuspended: Boolean(r.is_suspended),
      status: r.status as MarketRow['status'],
      outcomes: [],
    };
    byMarket.set(market.id, market);
    const list = byEvent.get(market.eventId) ?? [];
    list.push(market);
    byEvent.set(market.eventId, list);
  }
  for (const r of outcomeRows) {
    const market = byMarket.get(num(r.market_id));
    if (!market) continue;
    market.outcomes.push({
      id: num(r.id),
      marketId: market.id,
      code: (r.code as string | null) ?? null,
      handicap: r.handicap === null || r.handicap === undefined ? null : num(r.handicap),
      participantId:
        r.participant_id === null || r.participant_id === undefined ? null : num(r.participant_id),
      name: String(r.name ?? ''),
      odds: num(r.odds),
      isStartingPrice: Boolean(r.is_starting_price),
      result: (r.result as OutcomeResult | null) ?? null,
      position: r.position === null || r.position === undefined ? null : num(r.position),
      items: (r.items as OutcomeItemRow[] | null) ?? null,
    });
  }
  return byEvent;
}

export interface EventWrite {
  id: number;
  status: EventStatus;
  is_live: boolean;
  stats: EventStats | null;
  match_summary: MatchSummary | null;
  status_description: string | null;
}
export interface MarketWrite {
  id: number;
  is_suspended: boolean;
  status: MarketRow['status'];
}
export interface OutcomeWrite {
  id: number;
  odds: number;
  result: OutcomeResult | null;
  position: number | null;
}

export interface TickWrites {
  events: EventWrite[];
  markets: MarketWrite[];
  outcomes: OutcomeWrite[];
}

/**
 * Writes one tick in one transaction: events (version bumped), markets, outcomes, then one feed_changes
 * row per changed event. `payloadOf` builds that row from the event's new version. Returns the versions.
 */
export async function writeTick(
  db: Db,
  now: number,
  writes: TickWrites,
  payloadOf: (eventId: number, version: number) => unknown,
): Promise<Map<number, number>> {
  const at = new Date(now).toISOString();
  return db.transaction(async (tx) => {
    if (writes.markets.length > 0) {
      await tx.execute(sql`update markets m set is_suspended = v.is_suspended, status = v.status
        from jsonb_to_recordset(${json(writes.markets)}::jsonb) as v(id bigint, is_suspended boolean, status text)
        where m.id = v.id`);
    }
    if (writes.outcomes.length > 0) {
      await tx.execute(sql`update outcomes o set odds = v.odds, result = v.result, position = v.position
        from jsonb_to_recordset(${json(writes.outcomes)}::jsonb) as v(id bigint, odds double precision, result text, position smallint)
        where o.id = v.id`);
    }
    const versions = new Map<number, number>();
    if (writes.events.length === 0) return versions;
    const updated = await rows<{ id: unknown; version: unknown }>(
      tx,
      sql`update events e set status = v.status, is_live = v.is_live, stats = v.stats, match_summary = v.match_summary,
          status_description = v.status_description, version = e.version + 1, updated_at = ${at}::timestamptz
        from jsonb_to_recordset(${json(writes.events)}::jsonb) as v(id bigint, status text, is_live boolean,
          stats jsonb, match_summary jsonb, status_description text)
        where e.id = v.id
        returning e.id, e.version`,
    );
    for (const r of updated) versions.set(num(r.id), num(r.version));
    const changes = [...versions].map(([id, version]) => ({ event_id: id, payload: payloadOf(id, version) }));
    await tx.execute(sql`insert into feed_changes (event_id, payload, created_at)
      select (x->>'event_id')::bigint, x->'payload', ${at}::timestamptz from jsonb_array_elements(${json(changes)}::jsonb) as x`);
    return versions;
  });
}

/** Drops feed log rows older than `before`: the log is for catching up, not an archive. */
export async function pruneFeedChanges(db: Executor, before: number): Promise<void> {
  await db.execute(
    sql`delete from feed_changes where created_at < ${new Date(before).toISOString()}::timestamptz`,
  );
}
