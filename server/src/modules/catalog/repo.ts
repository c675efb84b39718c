/**
 * SQL of the catalog calls. Raw statements through `database.query` (the hot paths), with every
 * bigint, timestamp and count cast so PGlite and node-postgres hand back the same JavaScript types.
 */
import type { Database } from '../../db/client';
import type { EventStats, EventStatus, MatchSummary, OutcomeItemRow, Translations } from '../../db/schema';

/** Statuses shown in lists: not over, not called off. */
export const OPEN_STATUSES: readonly EventStatus[] = ['scheduled', 'live', 'suspended'];

export interface SportRecord {
  id: number;
  slug: string;
  category: 'sport' | 'esport' | 'virtual';
  parent_id: number | null;
  is_parent: boolean;
  is_virtual: boolean;
  kind: string;
  icon: string | null;
  sort_order: number;
  names: Translations;
  slugs: Translations;
}

export interface RegionRecord {
  id: number;
  slug: string;
  names: Translations;
  slugs: Translations;
}

export interface CompetitionRecord {
  id: number;
  sport_id: number;
  region_id: number;
  slug: string;
  names: Translations;
  slugs: Translations;
  priority: number;
  brands: string[] | null;
}

export interface EventRecord {
  id: string;
  sport_id: number;
  competition_id: number;
  name: string;
  names: Translations | null;
  slug: string;
  home_team: string | null;
  away_team: string | null;
  home_id: number | null;
  away_id: number | null;
  starts_ms: number;
  status: EventStatus;
  is_live: boolean;
  live_odds: boolean;
  is_outright: boolean;
  is_virtual: boolean;
  stats: EventStats | null;
  match_summary: MatchSummary | null;
  status_description: string | null;
  popularity: number;
  total?: number;
}

export interface MarketRecord {
  id: string;
  event_id: string;
  type: string;
  names: Translations;
  line: number | null;
  period: string | null;
  layout: string;
  is_main: boolean;
  ew_place: number | null;
  ew_price: number | null;
  is_suspended: boolean;
  status: 'open' | 'suspended' | 'settled' | 'void';
  sort_order: number;
}

export interface OutcomeRecord {
  id: string;
  market_id: string;
  event_id: string;
  names: Translations;
  handicap: number | null;
  items: OutcomeItemRow[] | null;
  odds: number;
  is_starting_price: boolean;
  combo_boost_available: boolean;
  code: string | null;
  result: string | null;
  sort_order: number;
}

export interface CompetitionCountRecord {
  competition_id: number;
  events: number;
  outrights: number;
  live: number;
}

const EVENT_COLUMNS = `e.id::text as id, e.sport_id, e.competition_id, e.name, e.names, e.slug, e.home_team, e.away_team,
  e.home_id, e.away_id, (extract(epoch from e.starts_at) * 1000)::float8 as starts_ms, e.status, e.is_live, e.live_odds,
  e.is_outright, e.is_virtual, e.stats, e.match_summary, e.status_description, e.popularity`;

const MARKET_COLUMNS = `m.id::text as id, m.event_id::text as event_id, m.type, m.names, m.line, m.period, m.layout, m.is_main,
  m.ew_place, m.ew_price, m.is_suspended, m.status, m.sort_order`;

const OUTCOME_COLUMNS = `o.id::text as id, o.market_id::text as market_id, o.event_id::text as event_id, o.names, o.handicap,
  o.items, o.odds, o.is_starting_price, o.combo_boost_available, o.code, o.result, o.sort_order`;

export async function loadSports(db: Database): Promise<SportRecord[]> {
  return db.query<SportRecord>(
    'select id, slug, category, parent_id, is_parent, is_virtual, kind, icon, sort_order, names, slugs from sports order by sort_order, id',
  );
}

export async function loadRegions(db: Database): Promise<RegionRecord[]> {
  return db.query<RegionRecord>('select id, slug, names, slugs from regions order by sort_order, id');
}

export async function loadCompetitions(db: Database): Promise<CompetitionRecord[]> {
  return db.query<CompetitionRecord>(
    'select id, sport_id, region_id, slug, names, slugs, priority, brands from competitions order by priority desc, id',
  );
}

/** Open events per competition: matches, outrights and live ones. */
export async function loadCompetitionCounts(db: Database): Promise<CompetitionCountRecord[]> {
  return db.query<CompetitionCountRecord>(
    `select competition_id,
       (count(*) filter (where not is_outright))::int as events,
       (count(*) filter (where is_outright))::int as outrights,
       (count(*) filter (where is_live))::int as live
     from events where status = any($1::text[]) group by competition_id`,
    [OPEN_STATUSES],
  );
}

export interface EventFilter {
  competitionIds: readonly number[];
  sportIds?: readonly number[];
  ids?: readonly number[];
  live?: boolean;
  outrights?: boolean;
  from?: string;
  to?: string;
  sort: 'starts_at' | '-starts_at' | 'popularity' | 'competition';
  limit: number;
  offset: number;
}

const ORDER: Record<EventFilter['sort'], string> = {
  starts_at: 'e.starts_at, e.id',
  '-starts_at': 'e.starts_at desc, e.id desc',
  popularity: 'e.is_live desc, e.popularity desc, e.starts_at, e.id',
  competition: 'c.priority desc, c.id, e.starts_at, e.id',
};

