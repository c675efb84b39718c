import { roundHalfUp } from '../odds/precision';
import type { Bet, ComboBoostConfig, SlipSelection } from '../types';
import { rawBetReturn, totalStake } from './bet-return';

/**
 * Combo boost ("only combi, not each-way; percentage taken from
 * percent_steps by the number of boost-eligible selections ... Winnings are computed gross or net").
 *
 * Choices where the spec is silent:
 * - percent_steps hold percentages (10 means 10 %), as template.percentage does for boost tokens.
 * - A count beyond the last step takes the last step; a negative, fractional or missing count,
 *   an empty config or a non-finite/negative step gives 0.
 * - gross: the boost is the percentage of the whole return paid; net: of the winnings, i.e. the
 *   return minus the stake it gives back. With a free bet the stake is not given back, so the
 *   return already is the winnings and gross equals net.
 * - Amounts are summed in cents so that boostedReturn === baseReturn + boost exactly.
 */

/** Boost percentage for a number of boost-eligible selections, read from percent_steps. */
export function comboBoostPercentage(
  config: ComboBoostConfig | null | undefined,
  eligibleCount: number,
): number {
  const steps = config?.percent_steps;
  if (!steps || steps.length === 0) return 0;
  if (!Number.isInteger(eligibleCount) || eligibleCount < 0) return 0;
  const step = steps[Math.min(eligibleCount, steps.length - 1)];
  return typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : 0;
}

/** Number of slip selections whose outcome is flagged combo_boost_available. */
export function comboBoostEligibleCount(selections: readonly SlipSelection[]): number {
  return selections.filter((selection) => selection.outcome.combo_boost_available === true).length;
}

export interface ComboBoostInput {
  config: ComboBoostConfig | null | undefined;
  bet: Bet;
  eligibleCount: number;
}

export interface ComboBoostResult {
  /** True when the bet is a combi, not each-way, and the percentage is above 0. */
  applicable: boolean;
  percentage: number;
  /** The extra paid by the boost, in major units (0 when not applicable). */
  boost: number;
  /** The return without boost, in major units. */
  baseReturn: number;
  /** baseReturn + boost, in major units. */
  boostedReturn: number;
}

/**
 * The combo boost of a bet and its boosted return, or null when the
 * bet's return is not computable (then the slip shows '-').
 */
export function comboBoost(input: ComboBoostInput): ComboBoostResult | null {
  const { bet, config } = input;
  const raw = rawBetReturn(bet);
  if (raw === null) return null;
  const baseCents = roundHalfUp(raw * 100, 0);
  const percentage =
    bet.type === 'combi' && bet.eachWay !== true ? comboBoostPercentage(config, input.eligibleCount) : 0;
  if (percentage === 0) {
    return {
      applicable: false,
      percentage: 0,
      boost: 0,
      baseReturn: baseCents / 100,
      boostedReturn: baseCents / 100,
    };
  }
  const stakeGivenBack = bet.freeBet === true ? 0 : totalStake(bet);
  const boosted = config?.winnings_calc_mode === 'net' ? Math.max(0, raw - stakeGivenBack) : raw;
  // boosted x percentage / 100 is the boost in major units, x 100 again for cents.
  const boostCents = roundHalfUp(boosted * percentage, 0);
  return {
    applicable: true,
    percentage,
    boost: boostCents / 100,
    baseReturn: baseCents / 100,
    boostedReturn: (baseCents + boostCents) / 100,
  };
}
