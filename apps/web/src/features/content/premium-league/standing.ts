/**
 * Where the bettor stands with a promotion board, from the board, its results (the caller's standing)
 * and, for a board limited to selected players, the is-user-allowed answer.
 */
import type { BoardSummary, LeaderboardResponse, UserAllowedResponse } from '@touchline/contract';

export type Standing =
  /** Not logged in: asked to log in. */
  | 'guest'
  /** Still loading what decides it. */
  | 'unknown'
  /** A limited board this bettor is not on the list of. */
  | 'not-allowed'
  /** The board needs an opt-in and the bettor has not opted in. */
  | 'opt-in-needed'
  /** The bettor opted in. */
  | 'opted-in'
  /** The board ranks every bettor; there is nothing to opt in to. */
  | 'automatic';

export function standingOf(
  board: Pick<BoardSummary, 'is_optIn_required' | 'is_limited_users'>,
  loggedIn: boolean,
  results: Pick<LeaderboardResponse, 'opt_in'> | undefined,
  allowed: UserAllowedResponse | undefined,
): Standing {
  if (!loggedIn) return 'guest';
  if (board.is_limited_users && allowed === undefined) return 'unknown';
  if (allowed && !allowed.isUserAllowed) return 'not-allowed';
  const optIn = results?.opt_in;
  if (!optIn) return 'unknown';
  if (!optIn.is_optIn_required) return 'automatic';
  return optIn.opt_in_status === 'OPTED_IN' ? 'opted-in' : 'opt-in-needed';
}
