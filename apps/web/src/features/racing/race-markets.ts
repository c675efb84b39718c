/** Reading a race card's markets: win (with each-way terms), forecast and tricast. */
import type { Market } from '@touchline/contract';

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
