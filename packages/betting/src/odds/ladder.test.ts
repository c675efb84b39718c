import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds } from './format';
import { FRACTIONAL_LADDER, nearestLadderIndex } from './ladder';
import { parseFractional } from './parse';

const ladderFractions = FRACTIONAL_LADDER.map((step) => step.fraction);
const price = fc.double({ min: 1.0001, max: 1000, noNaN: true, noDefaultInfinity: true });

describe('display_odds fractional: the ladder as data', () => {
  it('runs from 1/100 (1.01) to 400/1 (401) with 150 to 250 steps', () => {
    expect(FRACTIONAL_LADDER[0]).toEqual({ fraction: '1/100', decimal: 1.01 });
    expect(FRACTIONAL_LADDER.at(-1)).toEqual({ fraction: '400/1', decimal: 401 });
    expect(FRACTIONAL_LADDER.length).toBeGreaterThanOrEqual(150);
    expect(FRACTIONAL_LADDER.length).toBeLessThanOrEqual(250);
  });

  it('is strictly increasing and has no duplicate fraction', () => {
    for (let i = 1; i < FRACTIONAL_LADDER.length; i++) {
      expect(FRACTIONAL_LADDER[i]?.decimal).toBeGreaterThan(FRACTIONAL_LADDER[i - 1]?.decimal ?? 0);
    }
    expect(new Set(ladderFractions).size).toBe(ladderFractions.length);
  });

  it('holds the traditional UK fractions', () => {
    const traditional =
      '1/20 1/10 1/8 2/11 1/5 2/9 1/4 2/7 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 100/1 400/1';
    for (const fraction of traditional.split(' ')) expect(ladderFractions).toContain(fraction);
  });

  it('maps every step to itself and clamps outside the ladder', () => {
    FRACTIONAL_LADDER.forEach((step, index) => {
      expect(nearestLadderIndex(step.decimal)).toBe(index);
    });
    expect(nearestLadderIndex(1.0000001)).toBe(0);
    expect(nearestLadderIndex(100_000)).toBe(FRACTIONAL_LADDER.length - 1);
  });
});

describe('display_odds fractional: properties', () => {
  it('is monotonic: a <= b gives ladder index of a <= ladder index of b', () => {
    fc.assert(
      fc.property(price, price, (x, y) => {
        const [a, b] = x <= y ? [x, y] : [y, x];
        return nearestLadderIndex(a) <= nearestLadderIndex(b);
      }),
    );
  });

  it('shows the nearest step: no other step is strictly closer', () => {
    fc.assert(
      fc.property(price, (x) => {
        const shown = FRACTIONAL_LADDER[nearestLadderIndex(x)]?.decimal ?? Number.NaN;
        return FRACTIONAL_LADDER.every((step) => Math.abs(step.decimal - x) >= Math.abs(shown - x) - 1e-9);
      }),
    );
  });

  it('parsing a formatted price lands on a ladder step', () => {
    fc.assert(
      fc.property(price, (x) => {
        const parsed = parseFractional(formatOdds(x, 'fractional'));
        return FRACTIONAL_LADDER.some((step) => step.decimal === parsed);
      }),
    );
  });

  it('format(parse(s)) === s for every ladder string', () => {
    for (const fraction of ladderFractions) {
      expect(formatOdds(parseFractional(fraction) ?? Number.NaN, 'fractional')).toBe(fraction);
    }
  });
});
