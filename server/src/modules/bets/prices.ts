/**
 * The server's own prices: what an outcome, its market and event say right now, read in the caller's
 * transaction when given one, for one brand (outcomes its catalogue does not offer are left out, as
 * if unknown, so no path can bet on what the brand's bettors cannot see).
 */
import { handicapOutcomeName } from '@touchline/betting';
import { type SQL, sql } from 'drizzle-orm';
import { executeNamed } from '../../db/named';
import type { OutcomeItemRow, Translations } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { offeredToCondition, teamOutcomeName } from '../catalog';

export interface SelectionState {
  outcomeId: number;
  marketId: number;
  eventId: number;
  odds: number;
  isStartingPrice: boolean;
  comboBoostAvailable: boolean;
  marketType: string;
  ewPlace: number | null;
  ewPrice: number | null;
  /** Runner ids of a forecast/tricast outcome, in order. */
  items: string[];
  /** The catalogue's short name ('Home (-1.5)'). */
  outcomeName: string;
  /**
   * The outcome as the slip showed it, from this catalogue: the team instead of Home/Away and a
   * positive handicap with its sign ('Ashford United (+1.5)'); a player or runner as named.
   */
  outcomeLabel: string;
  marketName: string;
  eventName: string;
  /** Market closed for betting (suspended or no longer open), or the event suspended. */
  suspended: boolean;
  /** The event can no longer be bet on (ended, resulted, cancelled, postponed) or has no price. */
  unavailable: boolean;
}

/** One outcome with its market and event, as the database answers it. */
interface SelectionRow {
  id: number | string;
  odds: number | string;
  is_starting_price: boolean;
  combo_boost_available: boolean;
  items: unknown;
  names: unknown;
  code: string | null;
  market_id: number | string;
  market_type: string;
  ew_place: number | string | null;
  ew_price: number | string | null;
  market_names: unknown;
  is_suspended: boolean;
  market_status: string;
  event_id: number | string;
  event_name: string;
  event_names: unknown;
  home_team: string | null;
  away_team: string | null;
  event_status: string;
  is_live: boolean;
  live_odds: boolean;
}

/** A json column: parsed by the driver already, or text to parse. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const named = (names: Translations | null | undefined, lang: string, fallback = ''): string =>
  names?.[lang] ?? names?.en ?? fallback;

// A suspended event is still there to bet on once it reopens: it reads as suspended, not unavailable.
const BETTABLE_EVENT = new Set(['scheduled', 'live', 'suspended']);

/** The current state of outcomes by id, as offered to `bookmaker` (unknown or not offered ids are absent). */
export async function loadSelections(
  db: Executor,
  outcomeIds: readonly number[],
  bookmaker: string,
  lang = 'en',
): Promise<Map<number, SelectionState>> {
  const read = selectionsRead(outcomeIds, bookmaker);
  return selectionStates(read ? await executeNamed(db, read) : [], lang);
}

/**
 * The read of loadSelections, to send with other reads in one statement (selectionStates reads its
 * rows); null when no id could be an outcome.
 */
export function selectionsRead(outcomeIds: readonly number[], bookmaker: string): SQL | null {
  const ids = [...new Set(outcomeIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return null;
  // Plain SQL: every submit and calculate reads prices, and building the query cost more than running it.
  return sql`
      select o.id, o.odds, o.is_starting_price, o.combo_boost_available, o.items, o.names, o.code,
             m.id as market_id, m.type as market_type, m.ew_place, m.ew_price, m.names as market_names,
             m.is_suspended, m.status as market_status,
             e.id as event_id, e.name as event_name, e.names as event_names, e.home_team, e.away_team,
             e.status as event_status,
             e.is_live, e.live_odds
        from outcomes o
        join markets m on m.id = o.market_id
        join events e on e.id = o.event_id
        join competitions on competitions.id = e.competition_id
       where o.id in ${ids} and ${offeredToCondition(bookmaker)}`;
}

/** The states of the rows selectionsRead answered (raw columns, or the same keys from JSON). */
export function selectionStates(
  rows: readonly Record<string, unknown>[],
  lang = 'en',
): Map<number, SelectionState> {
  const result = new Map<number, SelectionState>();
  for (const row of rows as unknown as readonly SelectionRow[]) {
    const outcome = {
      id: Number(row.id),
      odds: Number(row.odds),
      isStartingPrice: row.is_starting_price,
      comboBoostAvailable: row.combo_boost_available,
      items: json<OutcomeItemRow[] | null>(row.items),
      names: json<Translations | null>(row.names),
    };
    const market = {
      id: Number(row.market_id),
      type: row.market_type,
      ewPlace: row.ew_place === null ? null : Number(row.ew_place),
      ewPrice: row.ew_price === null ? null : Number(row.ew_price),
      names: json<Translations | null>(row.market_names),
      isSuspended: row.is_suspended,
      status: row.market_status,
    };
    const event = {
      id: Number(row.event_id),
      name: row.event_name,
      names: json<Translations | null>(row.event_names),
      status: row.event_status,
      isLive: row.is_live,
      liveOdds: row.live_odds,
    };
    const eventOpen = BETTABLE_EVENT.has(event.status) && !(event.isLive && !event.liveOdds);
    const priced = outcome.isStartingPrice || outcome.odds > 1;
    const outcomeName = named(outcome.names, lang);
    const teams = { home: row.home_team ?? null, away: row.away_team ?? null };
    result.set(outcome.id, {
      outcomeId: outcome.id,
      marketId: market.id,
      eventId: event.id,
      odds: outcome.odds,
      isStartingPrice: outcome.isStartingPrice,
      comboBoostAvailable: outcome.comboBoostAvailable,
      marketType: market.type,
      ewPlace: market.ewPlace,
      ewPrice: market.ewPrice,
      items: (outcome.items ?? []).map((item) => item.id),
      outcomeName,
      outcomeLabel: handicapOutcomeName(teamOutcomeName(outcomeName, row.code ?? null, teams, lang)),
      marketName: named(market.names, lang),
      eventName: named(event.names, lang, event.name),
      suspended: market.isSuspended || market.status === 'suspended' || event.status === 'suspended',
      unavailable: !priced || !eventOpen || market.status === 'settled' || market.status === 'void',
    });
  }
  return result;
}
