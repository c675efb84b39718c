/**
 * Apple Pay in the cashier as an explicit machine. The payment sheet runs in the sportsbook's page
 * (ApplePaySession exists only in a top-level window), so the cashier asks it whether Apple Pay is
 * there, starts a sheet there, and follows it by the sportsbook's messages. Plain TypeScript: the
 * deposit page only renders the state and forwards events.
 */
import type { ApplePayResult, ApplePayStage } from '@touchline/contract';

/** What the sheet is doing: opened, validating the merchant, or charging the authorised payment. */
export type SheetStage = 'sheet' | ApplePayStage;

export type ApplePayState =
  /** The sportsbook has not said whether it can make Apple Pay payments (Apple Pay is not offered). */
  | { status: 'checking' }
  | { status: 'unavailable' }
  | { status: 'ready'; last: ApplePayResult | null }
  | { status: 'paying'; requestId: string; amount: number; stage: SheetStage };

export type ApplePayEvent =
  | { type: 'support'; supported: boolean }
  | { type: 'start'; requestId: string; amount: number }
  | { type: 'progress'; requestId: string; stage: ApplePayStage }
  | { type: 'result'; result: ApplePayResult };

export const INITIAL_APPLE_PAY: ApplePayState = { status: 'checking' };

/** The next state; messages about another sheet than the one this cashier started change nothing. */
export function applePayReducer(state: ApplePayState, event: ApplePayEvent): ApplePayState {
  switch (event.type) {
    case 'support':
      if (state.status === 'paying') return state;
      if (!event.supported) return { status: 'unavailable' };
      return state.status === 'ready' ? state : { status: 'ready', last: null };
    case 'start':
      if (state.status !== 'ready') return state;
      return { status: 'paying', requestId: event.requestId, amount: event.amount, stage: 'sheet' };
    case 'progress':
      if (state.status !== 'paying' || state.requestId !== event.requestId) return state;
      return { ...state, stage: event.stage };
    case 'result':
      if (state.status !== 'paying' || state.requestId !== event.result.request_id) return state;
      return { status: 'ready', last: event.result };
  }
}

/** True while Apple Pay may be chosen as the payment method. */
export const applePayOffered = (state: ApplePayState): boolean =>
  state.status === 'ready' || state.status === 'paying';
