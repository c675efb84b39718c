/**
 * The catalog calls (the info and selection calls too): events, the live tree, markets, selections,
 * sports, page links and search,
 * in the request's language and filtered by what the brand offers.
 *
 * Other modules call these functions directly (the betslip re-prices through `selectionsByOutcomeIds`).
 * The feed calls `invalidateCatalogCache(ctx)` (cache.ts) after every change it writes.
 */
import { displayOdds, placeOdds } from '@touchline/betting';
import type {
  CompetitionGroup,
  CompetitionSummary,
  CurrentSelectionsResponse,
  Event,
  EventsLiveQuery,
  EventsLiveResponse,
  EventsQuery,
  EventsResponse,
  InfoResponse,
  Market,
  MarketsQuery,
  MarketsResponse,
  Outcome,
  OutcomeEventPair,
  RefreshedSelection,
  SearchQuery,
  SearchResponse,
  SearchTeam,
  SelectionDetail,
  SelectionsResponse,
  Sport,
} from '@touchline/contract';
import { brandByBookmaker } from '@touchline/contract';
import type { AppContext } from '../../context';
import type { EventStatus, Translations } from '../../db/schema';
import { WORDS } from '../../domain/vocab';
import { badRequest, notFound } from '../../http/errors';
import { isOfferedTo } from './availability';
import { type CachedResponse, catalogCache } from './cache';
import {
  type CompetitionCountRecord,
  type CompetitionRecord,
  type EventRecord,
  eventsByIds,
  findEvents,
  loadCompetitionCounts,
  loadCompetitions,
  loadRegions,
  loadSports,
  type MarketRecord,
  marketCounts,
  marketsByIds,
  marketsOfEvents,
  OPEN_STATUSES,
  type OutcomeRecord,
  outcomesByIds,
  outcomesOfMarkets,
  type RegionRecord,
  type SearchEventRecord,
  type SportRecord,
  searchableEvents,
} from './repo';

type Ctx = Pick<AppContext, 'database' | 'clock'>;

/** Who is asking: the brand (bookmaker id) and the language names come back in. */
export interface Scope {
  bookmaker: string;
  lang: string;
}

/** Sports ids the spec links to the sport page only. */
const SPORT_PAGE_ONLY = new Set([54, 133, 153, 180, 31, 181, 183, 55, 137, 184, 207]);

// ------------------------------------------------------------------------------------ reference

interface Reference {
  sports: SportRecord[];
  sportsById: Map<number, SportRecord>;
  /** Canonical and translated sport slugs (every language) to sports. */
  sportsBySlug: Map<string, SportRecord>;
  childrenOf: Map<number, number[]>;
  regionsById: Map<number, RegionRecord>;
  competitions: CompetitionRecord[];
  competitionsById: Map<number, CompetitionRecord>;
  /** Canonical and translated competition slugs to competitions (a slug may exist in several sports). */
  competitionsBySlug: Map<string, CompetitionRecord[]>;
  counts: Map<number, CompetitionCountRecord>;
  /** Competition ids offered by each bookmaker. */
  offered: Map<string, number[]>;
}

const REFERENCE_KEY = 'reference';

/** Sports, regions, competitions and open-event counts: read once per catalogue version. */
async function reference(ctx: Ctx): Promise<Reference> {
  return catalogCache(ctx).value(REFERENCE_KEY, ctx.clock.now(), async () => {
    const [sports, regions, competitions, counts] = await Promise.all([
      loadSports(ctx.database),
      loadRegions(ctx.database),
      loadCompetitions(ctx.database),
      loadCompetitionCounts(ctx.database),
    ]);
    const sportsBySlug = new Map<string, SportRecord>();
    const childrenOf = new Map<number, number[]>();
    for (const sport of sports) {
      for (const slug of Object.values(sport.slugs))
        if (!sportsBySlug.has(slug)) sportsBySlug.set(slug, sport);
      sportsBySlug.set(sport.slug, sport);
      if (sport.parent_id !== null)
        childrenOf.set(sport.parent_id, [...(childrenOf.get(sport.parent_id) ?? []), sport.id]);
    }
    const competitionsBySlug = new Map<string, CompetitionRecord[]>();
    for (const competition of competitions) {
      for (const slug of new Set([competition.slug, ...Object.values(competition.slugs)])) {
        competitionsBySlug.set(slug, [...(competitionsBySlug.get(slug) ?? []), competition]);
      }
    }
    return {
      sports,
      sportsById: new Map(sports.map((s) => [s.id, s])),
      sportsBySlug,
      childrenOf,
      regionsById: new Map(regions.map((r) => [r.id, r])),
      competitions,
      competitionsById: new Map(competitions.map((c) => [c.id, c])),
      competitionsBySlug,
      counts: new Map(counts.map((c) => [c.competition_id, c])),
      offered: new Map(),
    };
  });
}

