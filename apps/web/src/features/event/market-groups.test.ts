import type { Market } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { groupMarkets, marketGroup } from './market-groups';

const m = (id: string, type: string, layout: Market['layout'] = 'default') =>
  ({ id, type, layout, outcomes: [] }) as unknown as Market;

describe('match page: every market grouped', () => {
  it('classifies markets by type and layout', () => {
    expect(marketGroup(m('1', '1x2'))).toBe('main');
    expect(marketGroup(m('2', 'over_under'))).toBe('goals');
    expect(marketGroup(m('3', 'asian', 'handicap'))).toBe('handicap');
    expect(marketGroup(m('4', 'anytime_scorer'))).toBe('players');
    expect(marketGroup(m('5', 'corners_odd_even'))).toBe('other');
  });
  it('keeps every market, groups in fixed order', () => {
    const groups = groupMarkets([m('a', 'over_under'), m('b', '1x2'), m('c', 'zzz')]);
    expect(groups.map((g) => g.group)).toEqual(['main', 'goals', 'other']);
    expect(groups.flatMap((g) => g.markets)).toHaveLength(3);
  });
});
