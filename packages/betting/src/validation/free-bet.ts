import type { BetType, FreeBet } from '../types';

export interface FreeBetSelectorInput {
  freeBets: readonly FreeBet[] | null | undefined;
  betType: BetType;
  selectionCount: number;
  eachWay: boolean;
  /**
   * Total (lowest) odds of the bet. When given, the selector is also hidden if no free bet is valid
   * at these odds ("the picker is hidden if none is valid").
   */
  totalOdds?: number | null;
}

/**
 * Whether a free-bet option is disabled: when the total (lowest) odds are
 * at or below conditions.min_odds. Odds that cannot be read disable an option that has a minimum.
 */
export function freeBetOptionDisabled(freeBet: Pick<FreeBet, 'conditions'>, totalOdds: number): boolean {
  const minOdds = freeBet.conditions?.min_odds;
  if (typeof minOdds !== 'number' || !Number.isFinite(minOdds)) return false;
  return !(Number.isFinite(totalOdds) && totalOdds > minOdds);
}

/**
 * The free bets that can be chosen at these odds: not disabled by
 * min_odds and with an amount remaining.
 */
export function validFreeBets(freeBets: readonly FreeBet[] | null | undefined, totalOdds: number): FreeBet[] {
  return (freeBets ?? []).filter((f) => f.amount_remaining > 0 && !freeBetOptionDisabled(f, totalOdds));
}

/**
 * Whether the free-bet selector shows: free bets exist and the bet is a
 * combi, or a single with one selection; never for system, each-way single, each-way combi or a
 * single with several selections; hidden when totalOdds is given and no free bet is valid.
 */
export function freeBetSelectorVisible(input: FreeBetSelectorInput): boolean {
  const { freeBets, betType, selectionCount, eachWay, totalOdds } = input;
  if (!freeBets || freeBets.length === 0 || eachWay) return false;
  const shape = betType === 'combi' || (betType === 'single' && selectionCount === 1);
  if (!shape) return false;
  return typeof totalOdds === 'number' ? validFreeBets(freeBets, totalOdds).length > 0 : true;
}
