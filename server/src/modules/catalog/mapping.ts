/** Catalogue records to wire shapes: events, markets, outcomes and competition summaries in the request's language. */
import { displayOdds, placeOdds } from '@touchline/betting';
import type { CompetitionSummary, Event, Market, Outcome } from '@touchline/contract';
import type { EventStatus, Translations } from '../../db/schema';
import { WORDS } from '../../domain/vocab';
import type { Ctx, Reference } from './reference';
import {
  type CompetitionRecord,
  type EventRecord,
  type MarketRecord,
  marketCounts,
  marketsOfEvents,
  type OutcomeRecord,
  outcomesOfMarkets,
} from './repo';

export const tr = (names: Translations | null | undefined, lang: string): string =>
  (names && (names[lang] ?? names.en ?? Object.values(names)[0])) ?? '';

export const WIRE_STATUS: Record<EventStatus, Event['status']> = {
  scheduled: 'not_started',
  live: 'live',
  suspended: 'suspended',
  ended: 'ended',
  resulted: 'ended',
  cancelled: 'cancelled',
  postponed: 'postponed',
};

/** Statuses an outcome can still be bet on. */
export const BETTABLE: ReadonlySet<EventStatus> = new Set(['scheduled', 'live']);

export function wireStats(record: EventRecord): Event['stats'] {
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

export function wireSummary(record: EventRecord): Event['matchSummary'] {
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

export function toEvent(
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

/**
 * An outcome's name with its side made a team: 'Home (-1.5)' of code home_* becomes 'Ashford United (-1.5)';
 * any other outcome (a draw, a line, a player, a runner) keeps its name.
 */
export function teamOutcomeName(
  name: string,
  code: string | null,
  teams: { home: string | null; away: string | null },
  lang: string,
): string {
  const role = code ?? '';
  const side =
    role === 'home' || role.startsWith('home_')
      ? 'home'
      : role === 'away' || role.startsWith('away_')
        ? 'away'
        : null;
  const team = side === 'home' ? teams.home : side === 'away' ? teams.away : null;
  if (!side || !team) return name;
  const word = tr(WORDS[side].names, lang);
  return name.startsWith(word) ? `${team}${name.slice(word.length)}` : team;
}

/** The outcome with its context: 'Home (-1.5)' becomes 'Ashford United (-1.5)'. */
export function fullName(name: string, outcome: OutcomeRecord, event: EventRecord, lang: string): string {
  return teamOutcomeName(name, outcome.code, { home: event.home_team, away: event.away_team }, lang);
}

export const HANDICAP_TYPES = new Set(['handicap', 'european_handicap']);

export function toOutcome(
  outcome: OutcomeRecord,
  market: MarketRecord,
  event: EventRecord,
  lang: string,
): Outcome {
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

export function marketSuspended(market: MarketRecord, event: EventRecord): boolean {
  return (
    market.is_suspended ||
    market.status !== 'open' ||
    !BETTABLE.has(event.status) ||
    (event.status === 'live' && !event.is_live)
  );
}

export function toMarket(
  market: MarketRecord,
  event: EventRecord,
  outcomes: OutcomeRecord[],
  lang: string,
): Market {
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

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
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
export function pickListMarkets(
  markets: MarketRecord[],
  outcomes: Map<string, OutcomeRecord[]>,
): MarketRecord[] {
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
export async function presentEvents(
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

export function competitionSummary(
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
