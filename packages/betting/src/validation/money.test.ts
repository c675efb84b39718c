import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidStake,
  MAX_STAKE,
  MIN_STAKE,
  parseMoneyInput,
  STAKE_STEP,
  sanitizeMoneyInput,
  stakeForTotals,
} from './money';

const moneyChars = fc.constantFrom(
  '0',
  '1',
  '2',
  '5',
  '9',
  '.',
  ',',
  ' ',
  '€',
  '£',
  '$',
  'lei',
  'R$',
  'a',
  '-',
  'e',
  '+',
);
const moneyText = fc.array(moneyChars, { maxLength: 14 }).map((parts) => parts.join(''));

describe('money input constants', () => {
  it('min 0.10, max 10000, step 0.01', () => {
    expect(MIN_STAKE).toBe(0.1);
    expect(MAX_STAKE).toBe(10000);
    expect(STAKE_STEP).toBe(0.01);
  });
});

describe('money input: allowed characters', () => {
  it('accepts digits with currency symbols and spaces around them', () => {
    expect(parseMoneyInput('€10').value).toBe(10);
    expect(parseMoneyInput('£ 2.50').value).toBe(2.5);
    expect(parseMoneyInput('$3').value).toBe(3);
    expect(parseMoneyInput('10 lei').value).toBe(10);
    expect(parseMoneyInput('R$ 7,25').value).toBe(7.25);
    expect(parseMoneyInput('EUR 10').value).toBe(10);
    expect(parseMoneyInput('1 000').value).toBe(1000);
    expect(parseMoneyInput('10\u00a0€').valid).toBe(true);
  });

  it('rejects letters and signs', () => {
    expect(parseMoneyInput('abc')).toEqual({ text: '', value: 0, valid: false, error: 'invalid' });
    expect(parseMoneyInput('-5').error).toBe('invalid');
    expect(parseMoneyInput('+5').error).toBe('invalid');
    expect(parseMoneyInput('1e3').error).toBe('invalid');
    expect(parseMoneyInput('NaN').error).toBe('invalid');
    expect(parseMoneyInput('Infinity').error).toBe('invalid');
  });

  it('the keystroke filter drops what is not allowed', () => {
    expect(sanitizeMoneyInput('abc')).toBe('');
    expect(sanitizeMoneyInput('1a2b')).toBe('12');
    expect(sanitizeMoneyInput('-5')).toBe('5');
    expect(sanitizeMoneyInput('€ 10 lei')).toBe('€ 10 lei');
    expect(sanitizeMoneyInput('R$5')).toBe('R$5');
    expect(sanitizeMoneyInput('R5')).toBe('5');
  });
});

describe('money input: one decimal point', () => {
  it('a comma is the decimal point when there is no period', () => {
    expect(parseMoneyInput('1,5').value).toBe(1.5);
    expect(parseMoneyInput('1,000').value).toBe(1);
  });

  it('with a period, commas before it group thousands', () => {
    expect(parseMoneyInput('1,000.50').value).toBe(1000.5);
    expect(parseMoneyInput('1,000.50').valid).toBe(true);
  });

  it('a second decimal point is invalid', () => {
    expect(parseMoneyInput('1.2.3').error).toBe('invalid');
    expect(parseMoneyInput('1,2,3').error).toBe('invalid');
    expect(parseMoneyInput('1.000,50').error).toBe('invalid');
    expect(parseMoneyInput('.').error).toBe('invalid');
    expect(parseMoneyInput(',').error).toBe('invalid');
  });

  it('the keystroke filter keeps only the first decimal point', () => {
    expect(sanitizeMoneyInput('1..5')).toBe('1.5');
    expect(sanitizeMoneyInput('1,5,')).toBe('1,5');
    expect(sanitizeMoneyInput('1,000.50')).toBe('1,000.50');
    expect(sanitizeMoneyInput('1.5,')).toBe('1.5');
  });

  it('a trailing or leading point is fine while typing', () => {
    expect(parseMoneyInput('1.')).toEqual({ text: '1.', value: 1, valid: true, error: null });
    expect(parseMoneyInput('.5').value).toBe(0.5);
  });
});

