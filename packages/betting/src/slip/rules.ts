import { canUseBoostToken } from '../returns/boost-token';
import {
  type BetType,
  FORECAST_TRICAST_MARKET_TYPES,
  type SelectionErrorCode,
  type SlipMarket,
  type SlipSelection,
} from '../types';
import { COMBI_MIN, type SlipState, SYSTEM_MIN, SYSTEM_STYLE_LIMIT } from './state';

const FORECAST_TRICAST: ReadonlySet<string> = new Set(FORECAST_TRICAST_MARKET_TYPES);

/** Whether a market is a forecast or tricast one, which cannot join a combi or system. */
export function isForecastTricastMarket(market: SlipMarket): boolean {
  return FORECAST_TRICAST.has(market.type.toLowerCase());
}

/** Whether a market pays each-way places: only above 1 place ("Each-way"). */
export function hasEachWayPlaces(market: SlipMarket): boolean {
  return typeof market.ew_place === 'number' && market.ew_place > 1;
}

/** Whether two selections come from one event ("share an event"). */
export function sharesEvent(selections: readonly SlipSelection[]): boolean {
  const seen = new Set<string>();
  for (const selection of selections) {
    if (seen.has(selection.event.id)) return true;
    seen.add(selection.event.id);
  }
  return false;
}

/**
 * Per-selection error flags for a bet type, aligned with `selections` (selection error flags). A
 * forecast/tricast selection reports that flag before CANNOT_COMBINE because removing its event twin would
 * still not make it combinable.
 */
export function selectionErrors(
  selections: readonly SlipSelection[],
  betType: BetType,
): (SelectionErrorCode | null)[] {
  if (betType === 'single') return selections.map(() => null);
  const perEvent = new Map<string, number>();
  for (const { event } of selections) perEvent.set(event.id, (perEvent.get(event.id) ?? 0) + 1);
  return selections.map((selection) => {
    if (isForecastTricastMarket(selection.market)) return 'FORECAST_TRICAST_CANNOT_BE_COMBINED';
    if ((perEvent.get(selection.event.id) ?? 0) > 1) return 'CANNOT_COMBINE';
    return null;
  });
}

/** How one bet-type tab looks. */
export interface TabLook {
  active: boolean;
  disabled: boolean;
}

/**
 * Which tabs look disabled: combi under 2 selections or with two from one
 * event; system under 3, over 16, or with two from one event. Looking disabled does not forbid choosing.
 */
export function tabState(state: SlipState): Record<BetType, TabLook> {
  const n = state.selections.length;
  const sameEvent = sharesEvent(state.selections);
  return {
    single: { active: state.betType === 'single', disabled: false },
    combi: { active: state.betType === 'combi', disabled: n < COMBI_MIN || sameEvent },
    system: {
      active: state.betType === 'system',
      disabled: n < SYSTEM_MIN || n > SYSTEM_STYLE_LIMIT || sameEvent,
    },
  };
}

/** Where the each-way control shows. */
export interface EachWayAvailability {
  /** Outcome ids whose single line shows an each-way checkbox; empty unless the slip is single. */
  perSelection: string[];
  /** Whether the slip-level toggle shows; never for single. */
  slipToggle: boolean;
}

/**
 * Each-way controls ("Each-way"): in single a checkbox per selection whose
 * market pays more than 1 place; in combi/system one toggle, only when every selection pays places.
 */
export function eachWayAvailability(state: SlipState): EachWayAvailability {
  if (state.betType === 'single') {
    return {
      perSelection: state.selections.filter((s) => hasEachWayPlaces(s.market)).map((s) => s.outcome.id),
      slipToggle: false,
    };
  }
  return {
    perSelection: [],
    slipToggle: state.selections.length > 0 && state.selections.every((s) => hasEachWayPlaces(s.market)),
  };
}

/** Whether the slip's bet is each-way: a single's checkbox or the combi/system toggle. */
export function slipIsEachWay(state: SlipState): boolean {
  return state.betType === 'single'
    ? state.selections.some((s) => s.outcome.is_each_way === true)
    : state.eachWay;
}

/**
 * Whether the slip's shape admits a free bet ("Free-bet selector"): combi or a
 * single with one selection, never system, never each-way. Odds conditions are checked against the free
 * bet itself by validation.
 */
export function canChooseFreeBet(state: SlipState): boolean {
  if (slipIsEachWay(state)) return false;
  if (state.betType === 'combi') return state.selections.length >= COMBI_MIN;
  return state.betType === 'single' && state.selections.length === 1;
}

/**
 * Whether the slip's shape admits a boost token ("Boost token"): a single
 * with one selection, not each-way, no forecast/tricast market, no starting-price odds.
 */
export function canChooseBoostToken(state: SlipState): boolean {
  return canUseBoostToken({
    betType: state.betType,
    selections: state.selections,
    eachWay: state.betType !== 'single' && state.eachWay,
  });
}
