import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stakeText, truncatedDecimal, truncateToCents } from './decimal';

describe('money input: at most 2 decimals, extra truncated (exact decimal helper)', () => {
  it('cuts without rounding', () => {
    expect(truncateToCents(1.999)).toBe(1.99);
    expect(truncateToCents(1.005)).toBe(1);
    expect(truncateToCents(-1.999)).toBe(-1.99);
  });

  it('keeps cents that binary floats would lose with a naive floor', () => {
    expect(truncateToCents(0.29)).toBe(0.29);
    expect(truncateToCents(1.15)).toBe(1.15);
    expect(truncateToCents(4.35)).toBe(4.35);
  });

  it('handles tiny, huge and non-finite values', () => {
    expect(truncateToCents(1e-7)).toBe(0);
    expect(truncateToCents(1e21)).toBe(1e21);
    expect(truncateToCents(Number.NaN)).toBeNaN();
    expect(truncateToCents(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(Object.is(truncateToCents(-0.001), 0)).toBe(true);
  });

  it('builds a number from digit strings', () => {
    expect(truncatedDecimal('', '5')).toBe(0.5);
    expect(truncatedDecimal('12', '')).toBe(12);
    expect(truncatedDecimal('12', '3456')).toBe(12.34);
  });

  it('writes stakes without exponent or trailing zeros', () => {
    expect(stakeText(10)).toBe('10');
    expect(stakeText(10.5)).toBe('10.5');
    expect(stakeText(0.01)).toBe('0.01');
  });

  it('property: the result never has more than 2 decimals and never grows in magnitude', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const cut = truncateToCents(value);
        expect(Math.abs(cut)).toBeLessThanOrEqual(Math.abs(value));
        expect(Math.abs(value) - Math.abs(cut)).toBeLessThan(0.01 + 1e-6);
        expect(Number.isInteger(Math.round(cut * 100))).toBe(true);
        expect((String(Math.abs(cut)).split('.')[1] ?? '').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
