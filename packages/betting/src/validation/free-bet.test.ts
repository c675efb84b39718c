import { describe, expect, it } from 'vitest';
import type { FreeBet } from '../types';
import { freeBetOptionDisabled, freeBetSelectorVisible, validFreeBets } from './free-bet';

const fb = (id: string, min_odds?: number | null, amount_remaining = 500): FreeBet => ({
  id,
  name: `Free bet ${id}`,
  amount: 500,
  amount_remaining,
  conditions: min_odds === undefined ? null : { min_odds },
});

describe('free-bet selector visibility', () => {
  const freeBets = [fb('a')];

  it('shown for a combi', () => {
    expect(freeBetSelectorVisible({ freeBets, betType: 'combi', selectionCount: 3, eachWay: false })).toBe(
      true,
    );
  });

  it('shown for a single with one selection', () => {
    expect(freeBetSelectorVisible({ freeBets, betType: 'single', selectionCount: 1, eachWay: false })).toBe(
      true,
    );
  });

  it('not for a single with several selections', () => {
    expect(freeBetSelectorVisible({ freeBets, betType: 'single', selectionCount: 2, eachWay: false })).toBe(
      false,
    );
  });

  it('not for system', () => {
    expect(freeBetSelectorVisible({ freeBets, betType: 'system', selectionCount: 3, eachWay: false })).toBe(
      false,
    );
  });

  it('not for each-way single nor each-way combi', () => {
    expect(freeBetSelectorVisible({ freeBets, betType: 'single', selectionCount: 1, eachWay: true })).toBe(
      false,
    );
    expect(freeBetSelectorVisible({ freeBets, betType: 'combi', selectionCount: 2, eachWay: true })).toBe(
      false,
    );
  });

  it('only if free bets exist', () => {
    for (const none of [[], null, undefined]) {
      expect(
        freeBetSelectorVisible({ freeBets: none, betType: 'combi', selectionCount: 2, eachWay: false }),
      ).toBe(false);
    }
  });

  it('hidden if none is valid at the total odds', () => {
    const input = { freeBets: [fb('a', 3)], betType: 'combi' as const, selectionCount: 2, eachWay: false };
    expect(freeBetSelectorVisible({ ...input, totalOdds: 3 })).toBe(false);
    expect(freeBetSelectorVisible({ ...input, totalOdds: 3.01 })).toBe(true);
  });
});

describe('free-bet option disabled at or below conditions.min_odds', () => {
  it('compares with the total (lowest) odds', () => {
    expect(freeBetOptionDisabled(fb('a', 2), 1.5)).toBe(true);
    expect(freeBetOptionDisabled(fb('a', 2), 2)).toBe(true);
    expect(freeBetOptionDisabled(fb('a', 2), 2.01)).toBe(false);
  });

  it('no minimum means never disabled', () => {
    expect(freeBetOptionDisabled(fb('a'), 1.01)).toBe(false);
    expect(freeBetOptionDisabled(fb('a', null), 1.01)).toBe(false);
    expect(freeBetOptionDisabled({}, 1.01)).toBe(false);
  });

  it('unreadable odds disable an option with a minimum', () => {
    expect(freeBetOptionDisabled(fb('a', 2), Number.NaN)).toBe(true);
  });

  it('valid free bets exclude disabled and used-up ones', () => {
    const list = [fb('a', 2), fb('b'), fb('c', 5), fb('d', null, 0)];
    expect(validFreeBets(list, 3).map((f) => f.id)).toEqual(['a', 'b']);
    expect(validFreeBets(null, 3)).toEqual([]);
  });
});
