/** Reading a race card's markets: win (with each-way terms), forecast and tricast. */
import type { Market, Outcome } from '@touchline/contract';

export type RaceMarketKind = 'win' | 'forecast' | 'tricast' | 'other';

export function raceMarketKind(market: Pick<Market, 'type'>): RaceMarketKind {
  const type = market.type.toLowerCase();
  if (type.includes('tricast')) return 'tricast';
  if (type.includes('forecast')) return 'forecast';
  if (/win|winner|race/.test(type)) return 'win';
  return 'other';
}

/** Each-way terms of a market, when it pays more than one place. */
export function eachWayTerms(
  market: Pick<Market, 'ew_place' | 'ew_price'>,
): { places: number; fraction: number } | null {
  if (!market.ew_place || market.ew_place <= 1 || !market.ew_price) return null;
  return { places: market.ew_place, fraction: market.ew_price };
}

/** Places a forecast (1st, 2nd) or a tricast (1st, 2nd, 3rd) asks for. */
export const comboPlaces = (kind: 'forecast' | 'tricast'): number => (kind === 'tricast' ? 3 : 2);

export interface ComboRunner {
  id: string;
  name: string;
  /** Card number: the runner's position in the win market, from 1; null when it has none. */
  number: number | null;
}

/**
 * The runners a forecast/tricast market offers (those named in its outcomes), in card order: by their
 * place in the win market, then as the market first names them.
 */
export function comboRunners(
  market: { outcomes: readonly Pick<Outcome, 'items'>[] },
  win: { outcomes: readonly Pick<Outcome, 'id'>[] } | null,
): ComboRunner[] {
  const numbers = new Map((win?.outcomes ?? []).map((outcome, index) => [outcome.id, index + 1]));
  const seen = new Map<string, ComboRunner>();
  for (const outcome of market.outcomes) {
    for (const item of outcome.items ?? []) {
      if (!seen.has(item.id))
        seen.set(item.id, { id: item.id, name: item.name, number: numbers.get(item.id) ?? null });
    }
  }
  return [...seen.values()].sort(
    (a, b) => (a.number ?? Number.POSITIVE_INFINITY) - (b.number ?? Number.POSITIVE_INFINITY),
  );
}

/** The runner chosen for each place (null while open). */
export type ComboPicks = readonly (string | null)[];

export const emptyPicks = (places: number): ComboPicks => Array.from({ length: places }, () => null);

/**
 * Choosing a runner for a place: pressing the chosen one again clears it; a runner moves out of any
 * other place it held, since one runner cannot finish in two places.
 */
export function choosePlace(picks: ComboPicks, place: number, runnerId: string): ComboPicks {
  const clearing = picks[place] === runnerId;
  return picks.map((current, index) => {
    if (index === place) return clearing ? null : runnerId;
    return current === runnerId ? null : current;
  });
}

/** The outcome whose runners finish in exactly the chosen order; null until every place is chosen. */
export function comboOutcome<T extends Pick<Outcome, 'items'>>(
  outcomes: readonly T[],
  picks: ComboPicks,
): T | null {
  if (picks.some((id) => id === null)) return null;
  return (
    outcomes.find(
      (outcome) =>
        outcome.items?.length === picks.length &&
        outcome.items.every((item, index) => item.id === picks[index]),
    ) ?? null
  );
}
