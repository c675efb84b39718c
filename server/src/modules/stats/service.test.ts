import { describe, expect, it } from 'vitest';
import { themeFromCookie } from './routes';
import { parseEventId, percentages, safeTimeZone } from './service';

describe('stats page: inputs and chances', () => {
  it('takes only positive whole event ids', () => {
    expect(parseEventId('1000089')).toBe(1_000_089);
    for (const raw of ['', '0', '-1', '1.5', '1e5', 'abc', ' 1', '9'.repeat(17), '99999999999999999']) {
      expect(parseEventId(raw), raw).toBeNull();
    }
  });

  it('shares add up to exactly 100 whatever the rounding', () => {
    expect(percentages([1 / 2.1, 1 / 3.4, 1 / 3.6])).toEqual([45, 28, 27]);
    for (const odds of [
      [1.01, 21],
      [3, 3, 3],
      [1.5, 4.2, 7, 11, 15, 34],
    ]) {
      const shares = percentages(odds.map((o) => 1 / o));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    }
    expect(percentages([0, 0])).toEqual([0, 0]);
  });

  it('dates use a known time zone, else UTC', () => {
    expect(safeTimeZone('Europe/Dublin')).toBe('Europe/Dublin');
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(undefined)).toBe('UTC');
  });

  it('reads the theme cookie the sportsbook writes, ignoring anything else', () => {
    expect(themeFromCookie('theme=light')).toBe('light');
    expect(themeFromCookie('lang=de; theme=dark; x=1')).toBe('dark');
    expect(themeFromCookie('mytheme=light')).toBeUndefined();
    expect(themeFromCookie('theme=<b>')).toBeUndefined();
    expect(themeFromCookie(undefined)).toBeUndefined();
  });
});
