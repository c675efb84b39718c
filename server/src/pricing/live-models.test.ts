import { describe, expect, it } from 'vitest';
import { normalCdf, normalInverse } from './distributions';
import { impliedProbabilities, overround, priceFromProbability } from './odds';
import {
  fitPoissonMeans,
  matchFromSetChance,
  normalDistribution,
  poissonDistribution,
  resultProbabilities,
  setChanceFromMatch,
  setsDistribution,
} from './scores';

const mass = (cells: { p: number }[]) => cells.reduce((s, c) => s + c.p, 0);

describe('odds drift: normal law helpers', () => {
  it('normalCdf and normalInverse are inverse of each other', () => {
    for (const p of [0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99])
      expect(normalCdf(normalInverse(p))).toBeCloseTo(p, 5);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
});

describe('odds drift: Poisson model for low-scoring sports', () => {
  it('a distribution sums to 1 and starts from the current score', () => {
    const cells = poissonDistribution(1, 0, 1.2, 0.9);
    expect(mass(cells)).toBeCloseTo(1, 6);
    expect(Math.min(...cells.map((c) => c.home))).toBe(1);
    expect(Math.min(...cells.map((c) => c.away))).toBe(0);
  });

  it('with no time left the current score is certain', () => {
    const cells = poissonDistribution(2, 1, 0, 0);
    expect(cells).toEqual([{ home: 2, away: 1, p: 1 }]);
  });

  it('a lead is worth more the less time is left', () => {
    const early = resultProbabilities(poissonDistribution(1, 0, 1.2, 1.2)).home;
    const late = resultProbabilities(poissonDistribution(1, 0, 0.1, 0.1)).home;
    expect(late).toBeGreaterThan(early);
    expect(late).toBeGreaterThan(0.85);
  });

  it('fitting the means reproduces the match result chances', () => {
    const target = { home: 0.5, draw: 0.27, away: 0.23 };
    const means = fitPoissonMeans(target, { home: 0, away: 0 }, 1);
    const fitted = resultProbabilities(poissonDistribution(0, 0, means.home, means.away));
    expect(fitted.home).toBeCloseTo(target.home, 1);
    expect(fitted.away).toBeCloseTo(target.away, 1);
    expect(means.home).toBeGreaterThan(means.away);
  });

  it('handball: fifteen minutes hold a dozen goals or more, and nothing is cut off', () => {
    // 14-20 with a quarter of the match left: about 7 more goals a side.
    const cells = poissonDistribution(14, 20, 7, 7);
    expect(mass(cells)).toBeCloseTo(1, 6);
    const over = (line: number) => cells.filter((c) => c.home + c.away > line).reduce((s, c) => s + c.p, 0);
    expect(over(46.5)).toBeGreaterThan(0.4);
    expect(over(46.5)).toBeLessThan(0.7);
    expect(over(60.5)).toBeLessThan(0.01);
    // Six goals down with a quarter left is a long shot, not an impossibility.
    const result = resultProbabilities(cells);
    expect(result.home).toBeGreaterThan(0.001);
    expect(result.home).toBeLessThan(0.05);
  });

  it('handball: the fit finds goal means of handball size from handball prices', () => {
    const truth = { home: 29, away: 26 };
    const cells = poissonDistribution(0, 0, truth.home, truth.away);
    const result = resultProbabilities(cells);
    const over = cells.filter((c) => c.home + c.away > 54.5).reduce((s, c) => s + c.p, 0);
    const means = fitPoissonMeans({ ...result, over: { line: 54.5, p: over } }, { home: 0, away: 0 }, 1, {
      home: 28,
      away: 27,
    });
    expect(means.home).toBeGreaterThan(26);
    expect(means.home).toBeLessThan(32);
    expect(means.away).toBeGreaterThan(23);
    expect(means.away).toBeLessThan(29);
    expect(means.home).toBeGreaterThan(means.away);
  });
});

describe('odds drift: normal model for high-scoring sports', () => {
  it('scores keep their parity and never go below the current score', () => {
    const cells = normalDistribution(50, 48, { mean: 2, sd: 8 }, { mean: 100, sd: 10 });
    expect(mass(cells)).toBeCloseTo(1, 6);
    for (const c of cells) {
      expect(c.home).toBeGreaterThanOrEqual(50);
      expect(c.away).toBeGreaterThanOrEqual(48);
      expect(Number.isInteger(c.home) && Number.isInteger(c.away)).toBe(true);
    }
  });
});

describe('odds drift: set sports', () => {
  it('a best of 3 from level sets has the 4 possible finals', () => {
    const cells = setsDistribution(0, 0, 2, 0.6, 0.6);
    expect(cells.map((c) => `${c.home}-${c.away}`).sort()).toEqual(['0-2', '1-2', '2-0', '2-1']);
    expect(mass(cells)).toBeCloseTo(1, 9);
  });

  it('the set chance inverts the match chance', () => {
    const p = setChanceFromMatch(0.7, 2);
    expect(matchFromSetChance(p, 2)).toBeCloseTo(0.7, 4);
  });
});

describe('odds drift: prices keep the market margin', () => {
  it('overround is the sum of implied probabilities', () => {
    expect(overround([1.9, 1.9])).toBeCloseTo(2 / 1.9, 6);
    expect(overround([2])).toBe(1.06);
  });

  it('a fair chance becomes a price with the margin, clamped and rounded', () => {
    expect(priceFromProbability(0.5, 1.05)).toBe(1.9);
    expect(priceFromProbability(0.9999, 1.05)).toBe(1.01);
    expect(priceFromProbability(1 / 1050, 1.05)).toBe(1000);
  });

  it('an outcome whose price would pass 1000 is taken off the board (odds 0), not capped', () => {
    expect(priceFromProbability(0.00001, 1.05)).toBe(0);
    expect(priceFromProbability(1 / 1060, 1.05)).toBe(0);
  });

  it('an impossible outcome has no price (odds 0)', () => {
    expect(priceFromProbability(0, 1.05)).toBe(0);
  });

  it('implied probabilities remove the margin', () => {
    const p = impliedProbabilities([1.9, 1.9]);
    expect(p[0]).toBeCloseTo(0.5, 9);
    expect(p[1]).toBeCloseTo(0.5, 9);
  });
});
