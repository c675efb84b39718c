/**
 * The bet builder page as an explicit machine: what the bettor picked, how far its pricing is, the
 * warning it shows and the hand-over of the ticket to the sportsbook. Plain TypeScript (state + event
 * -> state); the controller runs the calls, React only subscribes.
 *
 * Pricing: every change of the selections starts a new calculation with a higher request number; an
 * answer for an older request is ignored, so a slow old answer never overwrites a newer one.
 */
import { betBuilderCannotCombine } from '@touchline/betting';
import type { BetBuilderTicket } from '@touchline/contract';

export type Pricing =
  /** Nothing picked: nothing to price. */
  | { status: 'idle' }
  | { status: 'pricing'; request: number }
  | { status: 'priced'; ticket: BetBuilderTicket }
  | { status: 'failed' };

export type Handover =
  | { status: 'idle' }
  | { status: 'sending' }
  /** The ticket is stored and its betslip id posted to the sportsbook. */
  | { status: 'sent'; betslipId: string }
  | { status: 'failed' };

export interface BuilderState {
  /** Outcome ids in the order picked. */
  selections: readonly string[];
  /** The popular combination the selections came from, until the bettor changes them. */
  precannedId: string | null;
  pricing: Pricing;
  /** The last priced ticket: its odds stay on screen while a newer calculation runs. */
  lastTicket: BetBuilderTicket | null;
  /** The number the next calculation gets. */
  nextRequest: number;
  handover: Handover;
}

export type BuilderEvent =
  | { type: 'TOGGLE'; outcomeId: string }
  | { type: 'PICK_PRECANNED'; precannedId: string; selections: readonly string[] }
  | { type: 'PRICED'; request: number; ticket: BetBuilderTicket }
  | { type: 'PRICING_FAILED'; request: number }
  | { type: 'SEND' }
  | { type: 'SENT'; betslipId: string }
  | { type: 'SEND_FAILED' };

export const initialBuilder = (): BuilderState => ({
  selections: [],
  precannedId: null,
  pricing: { status: 'idle' },
  lastTicket: null,
  nextRequest: 1,
  handover: { status: 'idle' },
});

/** New selections: price them under a fresh request number (or stop pricing when none are left). */
function withSelections(
  state: BuilderState,
  selections: readonly string[],
  precannedId: string | null,
): BuilderState {
  const base = { ...state, selections, precannedId, handover: { status: 'idle' } as const };
  if (selections.length === 0) return { ...base, pricing: { status: 'idle' }, lastTicket: null };
  return {
    ...base,
    pricing: { status: 'pricing', request: state.nextRequest },
    nextRequest: state.nextRequest + 1,
  };
}

const isCurrent = (state: BuilderState, request: number) =>
  state.pricing.status === 'pricing' && state.pricing.request === request;

export function builderReducer(state: BuilderState, event: BuilderEvent): BuilderState {
  switch (event.type) {
    case 'TOGGLE': {
      if (state.handover.status === 'sending') return state;
      const picked = state.selections.includes(event.outcomeId);
      const selections = picked
        ? state.selections.filter((id) => id !== event.outcomeId)
        : [...state.selections, event.outcomeId];
      return withSelections(state, selections, null);
    }
    case 'PICK_PRECANNED':
      if (state.handover.status === 'sending' || event.selections.length === 0) return state;
      return withSelections(state, [...new Set(event.selections)], event.precannedId);
    case 'PRICED':
      if (!isCurrent(state, event.request)) return state;
      return { ...state, pricing: { status: 'priced', ticket: event.ticket }, lastTicket: event.ticket };
    case 'PRICING_FAILED':
      if (!isCurrent(state, event.request)) return state;
      return { ...state, pricing: { status: 'failed' }, lastTicket: null };
    case 'SEND':
      return canSend(state) ? { ...state, handover: { status: 'sending' } } : state;
    case 'SENT':
      if (state.handover.status !== 'sending') return state;
      return { ...state, handover: { status: 'sent', betslipId: event.betslipId } };
    case 'SEND_FAILED':
      if (state.handover.status !== 'sending') return state;
      return { ...state, handover: { status: 'failed' } };
  }
}

/** The ticket as priced for the current selections, or null while pricing, after a failure or with none. */
export const currentTicket = (state: BuilderState): BetBuilderTicket | null =>
  state.pricing.status === 'priced' ? state.pricing.ticket : null;

export const isPricing = (state: BuilderState): boolean => state.pricing.status === 'pricing';

export type BuilderNote = 'addMore' | 'cannotCombine' | 'error' | null;

/**
 * What the slip tells the bettor: one selection asks for more; a priced ticket of several selections
 * at odds 0 cannot be combined; a failed call says so.
 */
export function builderNote(state: BuilderState): BuilderNote {
  if (state.pricing.status === 'failed' || state.handover.status === 'failed') return 'error';
  if (state.selections.length === 1) return 'addMore';
  if (betBuilderCannotCombine(currentTicket(state))) return 'cannotCombine';
  return null;
}

/**
 * Whether the ticket can go to the betslip: two or more selections, priced for exactly these
 * selections above odds 1, none of them refused, and no hand-over running.
 */
export function canSend(state: BuilderState): boolean {
  const ticket = currentTicket(state);
  return (
    state.selections.length >= 2 &&
    ticket !== null &&
    ticket.odds > 1 &&
    ticket.selections.every((s) => s.error === null) &&
    state.handover.status !== 'sending'
  );
}
