/**
 * The bet builder slip as an explicit machine (state + event -> state; the store runs the calls, React
 * only subscribes). It holds the ticket the builder frame handed over, re-prices it on every removal and
 * on mount, and places it once per attempt under the attempt's idempotency key.
 *
 * Pricing: each change of the selections starts a calculation with a higher request number; an answer
 * for an older request is ignored (the store also aborts its call), so a slow old answer never
 * overwrites a newer one.
 */
import { betBuilderCannotCombine, canPlaceBetBuilder } from '@touchline/betting';
import type { BetBuilderReceipt, BetBuilderTicket } from '@touchline/contract';

export type BuilderPricing =
  | { status: 'idle' }
  | { status: 'pricing'; request: number }
  | { status: 'priced' }
  | { status: 'failed' };

export type BuilderPlacement =
  | { status: 'idle' }
  | { status: 'processing'; key: string }
  /** The server answered status 1: the confirmation view shows. */
  | { status: 'completed'; receipt: BetBuilderReceipt; eventName: string; selections: number }
  /** Any other answer: the server's own message shows. */
  | { status: 'refused'; message: string };

export interface BuilderSlipState {
  eventId: string | null;
  precannedId: string | null;
  /** The ticket as last priced; its selections are what the bettor placed in the builder. */
  ticket: BetBuilderTicket | null;
  /** Builder selection ids, in the ticket's order. */
  selections: readonly string[];
  /** Stake in major units as typed; invalid stakes are 0. */
  stake: number;
  freeBetId: string | null;
  pricing: BuilderPricing;
  nextRequest: number;
  placement: BuilderPlacement;
}

export type BuilderSlipEvent =
  /** The frame handed over a ticket (or a deep link named the event and its selections). */
  | {
      type: 'LOAD';
      eventId: string;
      precannedId: string | null;
      ticket: BetBuilderTicket | null;
      selections: readonly string[];
    }
  | { type: 'REMOVE'; id: string }
  /** The slip mounted: a stale completed bet is put away and the selections are priced again. */
  | { type: 'MOUNT' }
  | { type: 'PRICED'; request: number; ticket: BetBuilderTicket }
  | { type: 'PRICING_FAILED'; request: number }
  | { type: 'SET_STAKE'; stake: number }
  | { type: 'SET_FREE_BET'; id: string | null }
  | { type: 'SUBMIT'; key: string }
  | {
      type: 'SUBMITTED';
      key: string;
      status: number;
      receipt: BetBuilderReceipt | null;
      message: string | null;
    }
  | { type: 'SUBMIT_FAILED'; key: string; message: string }
  /** Confirmation: keep the selections for another bet. */
  | { type: 'RETAIN' }
  /** Confirmation or slip: clear the bet builder. */
  | { type: 'CLEAR' };

export const initialBuilderSlip = (): BuilderSlipState => ({
  eventId: null,
  precannedId: null,
  ticket: null,
  selections: [],
  stake: 0,
  freeBetId: null,
  pricing: { status: 'idle' },
  nextRequest: 1,
  placement: { status: 'idle' },
});

const reprice = (state: BuilderSlipState): BuilderSlipState =>
  state.selections.length === 0
    ? { ...state, pricing: { status: 'idle' } }
    : {
        ...state,
        pricing: { status: 'pricing', request: state.nextRequest },
        nextRequest: state.nextRequest + 1,
      };

const isCurrent = (state: BuilderSlipState, request: number) =>
  state.pricing.status === 'pricing' && state.pricing.request === request;

export const isProcessing = (state: BuilderSlipState): boolean => state.placement.status === 'processing';

