import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bet, ComboBoostConfig, SlipSelection } from '../types';
import { comboBoost, comboBoostEligibleCount, comboBoostPercentage } from './combo-boost';

const gross: ComboBoostConfig = { percent_steps: [0, 0, 5, 10, 15], winnings_calc_mode: 'gross' };
const net: ComboBoostConfig = { ...gross, winnings_calc_mode: 'net' };
const combi = (stake: number, ...odds: number[]): Bet => ({
  type: 'combi',
  stake,
  legs: odds.map((value) => ({ odds: value, ewPrice: 4 })),
});

describe('combo boost: percentage from percent_steps by eligible selections', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 5],
    [3, 10],
    [4, 15],
    [5, 15],
    [30, 15],
  ])('%i eligible selections give %i %%', (count, percentage) => {
    expect(comboBoostPercentage(gross, count)).toBe(percentage);
  });

  it('gives 0 for a missing or empty config and for a negative or fractional count', () => {
    expect(comboBoostPercentage(null, 3)).toBe(0);
    expect(comboBoostPercentage(undefined, 3)).toBe(0);
    expect(comboBoostPercentage({ percent_steps: [], winnings_calc_mode: 'gross' }, 3)).toBe(0);
    expect(comboBoostPercentage(gross, -1)).toBe(0);
    expect(comboBoostPercentage(gross, 2.5)).toBe(0);
    expect(comboBoostPercentage({ percent_steps: [0, Number.NaN, -3], winnings_calc_mode: 'net' }, 2)).toBe(
      0,
    );
  });

  it('counts the selections flagged combo_boost_available', () => {
    const selection = (flag: boolean | undefined): SlipSelection => ({
      event: { id: 'e' },
      market: { id: 'm', type: 'match_result' },
      outcome: { id: 'o', market_id: 'm', odds: 2, combo_boost_available: flag },
    });
    expect(
      comboBoostEligibleCount([selection(true), selection(false), selection(undefined), selection(true)]),
    ).toBe(2);
  });

  it('never decreases as more selections become eligible, for non-decreasing steps (property)', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return comboBoostPercentage(gross, low) <= comboBoostPercentage(gross, high);
      }),
    );
  });
});

describe('combo boost: winnings computed gross or net', () => {
  it('gross: the percentage of the whole return', () => {
    // 10 x 2 x 3 x 2 = 120; 10 % of 120 = 12.
    expect(comboBoost({ config: gross, bet: combi(10, 2, 3, 2), eligibleCount: 3 })).toEqual({
      applicable: true,
      percentage: 10,
      boost: 12,
      baseReturn: 120,
      boostedReturn: 132,
    });
  });

  it('net: the percentage of the profit, return minus stake', () => {
    // profit 120 - 10 = 110; 10 % = 11.
    expect(comboBoost({ config: net, bet: combi(10, 2, 3, 2), eligibleCount: 3 })?.boost).toBe(11);
    expect(comboBoost({ config: net, bet: combi(10, 2, 3, 2), eligibleCount: 3 })?.boostedReturn).toBe(131);
  });

  it('with a free bet the return already excludes the stake, so gross and net agree', () => {
    const bet = { ...combi(10, 2, 3, 2), freeBet: true };
    expect(comboBoost({ config: gross, bet, eligibleCount: 3 })?.boost).toBe(11);
    expect(comboBoost({ config: net, bet, eligibleCount: 3 })?.boost).toBe(11);
    expect(comboBoost({ config: net, bet, eligibleCount: 3 })?.boostedReturn).toBe(121);
  });

  it('rounds the boost half-up to cents and keeps boosted = base + boost exactly', () => {
    const result = comboBoost({ config: gross, bet: combi(1, 1.1, 1.1, 1.1), eligibleCount: 2 });
    expect(result).toEqual({
      applicable: true,
      percentage: 5,
      boost: 0.07,
      baseReturn: 1.33,
      boostedReturn: 1.4,
    });
  });
});

describe('combo boost: only combi, not each-way', () => {
  it.each<[string, Bet]>([
    ['single', { type: 'single', stake: 10, legs: [{ odds: 2 }] }],
    ['system', { type: 'system', k: 2, stake: 10, legs: [{ odds: 2 }, { odds: 2 }, { odds: 2 }] }],
    ['each-way combi', { ...combi(10, 2, 3), eachWay: true }],
  ])('%s gets no boost but keeps its return', (_, bet) => {
    const result = comboBoost({ config: gross, bet, eligibleCount: 3 });
    expect(result?.applicable).toBe(false);
    expect(result?.boost).toBe(0);
    expect(result?.boostedReturn).toBe(result?.baseReturn);
  });

  it('a combi with too few eligible selections is not boosted', () => {
    expect(comboBoost({ config: gross, bet: combi(10, 2, 3), eligibleCount: 1 })?.applicable).toBe(false);
  });

  it('a return that is not computable gives null', () => {
    expect(comboBoost({ config: gross, bet: combi(10, 2, 0), eligibleCount: 2 })).toBeNull();
  });
});
