/**
 * The placement flow of the main slip as an explicit machine (status union, event union; React only
 * subscribes). The slip's own rules (tickets, results, what the bettor may edit) live in the betting
 * package's reducer; this machine owns what happens between the place button and the server:
 * log in first, top up first, calculate once, then submit each ticket once under its own idempotency key.
 *
 * Why the keys live here: a second click while an attempt runs is not an event this machine accepts
 * (so it cannot start a second attempt), and a submit retried after a lost answer reuses its ticket's
 * key, so the server replays the first answer instead of placing the bet twice.
 */
import type { Ticket } from '@touchline/contract';

/** One ticket of an attempt: what calculate priced, the key it is submitted under, where it is. */
export interface AttemptTicket {
  ticket: Ticket;
  key: string;
  phase: 'queued' | 'sending' | 'settled';
}

export type PlacementState =
  | { status: 'idle' }
  /** The bettor pressed place while logged out; the slip places nothing until they log in. */
  | { status: 'awaiting_login' }
  /** The cashier is open to top up this much (minor units); its return carries the request id. */
  | { status: 'awaiting_deposit'; requestId: string; amount: number }
  | { status: 'calculating'; attempt: string }
  | { status: 'submitting'; attempt: string; tickets: readonly AttemptTicket[] };

export type PlacementStatus = PlacementState['status'];

export type PlacementEvent =
  /** Place Bet (or Accept changed odds, which then places): starts an attempt with its own id. */
  | { type: 'PLACE'; attempt: string; loggedIn: boolean }
  /** Top-up & Bet: open the cashier for the missing amount first. */
  | { type: 'TOP_UP'; requestId: string; amount: number }
  /** The cashier came back; the bet is placed only on success with the same request id. */
  | { type: 'DEPOSIT_RETURNED'; requestId: string; success: boolean; attempt: string }
  /** The bettor logged in (or gave up): the slip is theirs to place again. */
  | { type: 'LOGIN_FINISHED' }
  | { type: 'CALCULATED'; attempt: string; tickets: readonly Ticket[]; keys: readonly string[] }
  | { type: 'CALCULATE_FAILED'; attempt: string }
  | { type: 'SUBMIT_STARTED'; attempt: string; index: number }
  | { type: 'SUBMIT_SETTLED'; attempt: string; index: number };

const IDLE: PlacementState = { status: 'idle' };

export const initialPlacement = (): PlacementState => IDLE;

/** Whether an attempt is running: the place button shows its spinner and ignores clicks. */
export const isBusy = (state: PlacementState): boolean =>
  state.status === 'calculating' || state.status === 'submitting';

/**
 * The transition: state + event -> state. Events that are not valid in the current status (a click
 * while an attempt runs, an answer for an older attempt) leave the state as it is.
 */
export function placementReducer(state: PlacementState, event: PlacementEvent): PlacementState {
  switch (event.type) {
    case 'PLACE':
      if (isBusy(state)) return state;
      return event.loggedIn
        ? { status: 'calculating', attempt: event.attempt }
        : { status: 'awaiting_login' };
    case 'TOP_UP':
      if (isBusy(state)) return state;
      return { status: 'awaiting_deposit', requestId: event.requestId, amount: event.amount };
    case 'DEPOSIT_RETURNED':
      if (state.status !== 'awaiting_deposit' || state.requestId !== event.requestId) return state;
      return event.success ? { status: 'calculating', attempt: event.attempt } : IDLE;
    case 'LOGIN_FINISHED':
      return state.status === 'awaiting_login' ? IDLE : state;
    case 'CALCULATED':
      if (state.status !== 'calculating' || state.attempt !== event.attempt) return state;
      if (event.tickets.length === 0 || event.keys.length !== event.tickets.length) return IDLE;
      return {
        status: 'submitting',
        attempt: event.attempt,
        tickets: event.tickets.map(
          (ticket, i): AttemptTicket => ({ ticket, key: event.keys[i] ?? '', phase: 'queued' }),
        ),
      };
    case 'CALCULATE_FAILED':
      return state.status === 'calculating' && state.attempt === event.attempt ? IDLE : state;
    case 'SUBMIT_STARTED':
    case 'SUBMIT_SETTLED': {
      if (state.status !== 'submitting' || state.attempt !== event.attempt) return state;
      const from: AttemptTicket['phase'] = event.type === 'SUBMIT_STARTED' ? 'queued' : 'sending';
      const to: AttemptTicket['phase'] = event.type === 'SUBMIT_STARTED' ? 'sending' : 'settled';
      const current = state.tickets[event.index];
      if (!current || current.phase !== from) return state;
      const tickets = state.tickets.map(
        (t, i): AttemptTicket => (i === event.index ? { ...t, phase: to } : t),
      );
      return tickets.every((t) => t.phase === 'settled') ? IDLE : { ...state, tickets };
    }
  }
}

/** The next ticket to send: one at a time, in order, so the wallet sees the bets in the slip's order. */
export function nextTicket(state: PlacementState): { index: number; ticket: AttemptTicket } | null {
  if (state.status !== 'submitting') return null;
  if (state.tickets.some((t) => t.phase === 'sending')) return null;
  const index = state.tickets.findIndex((t) => t.phase === 'queued');
  const ticket = state.tickets[index];
  return ticket ? { index, ticket } : null;
}