describe('money input: at most 2 decimals, extra truncated', () => {
  it('truncates, never rounds', () => {
    expect(parseMoneyInput('1.999')).toEqual({ text: '1.99', value: 1.99, valid: true, error: null });
    expect(parseMoneyInput('0.299').value).toBe(0.29);
    expect(parseMoneyInput('2,555').value).toBe(2.55);
    expect(sanitizeMoneyInput('€10.505')).toBe('€10.50');
  });

  it('property: a parsed value never has more than 2 decimals and is never negative', () => {
    fc.assert(
      fc.property(moneyText, (text) => {
        const { value } = parseMoneyInput(text);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(value)).toBe(true);
        expect((String(value).split('.')[1] ?? '').length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('property: the keystroke filter is idempotent and keeps every valid value', () => {
    fc.assert(
      fc.property(moneyText, (text) => {
        const once = sanitizeMoneyInput(text);
        expect(sanitizeMoneyInput(once)).toBe(once);
        const parsed = parseMoneyInput(text);
        if (parsed.valid) expect(parseMoneyInput(once).value).toBe(parsed.value);
      }),
    );
  });

  it('property: any amount written with 2 decimals parses back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1_000_000 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(parseMoneyInput(text)).toEqual({ text, value: cents / 100, valid: true, error: null });
      }),
    );
  });
});

describe('money input: min 0.10, max 10000', () => {
  it('boundaries are inclusive', () => {
    expect(parseMoneyInput('0.10').valid).toBe(true);
    expect(parseMoneyInput('10000').valid).toBe(true);
    expect(parseMoneyInput('10000.00').valid).toBe(true);
  });

  it('below the minimum is invalid but keeps the value', () => {
    expect(parseMoneyInput('0.05')).toEqual({ text: '0.05', value: 0.05, valid: false, error: 'below_min' });
    expect(parseMoneyInput('0').error).toBe('below_min');
    expect(parseMoneyInput('0.099').error).toBe('below_min');
  });

  it('above the maximum is invalid', () => {
    expect(parseMoneyInput('10000.01').error).toBe('above_max');
    expect(parseMoneyInput('99999999999999999999999').error).toBe('above_max');
    expect(parseMoneyInput('10000.009').valid).toBe(true);
  });

  it('empty text is its own error', () => {
    expect(parseMoneyInput('')).toEqual({ text: '', value: 0, valid: false, error: 'empty' });
    expect(parseMoneyInput('   ').error).toBe('empty');
    expect(parseMoneyInput('€').error).toBe('empty');
    expect(parseMoneyInput(null).error).toBe('empty');
    expect(parseMoneyInput(undefined).error).toBe('empty');
  });

  it('numbers are valid stakes only in range and in cents', () => {
    expect(isValidStake(0.1)).toBe(true);
    expect(isValidStake(10000)).toBe(true);
    expect(isValidStake(0.09)).toBe(false);
    expect(isValidStake(10000.01)).toBe(false);
    expect(isValidStake(1.005)).toBe(false);
    expect(isValidStake(Number.NaN)).toBe(false);
    expect(isValidStake(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('money input: invalid stakes count as 0 in totals', () => {
  it('text', () => {
    expect(stakeForTotals('12.345')).toBe(12.34);
    expect(stakeForTotals('abc')).toBe(0);
    expect(stakeForTotals('')).toBe(0);
    expect(stakeForTotals('0.05')).toBe(0);
    expect(stakeForTotals('10000.01')).toBe(0);
    expect(stakeForTotals(null)).toBe(0);
    expect(stakeForTotals(undefined)).toBe(0);
  });

  it('numbers', () => {
    expect(stakeForTotals(5)).toBe(5);
    expect(stakeForTotals(1.999)).toBe(1.99);
    expect(stakeForTotals(Number.NaN)).toBe(0);
    expect(stakeForTotals(-5)).toBe(0);
    expect(stakeForTotals(1e12)).toBe(0);
  });

  it('property: never negative, never above the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(moneyText, fc.double()), (input) => {
        const stake = stakeForTotals(input);
        expect(stake).toBeGreaterThanOrEqual(0);
        expect(stake).toBeLessThanOrEqual(MAX_STAKE);
      }),
    );
  });
});
