/**
 * Runs the placement machine against the server: calculate once, then submit each ticket once, in
 * order, each under the idempotency key the attempt gave it. A submit whose answer was lost (network
 * failure, time-out) is sent again with the same key and body, so the server replays its first answer
 * and the bet is placed once; after the last try the ticket shows CONNECTION_ERROR.
 */
import { ACCEPT_ODDS_WIRE, type QuoteInput, type SlipState, slipQuote } from '@touchline/betting';
import type { AcceptOdds, SelectionError, Ticket } from '@touchline/contract';
import { create } from 'zustand';
import { ApiError } from '@/shared/api/client';
import type { ApiContext } from '@/shared/api/requests';
import type { SlipCommand } from '@/shared/betslip';
import { after } from '@/shared/platform/timers';
import { calculateBody, calculateSlip, slipTicketOf, submitTicket, ticketResultOf } from '../api/place';
import {
  initialPlacement,
  nextTicket,
  type PlacementEvent,
  type PlacementState,
  placementReducer,
} from './machine';
import { forgetDeposit, pendingDeposit, rememberDeposit } from './quick-deposit';

/** What the runner needs from the page: the slip, who is betting, and what to do around an attempt. */
export interface PlacementDeps {
  slip: () => SlipState;
  dispatch: (command: SlipCommand) => void;
  ctx: () => ApiContext;
  acceptOdds: () => AcceptOdds;
  quoteInput: () => QuoteInput;
  /** After an attempt, failed or not: balance, free bets and boost tokens are asked again. */
  afterAttempt: (placed: readonly { uuid: string; ticket: Ticket }[]) => void;
  /** Calculate refused the prices: fetch the live ones so the slip shows what moved. */
  refreshPrices: () => void;
  newId: () => string;
}

/** Tries of one submit whose answer did not arrive (the first send included). */
export const SUBMIT_TRIES = 3;
const RETRY_DELAY_MS = 800;

interface PlacementStore {
  state: PlacementState;
  /** Per-selection refusals from the last calculate (outcome id -> code). */
  selectionErrors: Readonly<Record<string, string>>;
  send: (event: PlacementEvent) => PlacementState;
  clearSelectionErrors: () => void;
}

function startState(): PlacementState {
  const deposit = pendingDeposit();
  return deposit
    ? { status: 'awaiting_deposit', requestId: deposit.requestId, amount: deposit.amount }
    : initialPlacement();
}

export const usePlacement = create<PlacementStore>()((set, get) => ({
  state: startState(),
  selectionErrors: {},
  send(event) {
    const next = placementReducer(get().state, event);
    if (next !== get().state) set({ state: next });
    return next;
  },
  clearSelectionErrors: () => set({ selectionErrors: {} }),
}));

const isTransportFailure = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const wait = (ms: number) => new Promise<void>((done) => after(ms, done));

function errorsByOutcome(errors: readonly SelectionError[]): Record<string, string> {
  return Object.fromEntries(errors.map((e) => [e.outcome_id, e.error]));
}

/** Starts calculating when the machine is in 'calculating' for this attempt; the rest follows. */
async function calculate(deps: PlacementDeps, attempt: string): Promise<void> {
  const store = usePlacement.getState();
  const slip = deps.slip();
  const quote = slipQuote(slip, deps.quoteInput());
  const ctx = deps.ctx();
  store.clearSelectionErrors();
  deps.dispatch({ type: 'SET_ERROR', error: null });
  try {
    const answer = await calculateSlip(
      calculateBody(slip, quote, { lang: ctx.lang, acceptOdds: deps.acceptOdds() }),
    );
    if (answer.status !== 'success' || answer.tickets.length === 0) {
      usePlacement.setState({ selectionErrors: errorsByOutcome(answer.selection_errors) });
      deps.dispatch({ type: 'SET_ERROR', error: answer.message ?? 'CALCULATE_FAILED' });
      deps.dispatch({ type: 'RESET_AFTER_ATTEMPT' });
      if (answer.message === 'ODDS_CHANGED') deps.refreshPrices();
      store.send({ type: 'CALCULATE_FAILED', attempt });
      return;
    }
    const keys = answer.tickets.map(() => deps.newId());
    deps.dispatch({ type: 'CALCULATED', tickets: answer.tickets.map(slipTicketOf) });
    store.send({ type: 'CALCULATED', attempt, tickets: answer.tickets, keys });
    await submitAll(deps, attempt);
  } catch (error) {
    deps.dispatch({
      type: 'SET_ERROR',
      error: error instanceof ApiError ? error.message : 'CALCULATE_FAILED',
    });
    deps.dispatch({ type: 'RESET_AFTER_ATTEMPT' });
    store.send({ type: 'CALCULATE_FAILED', attempt });
  }
}

