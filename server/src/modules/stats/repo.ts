/**
 * SQL of the event statistics page: the event with its sport, competition and region, its main market,
 * and the resulted events behind the form and head-to-head tables. Raw statements through
 * `database.query`, with every bigint and timestamp cast so PGlite and node-postgres hand back the same
 * JavaScript types.
 */
import type { Database } from '../../db/client';
import type { EventStats, EventStatus, MatchSummary, OutcomeResult, Translations } from '../../db/schema';

export interface StatsEventRow {
  id: string;
  name: string;
  names: Translations | null;
  home_team: string | null;
  away_team: string | null;
  home_id: number | null;
  away_id: number | null;
  venue: string | null;
  starts_ms: number;
  status: EventStatus;
  is_outright: boolean;
  stats: EventStats | null;
  match_summary: MatchSummary | null;
  sport_id: number;
  sport_slug: string;
  sport_kind: 'match' | 'racing' | 'tennis_like' | 'outright_only';
  sport_names: Translations;
  competition_names: Translations;
  region_names: Translations;
}

export async function findEvent(database: Database, id: number): Promise<StatsEventRow | null> {
  const rows = await database.query<StatsEventRow>(
    `select e.id::text as id, e.name, e.names, e.home_team, e.away_team, e.home_id, e.away_id, e.venue,
       (extract(epoch from e.starts_at) * 1000)::float8 as starts_ms, e.status, e.is_outright, e.stats,
       e.match_summary, e.sport_id, s.slug as sport_slug, s.kind as sport_kind, s.names as sport_names,
       c.names as competition_names, r.names as region_names
     from events e
     join sports s on s.id = e.sport_id
     join competitions c on c.id = e.competition_id
     join regions r on r.id = c.region_id
     where e.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export interface MainOutcomeRow {
  market_type: string;
  market_names: Translations;
  market_status: 'open' | 'suspended' | 'settled' | 'void';
  id: string;
  names: Translations;
  code: string | null;
  odds: number;
  participant_id: number | null;
  position: number | null;
  result: OutcomeResult | null;
}

/** Outcomes of the event's main market (the one lists show), else of its first whole-event market. */
export async function findMainOutcomes(database: Database, eventId: number): Promise<MainOutcomeRow[]> {
  return database.query<MainOutcomeRow>(
    `select m.type as market_type, m.names as market_names, m.status as market_status, o.id::text as id,
       o.names, o.code, o.odds::float8 as odds, o.participant_id, o.position, o.result
     from outcomes o join markets m on m.id = o.market_id
     where m.id = (
       select id from markets where event_id = $1
       order by is_main desc, (period is null) desc, sort_order, id limit 1)
     order by o.sort_order, o.id`,
    [eventId],
  );
}

export interface PastEventRow {
  id: string;
  starts_ms: number;
  home_team: string | null;
  away_team: string | null;
  home_id: number | null;
  away_id: number | null;
  stats: EventStats | null;
}

/** A side of an event: its participant id when the event has one, else its name. */
export interface Side {
  id: number | null;
  name: string;
}

const PAST = `select e.id::text as id, (extract(epoch from e.starts_at) * 1000)::float8 as starts_ms,
    e.home_team, e.away_team, e.home_id, e.away_id, e.stats
  from events e
  where e.status = 'resulted' and e.sport_id = $1 and e.id <> $2
    and e.starts_at < (select starts_at from events where id = $2)
    and e.stats->>'home_scores' is not null and e.stats->>'away_scores' is not null`;

const sideMatch = (idParam: string, nameParam: string, column: 'home' | 'away') =>
  `(case when ${idParam}::int is not null then e.${column}_id = ${idParam}::int else e.${column}_team = ${nameParam}::text end)`;

/** The last resulted events (with a score) a side played in the sport before the event started. */
export async function findRecentResults(
  database: Database,
  event: { id: number; sportId: number },
  side: Side,
  limit: number,
): Promise<PastEventRow[]> {
  return database.query<PastEventRow>(
    `${PAST} and (${sideMatch('$3', '$4', 'home')} or ${sideMatch('$3', '$4', 'away')})
     order by e.starts_at desc, e.id desc limit $5`,
    [event.sportId, event.id, side.id, side.name, limit],
  );
}

/** The last resulted meetings of two sides, either way round, before the event started. */
export async function findMeetings(
  database: Database,
  event: { id: number; sportId: number },
  home: Side,
  away: Side,
  limit: number,
): Promise<PastEventRow[]> {
  return database.query<PastEventRow>(
    `${PAST} and ((${sideMatch('$3', '$4', 'home')} and ${sideMatch('$5', '$6', 'away')})
       or (${sideMatch('$5', '$6', 'home')} and ${sideMatch('$3', '$4', 'away')}))
     order by e.starts_at desc, e.id desc limit $7`,
    [event.sportId, event.id, home.id, home.name, away.id, away.name, limit],
  );
}

export interface RunnerFormRow {
  participant_id: number;
  position: number | null;
}

/**
 * Finishing positions of runners in their last resulted races (main market), newest first, at most
 * `limit` per runner.
 */
export async function findRunnerForm(
  database: Database,
  eventId: number,
  participantIds: readonly number[],
  limit: number,
): Promise<RunnerFormRow[]> {
  if (participantIds.length === 0) return [];
  return database.query<RunnerFormRow>(
    `select participant_id, position from (
       select o.participant_id, o.position,
         row_number() over (partition by o.participant_id order by e.starts_at desc, e.id desc) as n
       from outcomes o
       join markets m on m.id = o.market_id and m.is_main
       join events e on e.id = o.event_id
       where o.participant_id = any($2::int[]) and e.status = 'resulted' and e.id <> $1
         and e.starts_at < (select starts_at from events where id = $1)
     ) ranked where n <= $3
     order by participant_id, n`,
    [eventId, participantIds, limit],
  );
}