function offeredCompetitions(ref: Reference, bookmaker: string): number[] {
  let ids = ref.offered.get(bookmaker);
  if (!ids) {
    ids = ref.competitions.filter((c) => isOfferedTo(c.brands, bookmaker)).map((c) => c.id);
    ref.offered.set(bookmaker, ids);
  }
  return ids;
}

function isOffered(
  competition: CompetitionRecord | undefined,
  bookmaker: string,
): competition is CompetitionRecord {
  return Boolean(competition && isOfferedTo(competition.brands, bookmaker));
}

/** Unknown bookmakers get a 400 with the list of known ones (the contract checks only the shape). */
export function assertBookmaker(bookmaker: string): void {
  if (!brandByBookmaker(bookmaker)) {
    throw badRequest(`bookmaker: unknown bookmaker '${bookmaker}'`);
  }
}

// --------------------------------------------------------------------------------------- mapping

const tr = (names: Translations | null | undefined, lang: string): string =>
  (names && (names[lang] ?? names.en ?? Object.values(names)[0])) ?? '';

const WIRE_STATUS: Record<EventStatus, Event['status']> = {
  scheduled: 'not_started',
  live: 'live',
  suspended: 'suspended',
  ended: 'ended',
  resulted: 'ended',
  cancelled: 'cancelled',
  postponed: 'postponed',
};

/** Statuses an outcome can still be bet on. */
const BETTABLE: ReadonlySet<EventStatus> = new Set(['scheduled', 'live']);

function wireStats(record: EventRecord): Event['stats'] {
  const s = record.stats;
  if (!s) return null;
  const int = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : null;
  return {
    home_scores: int(s.home_scores),
    away_scores: int(s.away_scores),
    home_set: int(s.home_set),
    away_set: int(s.away_set),
    server: s.server === 1 || s.server === 2 ? s.server : null,
    time: typeof s.time === 'string' ? s.time : null,
  };
}

function wireSummary(record: EventRecord): Event['matchSummary'] {
  const m = record.match_summary;
  if (!m) return null;
  const startTimes: Record<string, string> = {};
  for (const [phase, at] of Object.entries(m.startTimes ?? {})) {
    const ms = typeof at === 'number' ? at : Date.parse(String(at));
    if (Number.isFinite(ms)) startTimes[phase] = new Date(ms).toISOString();
  }
  const half = m.normalTimeHalfDuration;
  return {
    currentPhase: m.currentPhase ?? null,
    startTimes,
    normalTimeHalfDuration: typeof half === 'number' && half > 0 ? Math.trunc(half) : null,
  };
}

function toEvent(
  ref: Reference,
  record: EventRecord,
  lang: string,
  marketsCount: number,
  markets?: Market[],
): Event {
  const sport = ref.sportsById.get(record.sport_id);
  const competition = ref.competitionsById.get(record.competition_id);
  const region = competition ? ref.regionsById.get(competition.region_id) : undefined;
  const event: Event = {
    id: record.id,
    name: record.names ? tr(record.names, lang) : record.name,
    slug: record.slug,
    home_team: record.home_team,
    away_team: record.away_team,
    starts_at: new Date(record.starts_ms).toISOString(),
    status: WIRE_STATUS[record.status] ?? 'not_started',
    status_description: record.status_description,
    liveodds: record.live_odds,
    is_live: record.is_live,
    is_virtual: record.is_virtual,
    is_outright: record.is_outright,
    stats: record.is_live ? wireStats(record) : null,
    matchSummary: wireSummary(record),
    sport: {
      id: String(record.sport_id),
      slug: sport?.slug ?? 'sport',
      name: tr(sport?.names, lang),
      category: sport?.category ?? 'sport',
    },
    translated_sport_slug: tr(sport?.slugs, lang) || (sport?.slug ?? 'sport'),
    competition_id: String(record.competition_id),
    competition_slug: competition?.slug ?? 'competition',
    competition_name: tr(competition?.names, lang),
    translated_competition_slug: tr(competition?.slugs, lang) || (competition?.slug ?? 'competition'),
    region_name: tr(region?.names, lang),
    region_slug: region?.slug ?? 'world',
    markets_count: marketsCount,
  };
  if (markets) event.markets = markets;
  return event;
}

