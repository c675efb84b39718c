/**
 * Quick deposit: 'Top-up & Bet' opens the cashier with the missing amount
 * and a request id; back from the cashier with success=true and the same request id, the bet is placed
 * automatically. The pending request outlives a reload (the cashier may come back through a page load),
 * but only for a while: an old request never places a bet.
 */
import { readJson, removeKey, writeJson } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';

export const QUICK_DEPOSIT_KEY = 'quickDeposit';
/** How long a top-up may take before its return no longer places the bet. */
export const QUICK_DEPOSIT_TTL_MS = 30 * 60 * 1000;

export interface PendingDeposit {
  requestId: string;
  /** Minor units. */
  amount: number;
  at: number;
}

export function rememberDeposit(requestId: string, amount: number): void {
  writeJson(QUICK_DEPOSIT_KEY, { requestId, amount, at: now() } satisfies PendingDeposit);
}

export function pendingDeposit(): PendingDeposit | null {
  const saved = readJson<PendingDeposit>(QUICK_DEPOSIT_KEY);
  if (!saved || typeof saved.requestId !== 'string' || typeof saved.at !== 'number') return null;
  if (now() - saved.at > QUICK_DEPOSIT_TTL_MS) {
    removeKey(QUICK_DEPOSIT_KEY);
    return null;
  }
  return saved;
}

export function forgetDeposit(): void {
  removeKey(QUICK_DEPOSIT_KEY);
}
