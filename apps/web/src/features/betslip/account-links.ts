/**
 * Where the slip sends the bettor on the account site, in the frame over the page: login when placing
 * while logged out (back on the page the slip is on), and the cashier's deposit with the amount and the
 * quick-deposit request id.
 */
import { openAccountFrame } from '@/shared/account-frame';

export function openLogin(): void {
  openAccountFrame('/login', { redirect: `${window.location.pathname}${window.location.search}` });
}

/**
 * amount in minor units; without amount and request id a plain deposit. A quick deposit also says where
 * to come back to: this page, whose address then carries success and the request id.
 */
export function openDeposit(amount: number | null, requestId: string | null): void {
  openAccountFrame('/cashier/deposit', {
    ...(amount !== null ? { amount } : {}),
    ...(requestId !== null
      ? {
          requestId,
          backUrl: `${window.location.origin}${window.location.pathname}${window.location.search}`,
        }
      : {}),
  });
}