/** The outcome with its context: 'Home (-1.5)' becomes 'Ashford United (-1.5)'. */
function fullName(name: string, outcome: OutcomeRecord, event: EventRecord, lang: string): string {
  const code = outcome.code ?? '';
  const side =
    code === 'home' || code.startsWith('home_')
      ? 'home'
      : code === 'away' || code.startsWith('away_')
        ? 'away'
        : null;
  const team = side === 'home' ? event.home_team : side === 'away' ? event.away_team : null;
  if (!side || !team) return name;
  const word = tr(WORDS[side].names, lang);
  return name.startsWith(word) ? `${team}${name.slice(word.length)}` : team;
}

const HANDICAP_TYPES = new Set(['handicap', 'european_handicap']);

function toOutcome(outcome: OutcomeRecord, market: MarketRecord, event: EventRecord, lang: string): Outcome {
  const name = tr(outcome.names, lang) || outcome.code || outcome.id;
  const hasEw = (market.ew_place ?? 0) > 1 && (market.ew_price ?? 0) > 0;
  const odds = Number(outcome.odds) || 0;
  return {
    id: outcome.id,
    market_id: outcome.market_id,
    name,
    fullname: fullName(name, outcome, event, lang),
    odds,
    display_odds: displayOdds(odds),
    is_each_way: hasEw,
    has_ew: hasEw,
    place_odds: hasEw && odds > 1 ? placeOdds(odds, market.ew_price ?? 1) : null,
    is_starting_price: outcome.is_starting_price,
    combo_boost_available: outcome.combo_boost_available,
    handicap: HANDICAP_TYPES.has(market.type) && outcome.handicap !== null ? outcome.handicap : null,
    items:
      outcome.items && outcome.items.length > 0
        ? outcome.items.map((item) => ({ ...item, id: String(item.id) }))
        : null,
  };
}

function marketSuspended(market: MarketRecord, event: EventRecord): boolean {
  return (
    market.is_suspended ||
    market.status !== 'open' ||
    !BETTABLE.has(event.status) ||
    (event.status === 'live' && !event.is_live)
  );
}

