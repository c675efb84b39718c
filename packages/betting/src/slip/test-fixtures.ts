// Test-only builders for the slip tests; not exported from the package.
import type { SlipSelection } from '../types';
import type { BetslipEvent, CalculatedTicket } from './events';
import { slipReducer } from './reducer';
import { initialSlipState, type SlipState } from './state';

export const T0 = Date.UTC(2025, 0, 1, 12);
export const HOUR = 60 * 60 * 1000;

export interface SelectionOptions {
  eventId?: string;
  odds?: number;
  marketType?: string;
  ewPlace?: number | null;
  ewPrice?: number | null;
  startingPrice?: boolean;
}

/** A selection whose event, unless given, is its own (so selections combine by default). */
export function sel(outcomeId: string, options: SelectionOptions = {}): SlipSelection {
  const marketId = `m-${outcomeId}`;
  return {
    event: { id: options.eventId ?? `e-${outcomeId}` },
    market: {
      id: marketId,
      type: options.marketType ?? 'match_result',
      ew_place: options.ewPlace ?? null,
      ew_price: options.ewPrice ?? null,
    },
    outcome: {
      id: outcomeId,
      market_id: marketId,
      odds: options.odds ?? 2,
      ...(options.startingPrice === undefined ? {} : { is_starting_price: options.startingPrice }),
    },
  };
}

/** Selections o1..on from distinct events. */
export function sels(n: number, options: SelectionOptions = {}): SlipSelection[] {
  return Array.from({ length: n }, (_, i) => sel(`o${i + 1}`, options));
}

export const add = (selection: SlipSelection, now = T0): BetslipEvent => ({
  type: 'ADD_SELECTION',
  selection,
  now,
});

export function run(events: readonly BetslipEvent[], from: SlipState = initialSlipState(T0)): SlipState {
  return events.reduce(slipReducer, from);
}

/** A slip holding these selections, added in order at T0. */
export function slipWith(
  selections: readonly SlipSelection[],
  from: SlipState = initialSlipState(T0),
): SlipState {
  return run(
    selections.map((s) => add(s)),
    from,
  );
}

export function ticket(stake = 10, overrides: Partial<CalculatedTicket> = {}): CalculatedTicket {
  return { stake, total_stake: stake, bet_type: 'single', each_way: false, selections: [], ...overrides };
}

/** A slip whose calculate call returned these tickets. */
export function processing(state: SlipState, tickets: readonly CalculatedTicket[] = [ticket()]): SlipState {
  return slipReducer(state, { type: 'CALCULATED', tickets, now: T0 });
}

/** Deep-freezes a value so any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
