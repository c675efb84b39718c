/**
 * A catalogue outcome (with its market and event) as the slip keeps it (betslip selection). The server's
 * is_each_way says the outcome CAN be backed each-way; in the slip it is the bettor's choice, so it starts as
 * asked (the racing card's each-way switch) and only where the market pays places.
 */
import type { SlipSelection } from '@touchline/betting';
import type { Event, MarketSummary, Outcome } from '@touchline/contract';

export function slipSelectionOf(
  event: Pick<Event, 'id' | 'name'>,
  market: Pick<MarketSummary, 'id' | 'type' | 'name' | 'is_suspended' | 'ew_place' | 'ew_price'>,
  outcome: Outcome,
  eachWay = false,
): SlipSelection {
  const paysPlaces = typeof market.ew_place === 'number' && market.ew_place > 1;
  return {
    event: { id: event.id, name: event.name },
    market: {
      id: market.id,
      type: market.type,
      name: market.name,
      is_suspended: market.is_suspended,
      ew_place: market.ew_place,
      ew_price: market.ew_price,
    },
    outcome: {
      id: outcome.id,
      market_id: outcome.market_id,
      odds: outcome.odds,
      display_odds: outcome.display_odds,
      // The full name says which team or line ('Arsenal (-1.5)'), not just 'Home'.
      name: outcome.fullname || outcome.name,
      items: outcome.items,
      is_each_way: eachWay && paysPlaces && outcome.is_each_way,
      has_ew: outcome.has_ew,
      place_odds: outcome.place_odds,
      is_starting_price: outcome.is_starting_price,
      combo_boost_available: outcome.combo_boost_available,
    },
  };
}
