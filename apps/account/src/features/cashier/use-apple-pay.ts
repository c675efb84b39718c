/**
 * Apple Pay for the deposit page: asks the sportsbook whether its page supports it, starts a sheet
 * there, and follows the sheet's messages (apple-pay.ts). A completed payment updates the balance here
 * (the sportsbook, which made the payment, updates its own).
 */
import type { ApplePayResult, Currency } from '@touchline/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { newIdempotencyKey } from '@/shared/api/client';
import { useBridge } from '@/shared/frame/bridge-context';
import { type ApplePayState, applePayReducer, INITIAL_APPLE_PAY } from './apple-pay';
import { useBalanceChanged } from './use-cashier';

export interface ApplePay {
  state: ApplePayState;
  /** Opens the sheet for this amount (minor units) in the account's currency. */
  start: (amount: number, currency: Currency) => void;
}

export function useApplePay(onCompleted: (result: ApplePayResult) => void): ApplePay {
  const bridge = useBridge();
  const balanceChanged = useBalanceChanged();
  const [state, dispatch] = useReducer(applePayReducer, INITIAL_APPLE_PAY);
  const completed = useRef(onCompleted);
  completed.current = onCompleted;

  useEffect(() => {
    if (!bridge.connected) {
      dispatch({ type: 'support', supported: false });
      return;
    }
    const stops = [
      bridge.on('apple_pay_support', ({ details }) => dispatch({ type: 'support', ...details })),
      bridge.on('apple_pay_progress', ({ details }) =>
        dispatch({ type: 'progress', requestId: details.request_id, stage: details.stage }),
      ),
      bridge.on('apple_pay_result', ({ details }) => dispatch({ type: 'result', result: details })),
    ];
    bridge.send({ event: 'apple_pay_check' });
    return () => {
      for (const stop of stops) stop();
    };
  }, [bridge]);

  // A completed payment of this cashier's own sheet: once per result.
  const handled = useRef<ApplePayResult | null>(null);
  const last = state.status === 'ready' ? state.last : null;
  useEffect(() => {
    if (!last || last === handled.current) return;
    handled.current = last;
    if (last.outcome === 'completed' && last.balance) balanceChanged(last.balance);
    if (last.outcome === 'completed') completed.current(last);
  }, [last, balanceChanged]);

  const start = useCallback(
    (amount: number, currency: Currency) => {
      if (state.status !== 'ready') return;
      const requestId = newIdempotencyKey();
      dispatch({ type: 'start', requestId, amount });
      bridge.send({ event: 'apple_pay_start', details: { request_id: requestId, amount, currency } });
    },
    [bridge, state.status],
  );

  return { state, start };
}