async function submitAll(deps: PlacementDeps, attempt: string): Promise<void> {
  const store = usePlacement.getState();
  const placed: { uuid: string; ticket: Ticket }[] = [];
  for (;;) {
    const state = usePlacement.getState().state;
    if (state.status !== 'submitting' || state.attempt !== attempt) break;
    const next = nextTicket(state);
    if (!next) break;
    store.send({ type: 'SUBMIT_STARTED', attempt, index: next.index });
    const { ticket, key } = next.ticket;
    const ctx = deps.ctx();
    const body = {
      ticket,
      accept_odds: ACCEPT_ODDS_WIRE[deps.acceptOdds()],
      lang: ctx.lang,
      country: ctx.country,
    };
    let status: string = 'CONNECTION_ERROR';
    for (let tryNo = 1; tryNo <= SUBMIT_TRIES; tryNo++) {
      try {
        const answer = await submitTicket(body, key);
        deps.dispatch({ type: 'TICKET_RESULT', ...ticketResultOf(next.index, answer) });
        status = answer.status;
        if (answer.status === 'PROCESSED' && answer.uuid) placed.push({ uuid: answer.uuid, ticket });
        break;
      } catch (error) {
        if (!isTransportFailure(error) || tryNo === SUBMIT_TRIES) {
          status = error instanceof ApiError && error.status >= 500 ? 'SERVER_ERROR' : 'CONNECTION_ERROR';
          if (error instanceof ApiError && error.status > 0 && error.status < 500)
            status = error.code ?? 'SERVER_ERROR';
          deps.dispatch({ type: 'TICKET_RESULT', index: next.index, status });
          break;
        }
        await wait(RETRY_DELAY_MS * tryNo);
      }
    }
    store.send({ type: 'SUBMIT_SETTLED', attempt, index: next.index });
  }
  deps.afterAttempt(placed);
}

/** Place Bet: starts an attempt unless one runs (a double click places one bet). */
export function place(deps: PlacementDeps, loggedIn: boolean): PlacementState {
  const attempt = deps.newId();
  const state = usePlacement.getState().send({ type: 'PLACE', attempt, loggedIn });
  if (state.status === 'calculating' && state.attempt === attempt) void calculate(deps, attempt);
  return state;
}

/** The cashier came back: with success and the same request id the bet is placed automatically. */
export function depositReturned(deps: PlacementDeps, requestId: string, success: boolean): void {
  forgetDeposit();
  const attempt = deps.newId();
  const state = usePlacement.getState().send({ type: 'DEPOSIT_RETURNED', requestId, success, attempt });
  if (state.status === 'calculating' && state.attempt === attempt) void calculate(deps, attempt);
}

/** Top-up & Bet: remembers the request, so the cashier's return can place the bet. */
export function topUp(requestId: string, amount: number): boolean {
  const state = usePlacement.getState().send({ type: 'TOP_UP', requestId, amount });
  if (state.status !== 'awaiting_deposit' || state.requestId !== requestId) return false;
  rememberDeposit(requestId, amount);
  return true;
}
