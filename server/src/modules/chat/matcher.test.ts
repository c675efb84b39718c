import { describe, expect, it } from 'vitest';
import { CatalogueMatcher, normalize, typoDistance } from './matcher';
import type { NameRows } from './repo';

const rows: NameRows = {
  sports: [{ id: 1, slug: 'football', names: { en: 'Football', ja: 'サッカー' }, category: 'sport' }],
  competitions: [{ id: 10, sportId: 1, names: { en: 'Premier League' } }],
  participants: [
    { id: 100, sportId: 1, name: 'SV Eichau' },
    { id: 101, sportId: 1, name: 'Hartgate Athletic' },
    { id: 102, sportId: 1, name: 'Arsenal' },
  ],
};
const matcher = new CatalogueMatcher(rows, new Set(['when', 'do', 'play', 'next']), 'en');

describe('the chat catalogue matcher', () => {
  it('counts a swap of neighbouring letters as one typo', () => {
    expect(typoDistance('sv ecihau', 'sv eichau')).toBe(1);
    expect(typoDistance('arsneal', 'arsenal')).toBe(1);
    expect(typoDistance('arsenal', 'arsenal')).toBe(0);
    expect(typoDistance('chelsea', 'arsenal')).toBeGreaterThan(3);
  });

  it('finds a whole name typed with swapped letters, short first word or not', () => {
    expect(matcher.team('when do SV Ecihau play next')?.id).toBe(100);
    expect(matcher.team('when do Hartgate Atlhetic play next')?.id).toBe(101);
    expect(matcher.team('when do Arsneal play next')?.id).toBe(102);
  });

  it('reads a Latin name written straight into Japanese text', () => {
    expect(normalize('SV Eichauの次の試合はいつ？')).toBe('sv eichau の次の試合はいつ');
    expect(matcher.team('SV Eichauの次の試合はいつ？')?.id).toBe(100);
    expect(matcher.sport('サッカーの試合')?.id).toBe(1);
  });

  it('takes no name from a question that names none', () => {
    expect(matcher.team('when do they play next')).toBeUndefined();
  });
});
