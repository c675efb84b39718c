import { describe, expect, it } from 'vitest';
import { DEMO_BOARDS, maskUsername, periodWindow } from './boards';

describe('promotion leaderboard: periods and names', () => {
  it('a weekly board ranks the ISO week, Monday 00:00 UTC to the next Monday', () => {
    const sunday = Date.UTC(2026, 2, 15, 23, 59);
    expect(periodWindow('weekly', sunday)).toEqual({
      from: new Date(Date.UTC(2026, 2, 9)),
      to: new Date(Date.UTC(2026, 2, 16)),
    });
    const monday = Date.UTC(2026, 2, 16, 0, 0);
    expect(periodWindow('weekly', monday).from).toEqual(new Date(monday));
  });

  it('a monthly board ranks the calendar month (UTC), across a year end', () => {
    expect(periodWindow('monthly', Date.UTC(2026, 11, 31, 22))).toEqual({
      from: new Date(Date.UTC(2026, 11, 1)),
      to: new Date(Date.UTC(2027, 0, 1)),
    });
  });

  it("other players' names are masked", () => {
    expect(maskUsername('marathon')).toBe('ma***n');
    expect(maskUsername('bob')).toBe('b***');
  });

  it('every demo board has a title and a description in all nine languages', () => {
    for (const board of DEMO_BOARDS) {
      expect(Object.keys(board.titles).sort()).toEqual([
        'de',
        'el',
        'en',
        'es',
        'fi',
        'fr',
        'ja',
        'pt',
        'ro',
      ]);
      expect(Object.keys(board.descriptions).sort()).toEqual(Object.keys(board.titles).sort());
      for (const text of [...Object.values(board.titles), ...Object.values(board.descriptions)]) {
        expect(text.length).toBeGreaterThan(2);
      }
    }
  });
});