/** One page of open events matching the filter, with the total before paging. */
export async function findEvents(
  db: Database,
  filter: EventFilter,
): Promise<{ rows: EventRecord[]; total: number }> {
  const params: unknown[] = [OPEN_STATUSES, filter.competitionIds];
  const where = ['e.status = any($1::text[])', 'e.competition_id = any($2::int[])'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.sportIds) where.push(`e.sport_id = any(${param(filter.sportIds)}::int[])`);
  if (filter.ids) where.push(`e.id = any(${param(filter.ids)}::bigint[])`);
  if (filter.live === true) where.push('e.is_live');
  if (filter.live === false) where.push(`not e.is_live and e.status = 'scheduled'`);
  if (filter.outrights !== undefined) where.push(`e.is_outright = ${param(filter.outrights)}::boolean`);
  if (filter.from) where.push(`e.starts_at >= ${param(filter.from)}::timestamptz`);
  if (filter.to) where.push(`e.starts_at < ${param(filter.to)}::timestamptz`);
  const rows = await db.query<EventRecord>(
    `select ${EVENT_COLUMNS}, (count(*) over ())::int as total
     from events e join competitions c on c.id = e.competition_id
     where ${where.join(' and ')}
     order by ${ORDER[filter.sort]}
     limit ${param(filter.limit)}::int offset ${param(filter.offset)}::int`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const count = await db.query<{ n: number }>(
      `select count(*)::int as n from events e where ${where.join(' and ')}`,
      params.slice(0, params.length - 2),
    );
    total = count[0]?.n ?? 0;
  }
  return { rows, total };
}

/** Events by id, whatever their status (selections of a slip may be of finished events). */
export async function eventsByIds(db: Database, ids: readonly number[]): Promise<EventRecord[]> {
  if (ids.length === 0) return [];
  return db.query<EventRecord>(`select ${EVENT_COLUMNS} from events e where e.id = any($1::bigint[])`, [ids]);
}

/** Markets of events (all, or only the main one, or only some types), in display order. */
export async function marketsOfEvents(
  db: Database,
  eventIds: readonly number[],
  select: { main?: boolean; types?: readonly string[] },
): Promise<MarketRecord[]> {
  if (eventIds.length === 0) return [];
  const params: unknown[] = [eventIds];
  const where = ['m.event_id = any($1::bigint[])', `m.status in ('open', 'suspended')`];
  if (select.main) where.push('m.is_main');
  if (select.types) {
    params.push(select.types);
    where.push('m.type = any($2::text[])');
  }
  return db.query<MarketRecord>(
    `select ${MARKET_COLUMNS} from markets m where ${where.join(' and ')} order by m.event_id, m.sort_order, m.id`,
    params,
  );
}

export async function marketsByIds(db: Database, ids: readonly number[]): Promise<MarketRecord[]> {
  if (ids.length === 0) return [];
  return db.query<MarketRecord>(`select ${MARKET_COLUMNS} from markets m where m.id = any($1::bigint[])`, [
    ids,
  ]);
}

/** Open markets per event (the event page's market count). */
export async function marketCounts(db: Database, eventIds: readonly number[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.query<{ event_id: string; n: number }>(
    `select event_id::text as event_id, count(*)::int as n from markets
     where event_id = any($1::bigint[]) and status in ('open', 'suspended') group by event_id`,
    [eventIds],
  );
  return new Map(rows.map((r) => [r.event_id, r.n]));
}

export async function outcomesOfMarkets(
  db: Database,
  marketIds: readonly number[],
): Promise<OutcomeRecord[]> {
  if (marketIds.length === 0) return [];
  return db.query<OutcomeRecord>(
    `select ${OUTCOME_COLUMNS} from outcomes o where o.market_id = any($1::bigint[]) order by o.market_id, o.sort_order, o.id`,
    [marketIds],
  );
}

export async function outcomesByIds(db: Database, ids: readonly number[]): Promise<OutcomeRecord[]> {
  if (ids.length === 0) return [];
  return db.query<OutcomeRecord>(`select ${OUTCOME_COLUMNS} from outcomes o where o.id = any($1::bigint[])`, [
    ids,
  ]);
}

/** What search matches against: open events and the participants playing in them. */
export interface SearchEventRecord {
  id: string;
  sport_id: number;
  competition_id: number;
  name: string;
  names: Translations | null;
  home_team: string | null;
  away_team: string | null;
  home_id: number | null;
  away_id: number | null;
  starts_ms: number;
  is_live: boolean;
  popularity: number;
}

export async function searchableEvents(db: Database): Promise<SearchEventRecord[]> {
  return db.query<SearchEventRecord>(
    `select e.id::text as id, e.sport_id, e.competition_id, e.name, e.names, e.home_team, e.away_team, e.home_id, e.away_id,
       (extract(epoch from e.starts_at) * 1000)::float8 as starts_ms, e.is_live, e.popularity
     from events e where e.status = any($1::text[])`,
    [OPEN_STATUSES],
  );
}
