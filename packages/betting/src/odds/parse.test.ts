import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds } from './format';
import { parseAmerican, parseDecimal, parseFractional, parseOdds } from './parse';

describe('display_odds: parsing fractional odds', () => {
  it.each([
    ['5/2', 3.5],
    ['1/1', 2],
    ['evens', 2],
    ['EVS', 2],
    ['Evens', 2],
    [' 6/4 ', 2.5],
    ['5-2', 3.5],
    ['100/30', 1 + 100 / 30],
    ['1/100', 1.01],
  ])('%s is %s', (text, decimal) => {
    expect(parseFractional(text)).toBe(decimal);
    expect(parseOdds(text, 'fractional')).toBe(decimal);
  });

  it.each(['', '-', '5/0', '0/1', 'abc', '5/', '/2', '2.5/1', '-5/2', '5//2'])(
    '%j is not a price',
    (text) => {
      expect(parseFractional(text)).toBeNull();
    },
  );
});

describe('display_odds: parsing american odds', () => {
  it.each([
    ['+150', 2.5],
    ['-200', 1.5],
    ['150', 2.5],
    ['+100', 2],
    ['-100', 2],
    ['EVEN', 2],
    ['-110', 1 + 100 / 110],
  ])('%s is %s', (text, decimal) => {
    expect(parseAmerican(text)).toBe(decimal);
    expect(parseOdds(text, 'american')).toBe(decimal);
  });

  it.each(['', '-', '+50', '-99', '0', '++150', '1e3', 'abc'])('%j is not a price', (text) => {
    expect(parseAmerican(text)).toBeNull();
  });

  it('round-trips with the american display for every whole american figure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.boolean(), (magnitude, negative) => {
        const text = `${negative && magnitude !== 100 ? '-' : '+'}${magnitude}`;
        return formatOdds(parseAmerican(text) ?? Number.NaN, 'american') === text;
      }),
    );
  });
});

describe('display_odds: parsing decimal odds', () => {
  it.each([
    ['2.50', 2.5],
    ['2,5', 2.5],
    ['3', 3],
    [' 1.91 ', 1.91],
  ])('%s is %s', (text, decimal) => {
    expect(parseDecimal(text)).toBe(decimal);
    expect(parseOdds(text, 'decimal')).toBe(decimal);
  });

  it.each(['', '-', '1', '1.00', '0.5', 'abc', '2.5.1', '-2', 'Infinity', 'NaN'])(
    '%j is not a price',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );

  it('round-trips with the decimal display for any price with 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const text = formatOdds(hundredths / 100, 'decimal');
        return parseDecimal(text) === hundredths / 100;
      }),
    );
  });

  it('an unknown format or a non-string gives null', () => {
    expect(parseOdds('2', 'hongkong' as never)).toBeNull();
    expect(parseOdds(undefined as never, 'decimal')).toBeNull();
  });
});
