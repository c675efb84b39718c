/** Market groups of the event page. */
import type { Market } from '@touchline/contract';

export type MarketGroup = 'main' | 'goals' | 'handicap' | 'players' | 'other';
export const MARKET_GROUPS: readonly MarketGroup[] = ['main', 'goals', 'handicap', 'players', 'other'];

/** The group of a market, read from its type and layout. */
export function marketGroup(market: Pick<Market, 'type' | 'layout'>): MarketGroup {
  const type = market.type.toLowerCase();
  if (market.layout === 'handicap' || /handicap|spread|hcp/.test(type)) return 'handicap';
  if (/player|scorer|assist|card/.test(type)) return 'players';
  if (/goal|total|over|under|btts|both|score|points|runs/.test(type)) return 'goals';
  if (/1x2|winner|moneyline|match|double|draw|result|outright|forecast|tricast|win|place/.test(type))
    return 'main';
  return 'other';
}

/** Groups in their fixed order, each with its markets in feed order; empty groups left out. */
export function groupMarkets(markets: readonly Market[]): { group: MarketGroup; markets: Market[] }[] {
  const byGroup = new Map<MarketGroup, Market[]>();
  for (const market of markets) {
    const group = marketGroup(market);
    const list = byGroup.get(group) ?? [];
    list.push(market);
    byGroup.set(group, list);
  }
  return MARKET_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({
    group,
    markets: byGroup.get(group) ?? [],
  }));
}
