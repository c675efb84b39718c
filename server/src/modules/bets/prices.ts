/**
 * The server's own prices: what an outcome, its market and event say right now, read in the caller's
 * transaction when given one, for one brand (outcomes its catalogue does not offer are left out, as
 * if unknown, so no path can bet on what the brand's bettors cannot see).
 */
import { eq, inArray } from 'drizzle-orm';
import { competitions, events, markets, outcomes, type Translations } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { isOfferedTo } from '../catalog/availability';

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
  outcomeName: string;
  marketName: string;
  eventName: string;
  /** Market closed for betting (suspended or no longer open), or the event suspended. */
  suspended: boolean;
  /** The event can no longer be bet on (ended, resulted, cancelled, postponed) or has no price. */
  unavailable: boolean;
}

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
  const result = new Map<number, SelectionState>();
  const ids = [...new Set(outcomeIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      outcome: {
        id: outcomes.id,
        odds: outcomes.odds,
        isStartingPrice: outcomes.isStartingPrice,
        comboBoostAvailable: outcomes.comboBoostAvailable,
        items: outcomes.items,
        names: outcomes.names,
      },
      market: {
        id: markets.id,
        type: markets.type,
        ewPlace: markets.ewPlace,
        ewPrice: markets.ewPrice,
        names: markets.names,
        isSuspended: markets.isSuspended,
        status: markets.status,
      },
      event: {
        id: events.id,
        name: events.name,
        names: events.names,
        status: events.status,
        isLive: events.isLive,
        liveOdds: events.liveOdds,
      },
      brands: competitions.brands,
    })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .innerJoin(events, eq(events.id, outcomes.eventId))
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .where(inArray(outcomes.id, ids));
  for (const { outcome, market, event, brands } of rows) {
    if (!isOfferedTo(brands, bookmaker)) continue;
    const eventOpen = BETTABLE_EVENT.has(event.status) && !(event.isLive && !event.liveOdds);
    const priced = outcome.isStartingPrice || outcome.odds > 1;
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
      outcomeName: named(outcome.names, lang),
      marketName: named(market.names, lang),
      eventName: named(event.names, lang, event.name),
      suspended: market.isSuspended || market.status === 'suspended' || event.status === 'suspended',
      unavailable: !priced || !eventOpen || market.status === 'settled' || market.status === 'void',
    });
  }
  return result;
}
