import type { AcceptOdds } from '../types';

export type OddsChangeDirection = 'up' | 'down' | 'none';
export type AcceptOddsDecision = 'accept' | 'reject';

// Prices arrive as floats from different sources; a difference below this is no change.
const ODDS_EPSILON = 1e-9;

/** How a price moved (odds highlighted when live odds differ). Unreadable prices count as no move. */
export function oddsChangeDirection(oldOdds: number, newOdds: number): OddsChangeDirection {
  if (!Number.isFinite(oldOdds) || !Number.isFinite(newOdds)) return 'none';
  const diff = newOdds - oldOdds;
  if (Math.abs(diff) < ODDS_EPSILON) return 'none';
  return diff > 0 ? 'up' : 'down';
}

/**
 * Whether a price change is taken under the bettor's setting (accept-odds behaviour): all accepts any change;
 * higher accepts only a higher price; none flags any change. No change is always accepted; a price that is
 * not a positive number is rejected.
 */
export function acceptOddsDecision(
  setting: AcceptOdds,
  oldOdds: number,
  newOdds: number,
): AcceptOddsDecision {
  if (!(Number.isFinite(newOdds) && newOdds > 0)) return 'reject';
  const direction = oddsChangeDirection(oldOdds, newOdds);
  if (direction === 'none' || setting === 'all') return 'accept';
  if (setting === 'higher') return direction === 'up' ? 'accept' : 'reject';
  return 'reject';
}

/**
 * Whether any selection's price changed against the setting, which turns the place button into
 * 'Accept changed odds' (place-bet button).
 */
export function oddsChangedAgainstSetting(
  setting: AcceptOdds,
  changes: readonly { oldOdds: number; newOdds: number }[],
): boolean {
  return changes.some((c) => acceptOddsDecision(setting, c.oldOdds, c.newOdds) === 'reject');
}