function toMarket(market: MarketRecord, event: EventRecord, outcomes: OutcomeRecord[], lang: string): Market {
  return {
    id: market.id,
    event_id: market.event_id,
    name: tr(market.names, lang) || market.type,
    type: market.type,
    layout: (['default', 'two_way', 'three_way', 'handicap', 'over_under', 'list'].includes(market.layout)
      ? market.layout
      : 'default') as Market['layout'],
    ew_price: market.ew_price && market.ew_price > 0 ? market.ew_price : null,
    ew_place: market.ew_place !== null && market.ew_place >= 0 ? market.ew_place : null,
    is_suspended: marketSuspended(market, event),
    outcomes: outcomes.filter((o) => o.result === null).map((o) => toOutcome(o, market, event, lang)),
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * For list views: per event and requested type, the one market to show. A type quoted at several lines
 * shows its most balanced line (the trader's main line), others their first market.
 */
function pickListMarkets(markets: MarketRecord[], outcomes: Map<string, OutcomeRecord[]>): MarketRecord[] {
  const best = new Map<string, { market: MarketRecord; score: number }>();
  for (const market of markets) {
    const key = `${market.event_id}|${market.type}|${market.period ?? ''}`;
    const prices = (outcomes.get(market.id) ?? []).map((o) => o.odds).filter((o) => o > 1);
    const score =
      market.line === null || prices.length < 2
        ? market.sort_order
        : Math.max(...prices) / Math.min(...prices);
    const current = best.get(key);
    if (!current || score < current.score) best.set(key, { market, score });
  }
  return [...best.values()].map((b) => b.market).filter((m) => m.period === null);
}

/** Events as the wire shows them, with their list markets and market counts. */
async function presentEvents(
  ctx: Ctx,
  ref: Reference,
  records: EventRecord[],
  lang: string,
  marketSelect: { main?: boolean; types?: readonly string[] } | null,
): Promise<Event[]> {
  const ids = records.map((r) => Number(r.id));
  const [counts, markets] = await Promise.all([
    marketCounts(ctx.database, ids),
    marketSelect ? marketsOfEvents(ctx.database, ids, marketSelect) : Promise.resolve([]),
  ]);
  const outcomes = groupBy(
    await outcomesOfMarkets(
      ctx.database,
      markets.map((m) => Number(m.id)),
    ),
    (o) => o.market_id,
  );
  const chosen = marketSelect?.types ? pickListMarkets(markets, outcomes) : markets;
  const byEvent = groupBy(chosen, (m) => m.event_id);
  return records.map((record) => {
    const eventMarkets = marketSelect
      ? (byEvent.get(record.id) ?? [])
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((m) => toMarket(m, record, outcomes.get(m.id) ?? [], lang))
      : undefined;
    return toEvent(ref, record, lang, counts.get(record.id) ?? 0, eventMarkets);
  });
}

function competitionSummary(
  ref: Reference,
  competition: CompetitionRecord,
  lang: string,
): CompetitionSummary {
  const sport = ref.sportsById.get(competition.sport_id);
  const region = ref.regionsById.get(competition.region_id);
  const counts = ref.counts.get(competition.id);
  return {
    id: String(competition.id),
    slug: competition.slug,
    translated_slug: tr(competition.slugs, lang) || competition.slug,
    name: tr(competition.names, lang),
    region_name: tr(region?.names, lang),
    region_slug: region?.slug ?? 'world',
    sport_slug: sport?.slug ?? 'sport',
    translated_sport_slug: tr(sport?.slugs, lang) || (sport?.slug ?? 'sport'),
    event_count: (counts?.events ?? 0) + (counts?.outrights ?? 0),
  };
}

// ------------------------------------------------------------------------------------------- events

function sportIdsFor(
  ref: Reference,
  slug: string | undefined,
  category: string | undefined,
): number[] | undefined {
  let ids: number[] | undefined;
  if (slug) {
    const sport = ref.sportsBySlug.get(slug);
    if (!sport) throw notFound(`sport: no sport '${slug}'`);
    ids = [sport.id, ...(ref.childrenOf.get(sport.id) ?? [])];
  }
  if (category) {
    const inCategory = ref.sports.filter((s) => s.category === category).map((s) => s.id);
    ids = ids ? ids.filter((id) => inCategory.includes(id)) : inCategory;
  }
  return ids;
}

/** GET /echo/v1/events: events filtered and paged. */
export async function listEvents(ctx: Ctx, query: EventsQuery): Promise<EventsResponse> {
  assertBookmaker(query.bookmaker);
  const ref = await reference(ctx);
  let competitionIds = offeredCompetitions(ref, query.bookmaker);
  const sportIds = sportIdsFor(ref, query.sport, query.category);
  if (query.competition || query.competition_id) {
    const wanted = new Set<number>();
    if (query.competition) {
      for (const c of ref.competitionsBySlug.get(query.competition) ?? []) wanted.add(c.id);
      if (wanted.size === 0) throw notFound(`competition: no competition '${query.competition}'`);
    }
    if (query.competition_id) {
      const id = Number(query.competition_id);
      if (!Number.isSafeInteger(id) || !ref.competitionsById.has(id)) {
        throw notFound(`competition_id: no competition ${query.competition_id}`);
      }
      if (query.competition && !wanted.has(id)) wanted.clear();
      else {
        wanted.clear();
        wanted.add(id);
      }
    }
    competitionIds = competitionIds.filter((id) => wanted.has(id));
  }
  const ids = query.ids?.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const outrights = query.outrights ?? (query.ids ? undefined : false);
  const { rows, total } =
    ids && ids.length === 0
      ? { rows: [], total: 0 }
      : await findEvents(ctx.database, {
          competitionIds,
          sportIds,
          ids,
          live: query.live,
          outrights,
          from: query.from,
          to: query.to,
          sort: query.sort,
          limit: query.limit,
          offset: query.offset,
        });
  const data = await presentEvents(
    ctx,
    ref,
    rows,
    query.lang,
    query.market_types ? { types: query.market_types } : { main: true },
  );
  const competitions: CompetitionGroup[] = [];
  if (query.group_by === 'competition') {
    const groups = new Map<number, string[]>();
    for (const event of rows) {
      const list = groups.get(event.competition_id) ?? [];
      list.push(event.id);
      groups.set(event.competition_id, list);
    }
    for (const [competitionId, eventIds] of groups) {
      const competition = ref.competitionsById.get(competitionId);
      if (competition)
        competitions.push({ ...competitionSummary(ref, competition, query.lang), event_ids: eventIds });
    }
  }
  return { data, competitions, meta: { total, limit: query.limit, offset: query.offset } };
}

/** A stable cache key of a parsed query (defaults applied, keys sorted). */
function cacheKey(name: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${name}|${JSON.stringify(entries)}`;
}

/** The events answer as cached bytes (and object), shared by HTTP and the 'events' socket request. */
export function cachedEvents(ctx: Ctx, query: EventsQuery): Promise<CachedResponse> {
  assertBookmaker(query.bookmaker);
  return catalogCache(ctx).response(cacheKey('events', query), ctx.clock.now(), () => listEvents(ctx, query));
}

/** GET /echo/v1/events-live: the in-play tree (sport, competition, event ids) and the live events. */
export async function liveEvents(ctx: Ctx, query: EventsLiveQuery): Promise<EventsLiveResponse> {
  assertBookmaker(query.bookmaker);
  const ref = await reference(ctx);
  const sportIds = sportIdsFor(ref, query.sport, query.category);
  const { rows } = await findEvents(ctx.database, {
    competitionIds: offeredCompetitions(ref, query.bookmaker),
    sportIds,
    live: true,
    sort: 'starts_at',
    limit: query.limit,
    offset: 0,
  });
  const events = await presentEvents(ctx, ref, rows, query.lang, { main: true });
  const bySport = groupBy(rows, (r) => r.sport_id);
  const tree = [...bySport.entries()]
    .map(([sportId, sportRows]) => {
      const sport = ref.sportsById.get(sportId);
      const byCompetition = groupBy(sportRows, (r) => r.competition_id);
      const competitions = [...byCompetition.entries()]
        .map(([competitionId, list]) => {
          const competition = ref.competitionsById.get(competitionId);
          const region = competition ? ref.regionsById.get(competition.region_id) : undefined;
          return {
            priority: competition?.priority ?? 0,
            node: {
              id: String(competitionId),
              slug: competition?.slug ?? 'competition',
              translated_slug: tr(competition?.slugs, query.lang) || (competition?.slug ?? 'competition'),
              name: tr(competition?.names, query.lang),
              region_name: tr(region?.names, query.lang),
              count: list.length,
              event_ids: list.map((r) => r.id),
            },
          };
        })
        .sort((a, b) => b.priority - a.priority)
        .map((c) => c.node);
      return {
        order: sport?.sort_order ?? 0,
        node: {
          id: String(sportId),
          slug: sport?.slug ?? 'sport',
          translated_slug: tr(sport?.slugs, query.lang) || (sport?.slug ?? 'sport'),
          name: tr(sport?.names, query.lang),
          category: sport?.category ?? 'sport',
          icon: sport?.icon ?? null,
          count: sportRows.length,
          competitions,
        },
      };
    })
    .sort((a, b) => a.order - b.order)
    .map((s) => s.node);
  return { tree, events };
}

/**
 * Events by id, in the order given, as every list view shows them (main market, market count, the
 * same suspension and naming rules): the home page's tabs pick their events and show them this way.
 */
export async function presentEventsInOrder(ctx: Ctx, ids: readonly string[], lang: string): Promise<Event[]> {
  if (ids.length === 0) return [];
  const ref = await reference(ctx);
  const records = await eventsByIds(ctx.database, ids.map(Number));
  const byId = new Map(records.map((record) => [String(record.id), record]));
  const ordered = ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
  return presentEvents(ctx, ref, ordered, lang, { main: true });
}

/** The live answer as cached bytes, shared by HTTP and the 'events-live' socket request. */
export function cachedLiveEvents(ctx: Ctx, query: EventsLiveQuery): Promise<CachedResponse> {
  assertBookmaker(query.bookmaker);
  return catalogCache(ctx).response(cacheKey('events-live', query), ctx.clock.now(), () =>
    liveEvents(ctx, query),
  );
}

// ------------------------------------------------------------------------------------------ markets

async function offeredEvent(
  ctx: Ctx,
  ref: Reference,
  id: string,
  bookmaker: string,
): Promise<EventRecord | null> {
  const numeric = Number(id);
  if (!/^\d{1,15}$/.test(id) || !Number.isSafeInteger(numeric)) return null;
  const [record] = await eventsByIds(ctx.database, [numeric]);
  if (!record || !isOffered(ref.competitionsById.get(record.competition_id), bookmaker)) return null;
  return record;
}

/** GET /echo/v1/markets: every market of one event with its outcomes. */
export async function eventMarkets(ctx: Ctx, query: MarketsQuery): Promise<MarketsResponse> {
  assertBookmaker(query.bookmaker);
  const ref = await reference(ctx);
  const record = await offeredEvent(ctx, ref, query.event_id, query.bookmaker);
  if (!record) throw notFound(`event_id: no event ${query.event_id}`);
  const markets = await marketsOfEvents(
    ctx.database,
    [Number(record.id)],
    query.types ? { types: query.types } : {},
  );
  const outcomes = groupBy(
    await outcomesOfMarkets(
      ctx.database,
      markets.map((m) => Number(m.id)),
    ),
    (o) => o.market_id,
  );
  const data = markets.map((m) => toMarket(m, record, outcomes.get(m.id) ?? [], query.lang));
  const openCount = markets.length;
  return { event: toEvent(ref, record, query.lang, openCount), data };
}

// --------------------------------------------------------------------------------------- selections

interface Loaded {
  outcome: OutcomeRecord;
  market: MarketRecord;
  event: EventRecord;
}

const numericIds = (ids: readonly string[]) =>
  [...new Set(ids)]
    .filter((id) => /^\d{1,15}$/.test(id))
    .map(Number)
    .filter(Number.isSafeInteger);

/** Outcomes with their market and event, for the brand; unknown or not offered ids are left out. */
async function loadOutcomes(
  ctx: Ctx,
  ref: Reference,
  ids: readonly string[],
  bookmaker: string,
): Promise<Map<string, Loaded>> {
  const outcomes = await outcomesByIds(ctx.database, numericIds(ids));
  const [markets, events] = await Promise.all([
    marketsByIds(ctx.database, [...new Set(outcomes.map((o) => Number(o.market_id)))]),
    eventsByIds(ctx.database, [...new Set(outcomes.map((o) => Number(o.event_id)))]),
  ]);
  const marketById = new Map(markets.map((m) => [m.id, m]));
  const eventById = new Map(events.map((e) => [e.id, e]));
  const out = new Map<string, Loaded>();
  for (const outcome of outcomes) {
    const market = marketById.get(outcome.market_id);
    const event = eventById.get(outcome.event_id);
    if (!market || !event || !isOffered(ref.competitionsById.get(event.competition_id), bookmaker)) continue;
    out.set(outcome.id, { outcome, market, event });
  }
  return out;
}

/** Still on offer: the event is not over and the market not settled (it may be suspended for now). */
function isOpen(l: Loaded): boolean {
  return (
    BETTABLE.has(l.event.status) &&
    (l.market.status === 'open' || l.market.status === 'suspended') &&
    l.outcome.result === null
  );
}

function toSelection(ref: Reference, l: Loaded, lang: string, counts: Map<string, number>): SelectionDetail {
  const market = toMarket(l.market, l.event, [], lang);
  const { outcomes: _omitted, ...summary } = market;
  return {
    event: toEvent(ref, l.event, lang, counts.get(l.event.id) ?? 0),
    market: summary,
    outcome: toOutcome(l.outcome, l.market, l.event, lang),
  };
}

/**
 * Selections (event, market, outcome) for outcome ids, in the order asked; `missing` lists the ids
 * that are unknown, not offered to the brand, or no longer open.
 */
export async function selectionsByOutcomeIds(
  ctx: Ctx,
  ids: readonly string[],
  scope: Scope,
): Promise<SelectionsResponse> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const loaded = await loadOutcomes(ctx, ref, ids, scope.bookmaker);
  const counts = await marketCounts(ctx.database, [
    ...new Set([...loaded.values()].map((l) => Number(l.event.id))),
  ]);
  const selections: SelectionDetail[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const l = loaded.get(id);
    if (l && isOpen(l)) selections.push(toSelection(ref, l, scope.lang, counts));
    else missing.push(id);
  }
  return { selections, missing };
}

/** GET /echo/v1/selections/current: the current state of the slip's selections. */
export async function currentSelections(
  ctx: Ctx,
  ids: readonly string[],
  scope: Scope,
): Promise<CurrentSelectionsResponse> {
  const { selections } = await selectionsByOutcomeIds(ctx, ids, scope);
  return { selections };
}

/** GET /echo/v1/selections/refresh: fresh price and suspension of each [outcome_id, event_id] pair. */
export async function refreshSelections(
  ctx: Ctx,
  pairs: readonly OutcomeEventPair[],
  scope: Scope,
): Promise<{ selections: RefreshedSelection[] }> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const loaded = await loadOutcomes(
    ctx,
    ref,
    pairs.map((p) => p.outcome_id),
    scope.bookmaker,
  );
  const selections: RefreshedSelection[] = [];
  const seen = new Set<string>();
  for (const pair of pairs) {
    const l = loaded.get(pair.outcome_id);
    if (!l || l.event.id !== pair.event_id || seen.has(pair.outcome_id)) continue;
    seen.add(pair.outcome_id);
    const odds = Number(l.outcome.odds) || 0;
    selections.push({
      id: l.outcome.id,
      event_id: l.event.id,
      market_id: l.market.id,
      odds,
      display_odds: displayOdds(odds),
      is_suspended: !isOpen(l) || marketSuspended(l.market, l.event),
      combo_boost_available: l.outcome.combo_boost_available,
    });
  }
  return { selections };
}

/**
 * GET v1/betslip/validate-selections: of the outcome ids (from a link or a shared bet), the ones that
 * can go into a slip; unknown, not offered and closed ones are left out, suspended ones come back
 * flagged by market.is_suspended.
 */
export async function validateSelections(
  ctx: Ctx,
  ids: readonly string[],
  scope: Scope,
): Promise<{ data: SelectionDetail[] }> {
  const { selections } = await selectionsByOutcomeIds(ctx, ids, scope);
  return { data: selections };
}

// -------------------------------------------------------------------------------------------- sports

/** GET /sports: every sport the brand offers, with open event and outright counts, in menu order. */
export async function listSports(ctx: Ctx, scope: Scope): Promise<{ data: Sport[] }> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const offered = new Set(offeredCompetitions(ref, scope.bookmaker));
  const totals = new Map<number, { events: number; outrights: number; offered: boolean }>();
  for (const competition of ref.competitions) {
    if (!offered.has(competition.id)) continue;
    const counts = ref.counts.get(competition.id);
    const t = totals.get(competition.sport_id) ?? { events: 0, outrights: 0, offered: true };
    t.events += counts?.events ?? 0;
    t.outrights += counts?.outrights ?? 0;
    totals.set(competition.sport_id, t);
  }
  for (const sport of ref.sports) {
    if (sport.parent_id === null) continue;
    const child = totals.get(sport.id);
    if (!child) continue;
    const parent = totals.get(sport.parent_id) ?? { events: 0, outrights: 0, offered: true };
    parent.events += child.events;
    parent.outrights += child.outrights;
    totals.set(sport.parent_id, parent);
  }
  const data: Sport[] = [];
  for (const sport of ref.sports) {
    const t = totals.get(sport.id);
    if (!t && !sport.is_parent) continue;
    const parent = sport.parent_id !== null ? ref.sportsById.get(sport.parent_id) : undefined;
    data.push({
      id: String(sport.id),
      slug: sport.slug,
      translated_slug: tr(sport.slugs, scope.lang) || sport.slug,
      name: tr(sport.names, scope.lang),
      category: sport.category,
      event_count: t?.events ?? 0,
      outright_count: t?.outrights ?? 0,
      total: (t?.events ?? 0) + (t?.outrights ?? 0),
      is_parent: sport.is_parent,
      is_virtual: sport.is_virtual,
      parent_id: parent ? String(parent.id) : null,
      parent_slug: parent?.slug ?? null,
      icon: sport.icon,
    });
  }
  return { data };
}

export function cachedSports(ctx: Ctx, scope: Scope): Promise<CachedResponse> {
  assertBookmaker(scope.bookmaker);
  return catalogCache(ctx).response(cacheKey('sports', scope), ctx.clock.now(), () => listSports(ctx, scope));
}

// ---------------------------------------------------------------------------------------------- info

/** GET /v1/info/event: the match page, /{sport slug}/{competition slug}/{event slug}-{id}, in `lang`. */
export async function eventInfo(ctx: Ctx, id: string, scope: Scope): Promise<InfoResponse> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const record = await offeredEvent(ctx, ref, id, scope.bookmaker);
  if (!record) throw notFound(`id: no event ${id}`);
  const sport = ref.sportsById.get(record.sport_id);
  const competition = ref.competitionsById.get(record.competition_id);
  const sportSlug = tr(sport?.slugs, scope.lang) || (sport?.slug ?? 'sport');
  const competitionSlug = tr(competition?.slugs, scope.lang) || (competition?.slug ?? 'competition');
  return { url: `/${sportSlug}/${competitionSlug}/${record.slug}-${record.id}` };
}

/**
 * GET /v1/info/competition-by-id: the competition page, /{sport slug}/{competition slug}; sports the
 * spec links to the sport page only get /{sport slug}.
 */
export async function competitionInfo(ctx: Ctx, id: string, scope: Scope): Promise<InfoResponse> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  const competition = ref.competitionsById.get(numeric);
  if (!isOffered(competition, scope.bookmaker)) throw notFound(`id: no competition ${id}`);
  const sport = ref.sportsById.get(competition.sport_id);
  const sportSlug = tr(sport?.slugs, scope.lang) || (sport?.slug ?? 'sport');
  if (SPORT_PAGE_ONLY.has(competition.sport_id)) return { url: `/${sportSlug}` };
  return { url: `/${sportSlug}/${tr(competition.slugs, scope.lang) || competition.slug}` };
}

// -------------------------------------------------------------------------------------------- search

/** Lower case without accents, so 'fútbol' finds 'Futbol' and 'Müller' finds 'muller'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How well `text` matches the query: exact 100, prefix 80, a word's prefix 60, inside 40, else 0. */
export function matchScore(text: string, q: string): number {
  const t = fold(text);
  if (t === q) return 100;
  if (t.startsWith(q)) return 80;
  if (t.split(/[\s\-/().]+/).some((w) => w.startsWith(q))) return 60;
  return t.includes(q) ? 40 : 0;
}

interface SearchIndex {
  events: SearchEventRecord[];
}

async function searchIndex(ctx: Ctx): Promise<SearchIndex> {
  return catalogCache(ctx).value('search-index', ctx.clock.now(), async () => ({
    events: await searchableEvents(ctx.database),
  }));
}

/** GET /search: events, competitions and teams matching `q` (2+ characters), best first. */
export async function search(ctx: Ctx, query: SearchQuery): Promise<SearchResponse> {
  assertBookmaker(query.bookmaker);
  const q = fold(query.q.trim());
  if (q.length < 2) throw badRequest('q: search needs at least 2 characters');
  const [ref, index] = await Promise.all([reference(ctx), searchIndex(ctx)]);
  const offered = new Set(offeredCompetitions(ref, query.bookmaker));
  const now = ctx.clock.now();
  const events = index.events.filter((e) => offered.has(e.competition_id));

  const scoredEvents = events
    .map((e) => {
      const base = Math.max(
        matchScore(e.names ? tr(e.names, query.lang) : e.name, q),
        matchScore(e.home_team ?? '', q),
        matchScore(e.away_team ?? '', q),
      );
      const soon = Math.max(0, 10 - Math.max(0, e.starts_ms - now) / 86_400_000);
      return {
        e,
        score: base === 0 ? 0 : base + (e.is_live ? 8 : 0) + soon + Math.min(10, e.popularity / 10),
      };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.e.starts_ms - b.e.starts_ms)
    .slice(0, query.limit);

  const competitions = ref.competitions
    .filter((c) => offered.has(c.id))
    .map((c) => {
      const region = ref.regionsById.get(c.region_id);
      const base = Math.max(
        matchScore(tr(c.names, query.lang), q),
        matchScore(c.names.en ?? '', q),
        Math.min(60, matchScore(tr(region?.names, query.lang), q)),
      );
      const counts = ref.counts.get(c.id);
      const open = (counts?.events ?? 0) + (counts?.outrights ?? 0);
      return { c, score: base === 0 || open === 0 ? 0 : base + c.priority / 100 };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, query.limit)
    .map((x) => competitionSummary(ref, x.c, query.lang));

  const teams = new Map<string, { team: SearchTeam; score: number; first: number }>();
  for (const e of events) {
    for (const [name, id] of [
      [e.home_team, e.home_id],
      [e.away_team, e.away_id],
    ] as const) {
      if (!name || id === null) continue;
      const score = matchScore(name, q);
      if (score === 0) continue;
      const sport = ref.sportsById.get(e.sport_id);
      const key = `${e.sport_id}|${id}`;
      const entry = teams.get(key) ?? {
        team: { name, sport_slug: sport?.slug ?? 'sport', event_ids: [] },
        score,
        first: e.starts_ms,
      };
      entry.team.event_ids.push(e.id);
      entry.first = Math.min(entry.first, e.starts_ms);
      teams.set(key, entry);
    }
  }
  const rankedTeams = [...teams.values()]
    .sort(
      (a, b) => b.score - a.score || b.team.event_ids.length - a.team.event_ids.length || a.first - b.first,
    )
    .slice(0, query.limit)
    .map((t) => t.team);

  let eventData: Event[] = [];
  if (scoredEvents.length > 0) {
    const records = await eventsByIds(
      ctx.database,
      scoredEvents.map((x) => Number(x.e.id)),
    );
    const byId = new Map(records.filter((r) => OPEN_STATUSES.includes(r.status)).map((r) => [r.id, r]));
    const ordered = scoredEvents.flatMap((x) => {
      const r = byId.get(x.e.id);
      return r ? [r] : [];
    });
    eventData = await presentEvents(ctx, ref, ordered, query.lang, { main: true });
  }
  return { events: eventData, competitions, teams: rankedTeams };
}
