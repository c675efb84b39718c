/**
 * Cash-out: one request per confirmation (its own idempotency key, so a double tap or a retry after a
 * lost answer cashes out once), pending cash-outs asked again every 3 s until the server has processed
 * them, then the toast 'Cashout(s) successfully processed.', the balance, the open-bet badge and the
 * bets list refreshed.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Cashout } from '@touchline/contract';
import { showToast } from '@touchline/web-kit';
import { ApiError } from '@/shared/api/client';
import { newId } from '@/shared/platform/ids';
import { cancel, every, type TimerId } from '@/shared/platform/timers';
import { refreshBalance, refreshOpenBets } from '@/shared/session';
import { fetchCashouts, MY_BETS_KEY, postCashout } from './api';

/** Pending cash-outs are asked again this often. */
export const CASHOUT_POLL_MS = 3_000;

export type CashoutResult =
  | { kind: 'processed'; amount: number }
  | { kind: 'pending' }
  /** The offer moved below what the bettor saw: this is the new one, to confirm again. */
  | { kind: 'moved'; offer: number }
  /** Refused: MARKET_SUSPENDED, CASHOUT_UNAVAILABLE, BET_NOT_FOUND, or a connection error. */
  | { kind: 'refused'; code: string };

const pending = new Set<string>();
let poller: TimerId | null = null;
let notice = 'Cashout(s) successfully processed.';

async function settled(client: QueryClient): Promise<void> {
  await Promise.all([
    refreshBalance(),
    refreshOpenBets(),
    client.invalidateQueries({ queryKey: [MY_BETS_KEY] }),
  ]);
}

/** The newest cash-out of each bet (the server lists newest first). */
function latestByBet(cashouts: readonly Cashout[]): Map<string, Cashout> {
  const latest = new Map<string, Cashout>();
  for (const cashout of cashouts) if (!latest.has(cashout.bet_id)) latest.set(cashout.bet_id, cashout);
  return latest;
}

async function poll(client: QueryClient): Promise<void> {
  let answer: Awaited<ReturnType<typeof fetchCashouts>>;
  try {
    answer = await fetchCashouts();
  } catch (error) {
    // A failed poll is only logged: the next one asks again.
    console.warn('cash-out poll failed', error);
    return;
  }
  const latest = latestByBet(answer.cashouts);
  let processed = 0;
  for (const betId of [...pending]) {
    const status = latest.get(betId)?.status;
    if (status === 'pending') continue;
    pending.delete(betId);
    if (status === 'processed') processed += 1;
  }
  if (pending.size === 0) {
    cancel(poller);
    poller = null;
  }
  if (processed > 0) showToast(notice, 'success');
  if (processed > 0 || pending.size === 0) await settled(client);
}

function watch(client: QueryClient, betIds: readonly string[]): void {
  for (const id of betIds) pending.add(id);
  if (pending.size === 0 || poller !== null) return;
  poller = every(CASHOUT_POLL_MS, () => void poll(client));
}

/**
 * Picks up cash-outs still pending on the server (a reload, another tab) and polls them; `message` is
 * the translated toast shown when they are processed.
 */
export async function resumePendingCashouts(client: QueryClient, message: string): Promise<void> {
  notice = message;
  try {
    const answer = await fetchCashouts();
    const waiting = [...latestByBet(answer.cashouts).values()].filter((c) => c.status === 'pending');
    watch(
      client,
      waiting.map((c) => c.bet_id),
    );
  } catch (error) {
    console.warn('cash-outs not loaded', error);
  }
}

export interface CashoutAttempt {
  betId: string;
  /** What to cash out now, minor units. */
  amount: number;
  /** The full offer the bettor confirmed, minor units. */
  offer: number;
  /** The toast text, translated. */
  message: string;
  /** The idempotency key: the same for a retry of the same confirmation, new for another. */
  key: string;
}

/** A key for a confirmation: kept while the bettor retries the same amount and offer. */
export const newCashoutKey = newId;

/** Sends one confirmed cash-out and follows it until it is processed. */
export async function cashOut(client: QueryClient, attempt: CashoutAttempt): Promise<CashoutResult> {
  notice = attempt.message;
  let cashout: Cashout;
  try {
    // A full cash-out accepts the current offer if it is at least the one shown; a partial one names both.
    const body =
      attempt.amount < attempt.offer
        ? { amount: attempt.amount, offer: attempt.offer }
        : { amount: attempt.offer };
    ({ cashout } = await postCashout(attempt.betId, body, attempt.key));
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'refused', code: error.code ?? 'SERVER_ERROR' };
    return { kind: 'refused', code: 'SERVER_ERROR' };
  }
  if (cashout.status === 'rejected') return { kind: 'moved', offer: cashout.amount };
  if (cashout.status === 'pending') {
    watch(client, [attempt.betId]);
    return { kind: 'pending' };
  }
  showToast(attempt.message, 'success');
  await settled(client);
  return { kind: 'processed', amount: cashout.amount };
}
