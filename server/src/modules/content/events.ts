/**
 * Maps catalogue rows to the contract Event for the home tabs (betting-core.md section 3: Event,
 * Market, Outcome). Pure; the rows come from repo.ts.
 */

import { displayOdds } from '@touchline/betting';
import type { Event, Language, Market, MarketLayout, Outcome } from '@touchline/contract';
import { MarketLayout as MarketLayoutSchema } from '@touchline/contract';
import type { Translations } from '../../db/schema';
import type { EventRow, MarketRow, OutcomeRow } from './repo';

/** The text in a language, else English, else any. */
export function translated(texts: Translations | null | undefined, lang: Language, fallback = ''): string {
  if (!texts) return fallback;
  return texts[lang] || texts.en || Object.values(texts)[0] || fallback;
}

const WIRE_STATUS: Readonly<Record<string, Event['status']>> = {
  scheduled: 'not_started',
  live: 'live',
  suspended: 'suspended',
  ended: 'ended',
  resulted: 'ended',
  cancelled: 'cancelled',
  postponed: 'postponed',
};

const layoutOf = (layout: string): MarketLayout => {
  const parsed = MarketLayoutSchema.safeParse(layout);
  return parsed.success ? parsed.data : 'default';
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function toOutcome(row: OutcomeRow, market: MarketRow, event: EventRow, lang: Language): Outcome {
  const name = translated(row.names, lang, row.code ?? row.id);
  const team = row.code === 'home' ? event.home_team : row.code === 'away' ? event.away_team : null;
  const fullname = team ? (row.handicap === null ? team : `${team} (${signed(row.handicap)})`) : name;
  // Each-way needs more than one place paid and a fraction to pay them at (betting-core.md section 5).
  const hasEw = (market.ew_place ?? 0) > 1 && (market.ew_price ?? 0) > 0;
  const priced = row.odds > 0 && !row.is_starting_price;
  return {
    id: row.id,
    market_id: row.market_id,
    name,
    fullname,
    odds: row.odds,
    display_odds: displayOdds(row.odds),
    is_each_way: hasEw,
    has_ew: hasEw,
    place_odds:
      hasEw && priced && market.ew_price
        ? Math.round((1 + (row.odds - 1) / market.ew_price) * 100) / 100
        : null,
    is_starting_price: row.is_starting_price,
    combo_boost_available: row.combo_boost_available,
    handicap: row.handicap,
    items: row.items
      ? row.items.map((item) => ({ id: item.id, name: item.name, position: item.position }))
      : null,
  };
}

function toMarket(row: MarketRow, outcomes: readonly OutcomeRow[], event: EventRow, lang: Language): Market {
  return {
    id: row.id,
    event_id: row.event_id,
    name: translated(row.names, lang, row.type),
    type: row.type,
    layout: layoutOf(row.layout),
    ew_price: row.ew_price && row.ew_price > 0 ? row.ew_price : null,
    ew_place: row.ew_place !== null && row.ew_place >= 0 ? row.ew_place : null,
    is_suspended: row.is_suspended || row.status === 'suspended',
    outcomes: outcomes.map((outcome) => toOutcome(outcome, row, event, lang)),
  };
}

/** A catalogue event as the wire carries it, with its main market when one is given. */
export function toWireEvent(
  row: EventRow,
  lang: Language,
  main: { markets: readonly MarketRow[]; outcomes: readonly OutcomeRow[] },
): Event {
  const markets = main.markets
    .filter((market) => market.event_id === row.id)
    .map((market) =>
      toMarket(
        market,
        main.outcomes.filter((outcome) => outcome.market_id === market.id),
        row,
        lang,
      ),
    );
  const stats = row.stats
    ? {
        home_scores: row.stats.home_scores ?? null,
        away_scores: row.stats.away_scores ?? null,
        home_set: row.stats.home_set ?? null,
        away_set: row.stats.away_set ?? null,
        server: row.stats.server ?? null,
        time: row.stats.time ?? null,
      }
    : null;
  return {
    id: row.id,
    name: translated(row.names, lang, row.name),
    slug: row.slug,
    home_team: row.home_team,
    away_team: row.away_team,
    starts_at: row.starts_at.toISOString(),
    status: WIRE_STATUS[row.status] ?? 'not_started',
    status_description: row.status_description,
    liveodds: row.live_odds,
    is_live: row.is_live,
    is_virtual: row.is_virtual,
    is_outright: row.is_outright,
    stats,
    matchSummary: row.match_summary
      ? {
          currentPhase: row.match_summary.currentPhase ?? null,
          startTimes: row.match_summary.startTimes ?? {},
          normalTimeHalfDuration: row.match_summary.normalTimeHalfDuration ?? null,
        }
      : null,
    sport: {
      id: row.sport_id,
      slug: row.sport_slug,
      name: translated(row.sport_names, lang, row.sport_slug),
      category: row.sport_category,
    },
    translated_sport_slug: row.sport_slugs[lang] || row.sport_slug,
    competition_id: row.competition_id,
    competition_slug: row.competition_slug,
    competition_name: translated(row.competition_names, lang, row.competition_slug),
    translated_competition_slug: row.competition_slugs[lang] || row.competition_slug,
    region_name: translated(row.region_names, lang, row.region_slug),
    region_slug: row.region_slug,
    markets_count: row.markets_count,
    markets,
  };
}

/** The match page path of an event in a language: /{sport}/{competition}/{slug}-{id} (betting-core.md section 2). */
export function matchPath(row: EventRow, lang: Language): string {
  const sport = row.sport_slugs[lang] || row.sport_slug;
  const competition = row.competition_slugs[lang] || row.competition_slug;
  return `/${encodeURIComponent(sport)}/${encodeURIComponent(competition)}/${encodeURIComponent(row.slug)}-${row.id}`;
}
