/**
 * Runs the builder machine: dispatches the bettor's picks, prices each new set of selections (aborting
 * the calculation it replaces), stores the ticket and posts its betslip id to the sportsbook.
 */
import { encodeBetBuilderMessage } from '@touchline/contract';
import type { BuilderApi } from '@/api/calls';
import { type BuilderEvent, type BuilderState, builderReducer, canSend, initialBuilder } from './machine';

export interface BuilderController {
  getState(): BuilderState;
  subscribe(listener: () => void): () => void;
  toggle(outcomeId: string): void;
  pickPrecanned(precannedId: string, selections: readonly string[]): void;
  send(): Promise<void>;
}

export interface ControllerDeps {
  api: BuilderApi;
  /** Posts the message to the sportsbook window, at its origin only. */
  post(message: string): void;
}

export function createBuilderController(deps: ControllerDeps): BuilderController {
  let state = initialBuilder();
  const listeners = new Set<() => void>();
  let inFlight: AbortController | null = null;

  /** Applies an event; false when the machine did not accept it. */
  const dispatch = (event: BuilderEvent): boolean => {
    const next = builderReducer(state, event);
    if (next === state) return false;
    state = next;
    for (const listener of listeners) listener();
    return true;
  };

  /** Prices the selections as they are now; the calculation it replaces is aborted. */
  const price = () => {
    inFlight?.abort();
    inFlight = null;
    if (state.pricing.status !== 'pricing') return;
    const { request } = state.pricing;
    const controller = new AbortController();
    inFlight = controller;
    deps.api.calculate(state.selections, state.precannedId, controller.signal).then(
      (ticket) => {
        dispatch({ type: 'PRICED', request, ticket });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'PRICING_FAILED', request });
      },
    );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(outcomeId) {
      if (dispatch({ type: 'TOGGLE', outcomeId })) price();
    },
    pickPrecanned(precannedId, selections) {
      if (dispatch({ type: 'PICK_PRECANNED', precannedId, selections })) price();
    },
    async send() {
      if (!canSend(state)) return;
      const { selections, precannedId } = state;
      dispatch({ type: 'SEND' });
      try {
        const betslipId = await deps.api.storeTicket(selections, precannedId);
        deps.post(encodeBetBuilderMessage(betslipId));
        dispatch({ type: 'SENT', betslipId });
      } catch {
        dispatch({ type: 'SEND_FAILED' });
      }
    },
  };
}
