/**
 * Where the slip sends the bettor on the account site: login when placing while logged out (back to
 * the page the slip is on), and the cashier's deposit with the amount and the quick-deposit request id.
 * The slip is kept in storage, so leaving the page loses nothing.
 */
import { paths } from '@/shared/routing/paths';

const here = () => `${window.location.pathname}${window.location.search}`;

export function openLogin(): void {
  window.location.assign(paths.login(here()));
}

/** amount in minor units; without amount and request id a plain deposit. */
export function openDeposit(amount: number | null, requestId: string | null): void {
  const query = new URLSearchParams();
  if (amount !== null) query.set('amount', String(amount));
  if (requestId !== null) query.set('request_id', requestId);
  query.set('backUrl', here());
  window.location.assign(`${paths.deposit()}?${query.toString()}`);
}
