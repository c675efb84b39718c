import type { BetType } from '../types';

/** Combi hint shown when no combo boost applies. */
export const COMBO_BOOST_HINT = 'Add more lines to your accumulator to receive a Combo Boost bonus!';

export interface ComboBoostNoticeInput {
  betType: BetType;
  eachWay: boolean;
  /** Boost percentage the returns engine found for this slip (0 when none). */
  boostPercentage: number;
  /** Combo boost switched on in settings / configured for the operator; defaults to true. */
  enabled?: boolean;
}

/**
 * Whether the combo-boost notice shows: only in combi, not each-way, and
 * only when the eligible selections yield no boost. The percentage itself comes from src/returns.
 */
export function comboBoostNoticeVisible(input: ComboBoostNoticeInput): boolean {
  if (input.enabled === false || input.betType !== 'combi' || input.eachWay) return false;
  return !(Number.isFinite(input.boostPercentage) && input.boostPercentage > 0);
}
