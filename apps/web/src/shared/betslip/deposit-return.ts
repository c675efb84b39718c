/**
 * The cashier's answer to a quick deposit: whoever hears it (the frame's
 * messages, the address the cashier sends the bettor back to) reports it here; the slip places the bet
 * when the request id is the one it opened the cashier with and the deposit succeeded.
 */
import { create } from 'zustand';
import { useSlip } from './store';

export interface DepositReturn {
  requestId: string;
  success: boolean;
}

export const useDepositReturn = create<{ pending: DepositReturn | null }>()(() => ({ pending: null }));

export function reportDepositReturn(requestId: string, success: boolean): void {
  useDepositReturn.setState({ pending: { requestId, success } });
  useSlip.getState().dispatch({ type: 'SHOW' });
}

/** Takes the pending answer once. */
export function takeDepositReturn(): DepositReturn | null {
  const { pending } = useDepositReturn.getState();
  if (pending) useDepositReturn.setState({ pending: null });
  return pending;
}