export function builderSlipReducer(state: BuilderSlipState, event: BuilderSlipEvent): BuilderSlipState {
  switch (event.type) {
    case 'LOAD': {
      if (isProcessing(state)) return state;
      const selections = event.ticket ? event.ticket.selections.map((s) => s.id) : [...event.selections];
      return reprice({
        ...state,
        eventId: event.eventId,
        precannedId: event.precannedId,
        ticket: event.ticket,
        selections,
        freeBetId: null,
        placement: { status: 'idle' },
      });
    }
    case 'REMOVE': {
      if (isProcessing(state) || !state.selections.includes(event.id)) return state;
      const selections = state.selections.filter((id) => id !== event.id);
      const ticket = state.ticket
        ? { ...state.ticket, selections: state.ticket.selections.filter((s) => s.id !== event.id) }
        : null;
      if (selections.length === 0)
        return { ...initialBuilderSlip(), stake: state.stake, nextRequest: state.nextRequest };
      return reprice({ ...state, selections, ticket, precannedId: null, placement: { status: 'idle' } });
    }
    case 'MOUNT': {
      const placement =
        state.placement.status === 'completed' ? { status: 'idle' as const } : state.placement;
      return reprice({
        ...state,
        placement: placement.status === 'processing' ? { status: 'idle' } : placement,
      });
    }
    case 'PRICED':
      if (!isCurrent(state, event.request)) return state;
      return { ...state, pricing: { status: 'priced' }, ticket: event.ticket };
    case 'PRICING_FAILED':
      if (!isCurrent(state, event.request)) return state;
      return { ...state, pricing: { status: 'failed' } };
    case 'SET_STAKE':
      if (isProcessing(state)) return state;
      return { ...state, stake: Number.isFinite(event.stake) && event.stake > 0 ? event.stake : 0 };
    case 'SET_FREE_BET':
      if (isProcessing(state)) return state;
      return { ...state, freeBetId: event.id };
    case 'SUBMIT':
      if (isProcessing(state)) return state;
      return { ...state, placement: { status: 'processing', key: event.key } };
    case 'SUBMITTED':
      if (state.placement.status !== 'processing' || state.placement.key !== event.key) return state;
      if (event.status === 1 && event.receipt) {
        return {
          ...state,
          // The free-bet choice resets after every attempt.
          freeBetId: null,
          placement: {
            status: 'completed',
            receipt: event.receipt,
            eventName: event.receipt.selections[0]?.event_name ?? '',
            selections: event.receipt.selections.length,
          },
        };
      }
      return { ...state, freeBetId: null, placement: { status: 'refused', message: event.message ?? '' } };
    case 'SUBMIT_FAILED':
      if (state.placement.status !== 'processing' || state.placement.key !== event.key) return state;
      return { ...state, placement: { status: 'refused', message: event.message } };
    case 'RETAIN':
      if (state.placement.status !== 'completed') return state;
      return reprice({ ...state, placement: { status: 'idle' } });
    case 'CLEAR':
      if (isProcessing(state)) return state;
      return { ...initialBuilderSlip(), nextRequest: state.nextRequest };
  }
}

/** 'Add more selections to continue' for one selection; the can't-combine warning for odds 0. */
export function builderSlipNote(state: BuilderSlipState): 'addMore' | 'cannotCombine' | null {
  if (state.selections.length === 1) return 'addMore';
  if (state.pricing.status === 'priced' && betBuilderCannotCombine(state.ticket)) return 'cannotCombine';
  return null;
}

/** Total odds as priced now, 0 while pricing or after a failed calculation. */
export const totalOdds = (state: BuilderSlipState): number =>
  state.pricing.status === 'priced' && state.ticket ? state.ticket.odds : 0;

/**
 * Whether 'Place Bet' is enabled: two or more selections priced above odds 1, a stake above 0 or a
 * free bet with an amount left (the betting package's rule), and no attempt running.
 */
export function canPlace(state: BuilderSlipState, freeBet: { amount_remaining: number } | null): boolean {
  if (state.selections.length < 2 || isProcessing(state)) return false;
  const stake = freeBet ? freeBet.amount_remaining / 100 : state.stake;
  return canPlaceBetBuilder({ stake: state.stake, freeBet, totalOdds: totalOdds(state), totalStake: stake })
    .ok;
}
