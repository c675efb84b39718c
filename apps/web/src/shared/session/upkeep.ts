/**
 * What keeps a logged-in session's figures fresh, and the one owner of their timers: the balance at
 * start when the session was restored from storage (its stored balance is never shown), at 2 s and 5 s
 * after start and every 60 s; the open-bet count at start and every 60 s (a bet placed, cashed out or
 * settled asks for it itself); the playthrough every 15 s, boost tokens 5 s after start and the
 * free-bet count at start.
 */
import { after, cancel, every, type TimerId } from '@/shared/platform/timers';
import {
  refreshBalance,
  refreshBoostTokens,
  refreshFreeBets,
  refreshOpenBets,
  refreshPlaythrough,
} from './session-calls';
import { useSession } from './session-store';

export const BALANCE_REFRESH_MS = 60_000;
export const BALANCE_AFTER_START_MS = [2000, 5000] as const;
export const PLAYTHROUGH_POLL_MS = 15_000;
export const BOOST_TOKENS_AFTER_START_MS = 5000;

const quietly = (work: () => Promise<void>) => () => {
  work().catch((error) => console.warn('session refresh failed', error));
};

/** Starts the refreshes of a logged-in session; the answer stops them. */
export function startSessionUpkeep(): () => void {
  const balanceAndBets = quietly(async () => {
    await refreshBalance();
    await refreshOpenBets();
  });
  const timers: TimerId[] = [
    every(BALANCE_REFRESH_MS, balanceAndBets),
    ...BALANCE_AFTER_START_MS.map((ms) => after(ms, quietly(refreshBalance))),
    every(PLAYTHROUGH_POLL_MS, quietly(refreshPlaythrough)),
    after(BOOST_TOKENS_AFTER_START_MS, quietly(refreshBoostTokens)),
  ];
  if (useSession.getState().balanceAt === 0) balanceAndBets();
  else quietly(refreshOpenBets)();
  quietly(refreshPlaythrough)();
  quietly(refreshFreeBets)();
  return () => {
    for (const timer of timers) cancel(timer);
  };
}
