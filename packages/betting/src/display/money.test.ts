import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, formatMoney, playthroughProgress } from './money';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencies EUR, GBP, RON, MXN, BRL; default EUR', () => {
  it('lists the operator currencies', () => {
    expect(CURRENCIES).toEqual(['EUR', 'GBP', 'RON', 'MXN', 'BRL']);
    expect(DEFAULT_CURRENCY).toBe('EUR');
  });
});

describe('balance money format: amounts held in minor units (x100)', () => {
  it('formats minor units in the currency and locale', () => {
    expect(formatMoney(1234)).toBe('€12.34');
    expect(formatMoney(1234, 'GBP', 'en-GB')).toBe('£12.34');
    expect(spaces(formatMoney(1250, 'RON', 'ro-RO'))).toBe('12,50 RON');
    expect(spaces(formatMoney(123456, 'BRL', 'pt-BR'))).toBe('R$ 1.234,56');
    expect(formatMoney(500, 'MXN', 'es-MX')).toBe('$5.00');
  });

  it('handles zero, negatives and unreadable amounts', () => {
    expect(formatMoney(0)).toBe('€0.00');
    expect(formatMoney(-250)).toBe('-€2.50');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('bonus progress capped at 100%', () => {
  it('is the share already played through', () => {
    expect(playthroughProgress(200, 150)).toBe(25);
    expect(playthroughProgress(200, 0)).toBe(100);
    expect(playthroughProgress(200, 200)).toBe(0);
  });

  it('never leaves 0..100', () => {
    expect(playthroughProgress(200, -50)).toBe(100);
    expect(playthroughProgress(200, 300)).toBe(0);
    expect(playthroughProgress(0, 0)).toBe(0);
    expect(playthroughProgress(Number.NaN, 1)).toBe(0);
    expect(playthroughProgress(100, Number.NaN)).toBe(0);
  });

  it('property: always between 0 and 100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (total, remaining) => {
        const progress = playthroughProgress(total, remaining);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
      }),
    );
  });
});
