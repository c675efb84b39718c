import { describe, expect, it } from 'vitest';
import { displayOdds, formatAmericanOdds, formatDecimalOdds, formatOdds, INVALID_ODDS_TEXT } from './format';

describe('display_odds decimal: truncated, never rounded, to 2 places', () => {
  it.each([
    [1.91, '1.91'],
    [2, '2.00'],
    [1.919, '1.91'],
    [1.999, '1.99'],
    [2.5, '2.50'],
    [10, '10.00'],
    [751, '751.00'],
    [1.001, '1.00'],
  ])('%s shows %s', (decimal, text) => {
    expect(formatOdds(decimal, 'decimal')).toBe(text);
  });

  it('survives float noise: 1.15, 1.005 + 0.145 and 4.35 are not cut a cent short', () => {
    expect(formatDecimalOdds(1.15)).toBe('1.15');
    expect(formatDecimalOdds(1.005 + 0.145)).toBe('1.15');
    expect(formatDecimalOdds(4.35)).toBe('4.35');
    expect(formatDecimalOdds(8.2)).toBe('8.20');
    expect(formatDecimalOdds(1.1 * 1.1)).toBe('1.21');
  });

  it('a float product just above a half-cent is cut, not rounded up: 1.1 x 2.45 shows 2.69', () => {
    // 1.1 * 2.45 is 2.6950000000000003 in binary: rounding would show 2.70.
    expect(formatDecimalOdds(1.1 * 2.45)).toBe('2.69');
    expect(formatOdds(1.1 * 2.45, 'decimal')).toBe('2.69');
  });

  it('2.695 (stored as 2.69499...) shows 2.69, and 2.6999 shows 2.69', () => {
    expect(formatDecimalOdds(2.695)).toBe('2.69');
    expect(formatDecimalOdds(2.6999)).toBe('2.69');
  });

  it('a product that is a whole number of cents but stored a hair below keeps its last cent', () => {
    // 1.14 * 2.5 is 2.8499999999999996 and 1.13 * 3 is 3.3899999999999997 in binary.
    expect(formatDecimalOdds(1.14 * 2.5)).toBe('2.85');
    expect(formatDecimalOdds(1.13 * 3)).toBe('3.39');
  });

  it.each([
    [[1.9, 1.9, 1.9], '6.85'],
    [[1.15, 1.15, 1.15], '1.52'],
    [[1.3, 1.7, 2.2, 1.45], '7.04'],
    [[2.1, 1.3, 1.7], '4.64'],
    [[1.01, 1.01, 1.01], '1.03'],
    [[1.5, 2, 3, 4.5, 1.25], '50.62'],
  ])('the combined odds of the legs %j show %s', (legs, text) => {
    const product = legs.reduce((total, odds) => total * odds, 1);
    expect(formatDecimalOdds(product)).toBe(text);
  });
});

describe('display_odds fractional: nearest step of the bookmaker ladder', () => {
  it.each([
    [2.0, '1/1'],
    [3.0, '2/1'],
    [6.0, '5/1'],
    [1.91, '10/11'],
    [1.83, '5/6'],
    [1.67, '4/6'],
    [1.73, '8/11'],
    [2.38, '11/8'],
    [2.63, '13/8'],
    [2.5, '6/4'],
    [4.33, '10/3'],
    [800, '400/1'],
    [751, '400/1'],
    [401, '400/1'],
    [1.01, '1/100'],
    [1.001, '1/100'],
    [1.5, '1/2'],
    [3.125, '85/40'],
    [11, '10/1'],
    [101, '100/1'],
  ])('%s shows %s', (decimal, text) => {
    expect(formatOdds(decimal, 'fractional')).toBe(text);
  });

  it('a price between two steps shows the nearer one', () => {
    expect(formatOdds(2.04, 'fractional')).toBe('21/20');
    expect(formatOdds(2.01, 'fractional')).toBe('1/1');
  });

  it('a price exactly halfway between two steps shows the lower step', () => {
    expect(formatOdds(2.025, 'fractional')).toBe('1/1');
    expect(formatOdds(3.05, 'fractional')).toBe('2/1');
  });
});

describe('display_odds american: +profit per 100 from 2.00, else -stake to win 100', () => {
  it.each([
    [2.5, '+150'],
    [2.0, '+100'],
    [1.5, '-200'],
    [1.91, '-110'],
    [1.909090909, '-110'],
    [3.0, '+200'],
    [2.15, '+115'],
    [11, '+1000'],
    [1.25, '-400'],
  ])('%s shows %s', (decimal, text) => {
    expect(formatAmericanOdds(decimal)).toBe(text);
  });
});

describe('display_odds: a price that is not above 1 shows "-"', () => {
  it.each([Number.NaN, 1, 0.5, 0, -2, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%s',
    (decimal) => {
      expect(formatOdds(decimal, 'decimal')).toBe(INVALID_ODDS_TEXT);
      expect(formatOdds(decimal, 'fractional')).toBe(INVALID_ODDS_TEXT);
      expect(formatOdds(decimal, 'american')).toBe(INVALID_ODDS_TEXT);
      expect(INVALID_ODDS_TEXT).toBe('-');
    },
  );

  it('an unknown format shows "-" rather than throwing', () => {
    expect(formatOdds(2, 'hongkong' as never)).toBe('-');
  });
});

describe('Outcome display_odds: one string per format', () => {
  it('gives decimal, fractional and american together', () => {
    expect(displayOdds(2.5)).toEqual({ decimal: '2.50', fractional: '6/4', american: '+150' });
    expect(displayOdds(1.5)).toEqual({ decimal: '1.50', fractional: '1/2', american: '-200' });
    expect(displayOdds(Number.NaN)).toEqual({ decimal: '-', fractional: '-', american: '-' });
  });
});
