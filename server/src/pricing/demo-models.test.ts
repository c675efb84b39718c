import { placeOdds } from '@touchline/betting';
import { describe, expect, it } from 'vitest';
import { eachWayTerms, fieldProbabilities, forecastProbability } from './fields';
import { niceOdds, priceBook } from './odds';
import {
  bestOfScores,
  bestOfWin,
  chanceOf,
  overChance,
  poissonDistribution,
  resultProbabilities,
} from './scores';

describe('odds: demo prices', () => {
  it('rounds down to quoted steps and stays within 1.01 and 1001', () => {
    expect(niceOdds(1.239)).toBe(1.23);
    expect(niceOdds(2.559)).toBe(2.54);
    expect(niceOdds(3.57)).toBe(3.55);
    expect(niceOdds(13.7)).toBe(13.5);
    expect(niceOdds(67)).toBe(65);
    expect(niceOdds(0.5)).toBe(1.01);
    expect(niceOdds(5000)).toBe(1001);
  });

  it('a book carries about the margin asked', () => {
    const prices = priceBook([0.5, 0.3, 0.2], 0.05);
    const overround = prices.reduce((a, p) => a + 1 / p, 0);
    expect(overround).toBeGreaterThan(1.05);
    expect(overround).toBeLessThan(1.08);
    expect(prices[0]).toBeLessThan(prices[1] ?? 0);
  });

  it('a Poisson score distribution sums to one and a stronger side is favoured', () => {
    const cells = poissonDistribution(0, 0, 1.8, 0.9);
    const r = resultProbabilities(cells);
    expect(r.home + r.draw + r.away).toBeCloseTo(1, 6);
    expect(r.home).toBeGreaterThan(r.away);
    expect(overChance(cells, 2.5) + chanceOf(cells, (h, a) => h + a < 2.5)).toBeCloseTo(1, 6);
    const live = poissonDistribution(2, 0, 0.1, 0.1);
    expect(resultProbabilities(live).home).toBeGreaterThan(0.95);
  });

  it('best-of contests: win chance and final scores agree', () => {
    expect(bestOfWin(0.5, 2)).toBeCloseTo(0.5, 9);
    expect(bestOfWin(0.6, 3)).toBeGreaterThan(0.6);
    expect(bestOfWin(0.5, 2, 1, 0)).toBeCloseTo(0.75, 9);
    const scores = bestOfScores(0.6, 2);
    expect(scores.map((s) => `${s.home}-${s.away}`).sort()).toEqual(['0-2', '1-2', '2-0', '2-1']);
    expect(scores.reduce((a, s) => a + s.p, 0)).toBeCloseTo(1, 9);
    expect(scores.filter((s) => s.home === 2).reduce((a, s) => a + s.p, 0)).toBeCloseTo(bestOfWin(0.6, 2), 9);
  });

  it('forecasts follow the Harville model over a field', () => {
    const p = fieldProbabilities([1, 0, -1], 1);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    let total = 0;
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) if (i !== j) total += forecastProbability(p, i, j);
    expect(total).toBeCloseTo(1, 9);
  });
});

describe('each-way: terms and place price', () => {
  it('8+ runners pay 3 places at 1/5, 5-7 runners 2 at 1/4, fewer none', () => {
    expect(eachWayTerms(8)).toEqual({ places: 3, fraction: 5 });
    expect(eachWayTerms(12)).toEqual({ places: 3, fraction: 5 });
    expect(eachWayTerms(7)).toEqual({ places: 2, fraction: 4 });
    expect(eachWayTerms(5)).toEqual({ places: 2, fraction: 4 });
    expect(eachWayTerms(4)).toBeNull();
    expect(eachWayTerms(18, true)).toEqual({ places: 4, fraction: 4 });
  });

  it('the place part pays 1/ew_price of the win odds', () => {
    expect(placeOdds(11, 5)).toBe(3);
    expect(placeOdds(5, 4)).toBe(2);
  });
});
