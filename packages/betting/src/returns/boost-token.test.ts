import { describe, expect, it } from 'vitest';
import type { BoostToken, SlipSelection } from '../types';
import { applyBoostToken, boostTokenWinnings, canUseBoostToken } from './boost-token';

const token = (percentage: number, maxWinnings: number): BoostToken => ({
  id: 't1',
  template: { name: 'Boost', percentage, max_winnings: maxWinnings },
});

const selection = (
  outcome: Partial<SlipSelection['outcome']> = {},
  marketType = 'match_result',
): SlipSelection => ({
  event: { id: 'e1' },
  market: { id: 'm1', type: marketType },
  outcome: { id: 'o1', market_id: 'm1', odds: 3, ...outcome },
});

describe('boost token: only a single with one selection', () => {
  it('allows a plain single', () => {
    expect(canUseBoostToken({ betType: 'single', selections: [selection()] })).toBe(true);
  });

  it('refuses combi, system, several singles and an empty slip', () => {
    expect(canUseBoostToken({ betType: 'combi', selections: [selection()] })).toBe(false);
    expect(canUseBoostToken({ betType: 'system', selections: [selection()] })).toBe(false);
    expect(canUseBoostToken({ betType: 'single', selections: [selection(), selection()] })).toBe(false);
    expect(canUseBoostToken({ betType: 'single', selections: [] })).toBe(false);
  });
});

describe('boost token: not each-way', () => {
  it('refuses the slip each-way toggle and an each-way outcome', () => {
    expect(canUseBoostToken({ betType: 'single', selections: [selection()], eachWay: true })).toBe(false);
    expect(canUseBoostToken({ betType: 'single', selections: [selection({ is_each_way: true })] })).toBe(
      false,
    );
  });
});

describe('boost token: no forecast/tricast markets', () => {
  it.each(['forecast', 'tricast', 'FORECAST'])('refuses a %s market', (type) => {
    expect(canUseBoostToken({ betType: 'single', selections: [selection({}, type)] })).toBe(false);
  });
});

describe('boost token: no starting-price odds', () => {
  it('refuses a starting-price selection', () => {
    expect(
      canUseBoostToken({ betType: 'single', selections: [selection({ is_starting_price: true })] }),
    ).toBe(false);
  });
});

describe('boost token: percentage of winnings capped at max_winnings (minor units)', () => {
  it('pays the percentage of the profit', () => {
    // 10 at 3.0: profit 20; 25 % = 5; cap 100.00.
    expect(applyBoostToken(token(25, 10_000), { stake: 10, odds: 3 })).toEqual({
      percentage: 25,
      extra: 5,
      capped: false,
      maxWinnings: 100,
      baseReturn: 30,
      boostedReturn: 35,
    });
  });

  it('caps the extra at max_winnings, read as minor units', () => {
    // profit 990; 50 % = 495; cap 2500 minor = 25.00.
    const result = applyBoostToken(token(50, 2_500), { stake: 10, odds: 100 });
    expect(result?.extra).toBe(25);
    expect(result?.capped).toBe(true);
    expect(result?.boostedReturn).toBe(1025);
    expect(boostTokenWinnings(token(50, 2_500), { stake: 10, odds: 100 })).toBe(25);
  });

  it('treats a max_winnings of 0 or less as no cap', () => {
    expect(applyBoostToken(token(50, 0), { stake: 10, odds: 100 })?.extra).toBe(495);
    expect(applyBoostToken(token(50, 0), { stake: 10, odds: 100 })?.maxWinnings).toBeNull();
  });

  it('rounds the extra half-up to cents', () => {
    // profit 1.005 x 10 % = 0.1005 -> 0.10; profit 0.15 x 10 % = 0.015 -> 0.02.
    expect(boostTokenWinnings(token(10, 10_000), { stake: 1, odds: 2.005 })).toBe(0.1);
    expect(boostTokenWinnings(token(10, 10_000), { stake: 1, odds: 1.15 })).toBe(0.02);
  });

  it('gives null for invalid stake, odds or percentage', () => {
    expect(boostTokenWinnings(token(10, 100), { stake: -1, odds: 2 })).toBeNull();
    expect(boostTokenWinnings(token(10, 100), { stake: 1, odds: 0 })).toBeNull();
    expect(boostTokenWinnings(token(10, 100), { stake: 1, odds: Number.NaN })).toBeNull();
    expect(boostTokenWinnings(token(Number.NaN, 100), { stake: 1, odds: 2 })).toBeNull();
  });
});
