import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payout, ratio } from './money';

const reference = (stake: number, numerator: number, denominator: number) =>
  Number((BigInt(stake) * BigInt(numerator)) / BigInt(denominator));

describe('payout: the stake times a ratio, rounded down to the minor unit', () => {
  it('rounds down, never up', () => {
    expect(payout(1000, ratio(2, 3))).toBe(666);
    expect(payout(1000, ratio(9900, 3333))).toBe(2970);
    expect(payout(1, ratio(99, 100))).toBe(0);
    expect(payout(0, ratio(36, 1))).toBe(0);
  });

  it('is exact for any stake and multiplier, small or beyond 2^53 in the product (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 600_000_000 }),
        fc.integer({ min: 1, max: 600_000_000 }),
        (stake, numerator, denominator) => {
          const expected = reference(stake, numerator, denominator);
          return (
            expected > Number.MAX_SAFE_INTEGER || payout(stake, ratio(numerator, denominator)) === expected
          );
        },
      ),
    );
  });

  it('refuses a fractional or negative stake, a bad ratio, and a payout past exact integers', () => {
    expect(() => payout(10.5, ratio(2, 1))).toThrow(RangeError);
    expect(() => payout(-1, ratio(2, 1))).toThrow(RangeError);
    expect(() => ratio(1, 0)).toThrow(RangeError);
    expect(() => ratio(0.5, 2)).toThrow(RangeError);
    expect(() => payout(Number.MAX_SAFE_INTEGER, ratio(36, 1))).toThrow(RangeError);
  });
});
