import { describe, expect, it } from 'vitest';
import { DEFAULT_STAKE, defaultStake, initialStakes } from './stakes';

describe('minimum default stake 10, or the last used stake when above 10', () => {
  it('is 10 without a usable last stake', () => {
    expect(DEFAULT_STAKE).toBe(10);
    expect(defaultStake()).toBe(10);
    expect(defaultStake(null)).toBe(10);
    expect(defaultStake(5)).toBe(10);
    expect(defaultStake(10)).toBe(10);
    expect(defaultStake(Number.NaN)).toBe(10);
    expect(defaultStake(Number.POSITIVE_INFINITY)).toBe(10);
  });

  it('uses the last stake above 10', () => {
    expect(defaultStake(25)).toBe(25);
    expect(defaultStake(10.01)).toBe(10.01);
  });
});

describe('without a URL stake, the minimum 10 applies to single, combi and system', () => {
  it('raises unset or lower stakes to the default', () => {
    expect(initialStakes()).toEqual({ single: 10, combi: 10, system: 10 });
    expect(initialStakes({ stakes: { single: 2, combi: null } })).toEqual({
      single: 10,
      combi: 10,
      system: 10,
    });
  });

  it('keeps stakes of 10 or more', () => {
    expect(initialStakes({ stakes: { single: 12, combi: 10, system: 3 }, lastUsedStake: 20 })).toEqual({
      single: 12,
      combi: 10,
      system: 20,
    });
  });

  it('a URL stake is used as is, even below 10', () => {
    expect(initialStakes({ stakes: { single: 50 }, lastUsedStake: 20, urlStake: 2.5 })).toEqual({
      single: 2.5,
      combi: 2.5,
      system: 2.5,
    });
  });

  it('an unusable URL stake is ignored', () => {
    expect(initialStakes({ urlStake: null }).single).toBe(10);
    expect(initialStakes({ urlStake: 0 }).single).toBe(10);
    expect(initialStakes({ urlStake: Number.NaN }).single).toBe(10);
  });
});
