import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial, systemOddsSum, systemOptions } from './system';

/** Test-only reference: the sum over every k-subset, by enumerating all 2^n subsets. */
function bruteForceSystemSum(values: readonly number[], k: number): number {
  let total = 0;
  for (let mask = 0; mask < 1 << values.length; mask++) {
    let size = 0;
    let product = 1;
    values.forEach((value, index) => {
      if (mask & (1 << index)) {
        size++;
        product *= value;
      }
    });
    if (size === k) total += product;
  }
  return total;
}

describe('system bets: combinations n choose k', () => {
  it.each([
    [3, 2, 3],
    [4, 2, 6],
    [8, 3, 56],
    [20, 10, 184_756],
    [20, 19, 20],
    [5, 0, 1],
    [5, 5, 1],
  ])('%i choose %i is %i', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
  });

  it('is 0 outside 0..n or for non-integers', () => {
    expect(binomial(3, 4)).toBe(0);
    expect(binomial(3, -1)).toBe(0);
    expect(binomial(3.5, 2)).toBe(0);
  });
});

describe("system bets: generator lists sizes 2 to n-1, named 'System k/n'", () => {
  it('gives no option under 3 selections', () => {
    expect(systemOptions(2)).toEqual([]);
  });

  it('lists 2/4 and 3/4 for four selections', () => {
    expect(systemOptions(4)).toEqual([
      { k: 2, name: 'System 2/4', type: 'system_2/4', combinations: 6 },
      { k: 3, name: 'System 3/4', type: 'system_3/4', combinations: 4 },
    ]);
  });

  it('lists 18 options for 20 selections', () => {
    expect(systemOptions(20).map((option) => option.k)).toEqual(Array.from({ length: 18 }, (_, i) => i + 2));
  });
});

describe('system k/n: sum over k-subsets by elementary symmetric sums', () => {
  it('matches a hand computed 2/3', () => {
    expect(systemOddsSum([2, 3, 4], 2)).toBe(2 * 3 + 2 * 4 + 3 * 4);
  });

  it('is 1 for k = 0 and 0 for k outside 0..n', () => {
    expect(systemOddsSum([2, 3], 0)).toBe(1);
    expect(systemOddsSum([2, 3], 3)).toBe(0);
    expect(systemOddsSum([2, 3], 1.5)).toBe(0);
  });

  it('equals a brute-force enumeration for n <= 10 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 50, noNaN: true }), { minLength: 1, maxLength: 10 }),
        fc.nat(10),
        (odds, kSeed) => {
          const k = (kSeed % odds.length) + 1;
          const expected = bruteForceSystemSum(odds, k);
          return Math.abs(systemOddsSum(odds, k) - expected) <= expected * 1e-12;
        },
      ),
    );
  });
});
