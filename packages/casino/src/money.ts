/**
 * Money and multipliers, exactly. Stakes and payouts are integer minor units; a multiplier is an exact
 * ratio of integers (never a float), and a payout is the stake times the multiplier rounded down to the
 * minor unit, computed in big integers so that no stake is too large to be exact.
 */
import { z } from 'zod';

/** An exact ratio of two non-negative integers, the denominator positive. */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

export const ratio = (numerator: number, denominator: number): Ratio => {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(
      `a ratio is of non-negative integers over a positive one, got ${numerator}/${denominator}`,
    );
  }
  return { numerator, denominator };
};

/** A ratio as a float, for display and statistics only: money never goes through it. */
export const ratioValue = (value: Ratio): number => value.numerator / value.denominator;

/** A stake: a positive whole number of minor units. */
export const stakeSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `stake` x `multiplier`, rounded down to the minor unit. */
export function payout(stake: number, multiplier: Ratio): number {
  if (!Number.isSafeInteger(stake) || stake < 0)
    throw new RangeError(`a stake is whole minor units, got ${stake}`);
  const product = stake * multiplier.numerator;
  if (product <= Number.MAX_SAFE_INTEGER) {
    // Integers below 2^53 are exact in a double, and so is the remainder: the quotient of the exact
    // multiple below the product is exact too.
    return (product - (product % multiplier.denominator)) / multiplier.denominator;
  }
  const exact = (BigInt(stake) * BigInt(multiplier.numerator)) / BigInt(multiplier.denominator);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the payout is beyond exact integers');
  return Number(exact);
}
