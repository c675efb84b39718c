import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUrlStake } from './url-stake';

describe('URL pre-filled stake', () => {
  it('values are parsed as decimals', () => {
    expect(parseUrlStake('10')).toBe(10);
    expect(parseUrlStake('2.5')).toBe(2.5);
    expect(parseUrlStake('0.75')).toBe(0.75);
    expect(parseUrlStake('.5')).toBe(0.5);
    expect(parseUrlStake(' 7 ')).toBe(7);
    expect(parseUrlStake('007')).toBe(7);
  });

  it('a trailing dot discards it', () => {
    expect(parseUrlStake('10.')).toBeNull();
    expect(parseUrlStake('.')).toBeNull();
  });

  it('more than two decimals are truncated, not rounded', () => {
    expect(parseUrlStake('1.999')).toBe(1.99);
    expect(parseUrlStake('2.555')).toBe(2.55);
    expect(parseUrlStake('0.299')).toBe(0.29);
  });

  it('missing, empty, zero or malformed values give no stake', () => {
    expect(parseUrlStake(null)).toBeNull();
    expect(parseUrlStake(undefined)).toBeNull();
    expect(parseUrlStake('')).toBeNull();
    expect(parseUrlStake('0')).toBeNull();
    expect(parseUrlStake('0.001')).toBeNull();
    expect(parseUrlStake('abc')).toBeNull();
    expect(parseUrlStake('-5')).toBeNull();
    expect(parseUrlStake('1,5')).toBeNull();
    expect(parseUrlStake('1e3')).toBeNull();
    expect(parseUrlStake('1.2.3')).toBeNull();
    expect(parseUrlStake('NaN')).toBeNull();
  });

  it('property: truncation drops the extra digits and never rounds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.stringMatching(/^\d{0,6}$/), (cents, extra) => {
        const whole = Math.floor(cents / 100);
        const frac = String(cents % 100).padStart(2, '0');
        expect(parseUrlStake(`${whole}.${frac}${extra}`)).toBe(cents / 100);
      }),
    );
  });

  it('property: a URL stake is positive with at most 2 decimals, or null', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const stake = parseUrlStake(raw);
        if (stake === null) return;
        expect(stake).toBeGreaterThan(0);
        expect((String(stake).split('.')[1] ?? '').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
