import { describe, expect, it } from 'vitest';
import {
  chanceOf,
  expectedScore,
  fitPoissonMeans,
  handicapChances,
  normalDistribution,
  overChance,
  poissonDistribution,
  poissonHalvesDistribution,
  resultProbabilities,
  type ScoreDistribution,
  teamNormalDistribution,
} from './scores';

const mass = (cells: ScoreDistribution) => cells.reduce((s, c) => s + c.p, 0);

describe('score distribution: reading', () => {
  const cells = poissonDistribution(0, 0, 1.6, 1.1);

  it('result, totals and handicaps read the same cells', () => {
    const result = resultProbabilities(cells);
    expect(result.home + result.draw + result.away).toBeCloseTo(1, 9);
    expect(result.home).toBeCloseTo(
      chanceOf(cells, (h, a) => h > a),
      12,
    );
    const level = handicapChances(cells, 0);
    expect(level).toEqual({ home: result.home, push: result.draw, away: result.away });
    const minusOne = handicapChances(cells, -1);
    expect(minusOne.home).toBeCloseTo(
      chanceOf(cells, (h, a) => h - 1 > a),
      12,
    );
    expect(minusOne.push).toBeCloseTo(
      chanceOf(cells, (h, a) => h - a === 1),
      12,
    );
    expect(overChance(cells, 2.5) + chanceOf(cells, (h, a) => h + a <= 2)).toBeCloseTo(1, 9);
  });

  it('the expected score is the sum of the means', () => {
    const expected = expectedScore(cells);
    expect(expected.total).toBeCloseTo(2.7, 6);
    expect(expected.margin).toBeCloseTo(0.5, 6);
    expect(expectedScore(poissonDistribution(2, 1, 0.3, 0.2)).total).toBeCloseTo(3.5, 6);
  });
});

describe('score distribution: halves', () => {
  const halves = poissonHalvesDistribution(1.6, 1.1, 0.45);

  it('carries a first-half score on every cell and sums to 1', () => {
    expect(mass(halves)).toBeCloseTo(1, 8);
    expect(halves.every((c) => c.firstHalf && c.firstHalf.home <= c.home && c.firstHalf.away <= c.away)).toBe(
      true,
    );
  });

  it('its full-time scores are those of the whole-match distribution', () => {
    const whole = poissonDistribution(0, 0, 1.6, 1.1);
    for (const [h, a] of [
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 3],
    ] as const) {
      const test = (x: number, y: number) => x === h && y === a;
      expect(chanceOf(halves, test)).toBeCloseTo(chanceOf(whole, test), 8);
    }
  });

  it('its first halves are Poisson with the first half share of the means', () => {
    const first = poissonDistribution(0, 0, 1.6 * 0.45, 1.1 * 0.45);
    const firstHalfHome = halves.reduce(
      (s, c) => s + (c.firstHalf && c.firstHalf.home > c.firstHalf.away ? c.p : 0),
      0,
    );
    expect(firstHalfHome).toBeCloseTo(resultProbabilities(first).home, 8);
  });
});

describe('score distribution: normal points', () => {
  it('independent team scores start from the current score and keep their means', () => {
    const cells = teamNormalDistribution(30, 24, 80, 76, 9);
    expect(mass(cells)).toBeCloseTo(1, 9);
    expect(Math.min(...cells.map((c) => c.home))).toBeGreaterThanOrEqual(30);
    expect(Math.min(...cells.map((c) => c.away))).toBeGreaterThanOrEqual(24);
    const expected = expectedScore(cells);
    expect(expected.total).toBeCloseTo(30 + 24 + 80 + 76, 1);
    expect(expected.margin).toBeCloseTo(30 - 24 + 4, 1);
  });

  it('agrees with the margin-and-total law of the same spreads', () => {
    const team = teamNormalDistribution(0, 0, 112, 106, 12);
    const pair = normalDistribution(
      0,
      0,
      { mean: 6, sd: 12 * Math.SQRT2 },
      { mean: 218, sd: 12 * Math.SQRT2 },
    );
    expect(resultProbabilities(team).home).toBeCloseTo(resultProbabilities(pair).home, 3);
    expect(overChance(team, 215.5)).toBeCloseTo(overChance(pair, 215.5), 3);
  });
});

describe('fitting Poisson means to prices', () => {
  it('recovers the means that made a three-way result and a total, to a hundredth of a goal', () => {
    const truth = poissonDistribution(0, 0, 1.63, 1.08);
    const result = resultProbabilities(truth);
    const means = fitPoissonMeans(
      { ...result, over: { line: 2.5, p: overChance(truth, 2.5) } },
      { home: 0, away: 0 },
      1,
    );
    expect(means.home).toBeCloseTo(1.63, 2);
    expect(means.away).toBeCloseTo(1.08, 2);
  });

  it('a two-way result fits the share of decided matches the home side wins', () => {
    const truth = poissonDistribution(0, 0, 4.9, 3.9);
    const { home, draw, away } = resultProbabilities(truth);
    // A two-way market shares the level scores out in proportion (extra innings, overtime).
    const twoWay = { home: home + (draw * home) / (home + away), away: away + (draw * away) / (home + away) };
    const means = fitPoissonMeans(
      { ...twoWay, over: { line: 8.5, p: overChance(truth, 8.5) } },
      { home: 0, away: 0 },
      1,
      {
        home: 4.4,
        away: 4.4,
      },
    );
    expect(means.home).toBeCloseTo(4.9, 1);
    expect(means.away).toBeCloseTo(3.9, 1);
  });

  it('fits what is left of a match, down to a fraction of a goal', () => {
    const truth = poissonDistribution(1, 1, 0.12, 0.08);
    const result = resultProbabilities(truth);
    const means = fitPoissonMeans(
      { ...result, over: { line: 2.5, p: overChance(truth, 2.5) } },
      { home: 1, away: 1 },
      1,
      {
        home: 0.25,
        away: 0.25,
      },
    );
    expect(means.home).toBeCloseTo(0.12, 2);
    expect(means.away).toBeCloseTo(0.08, 2);
  });
});
