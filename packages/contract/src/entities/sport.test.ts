import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { SPORT_PAGE_ONLY_IDS, Sport } from './sport';

describe('Sport', () => {
  it('accepts a sport with translated slug and counts', () => {
    expect(Sport.parse(examples.sport)).toEqual(examples.sport);
  });
  it('accepts a parent sport without events', () => {
    const parent = { ...examples.sport, is_parent: true, event_count: 0, outright_count: 0, total: 0 };
    expect(Sport.safeParse(parent).success).toBe(true);
  });
  it('rejects a category outside sport, esport, virtual', () => {
    expect(Sport.safeParse({ ...examples.sport, category: 'casino' }).success).toBe(false);
  });
  it('rejects a negative count', () => {
    expect(Sport.safeParse({ ...examples.sport, event_count: -1 }).success).toBe(false);
  });
  it('rejects a missing id', () => {
    const { id: _id, ...withoutId } = examples.sport;
    expect(Sport.safeParse(withoutId).success).toBe(false);
  });
});

describe('sports that link to the sport page only', () => {
  it('lists the eleven ids of the spec', () => {
    expect(SPORT_PAGE_ONLY_IDS).toHaveLength(11);
    expect(SPORT_PAGE_ONLY_IDS).toContain('207');
  });
});
