import { describe, expect, it } from 'vitest';
import { isTimeZone, localParts, periodWindow, startOfLocalDay } from './time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('calendar windows in the bettor’s time zone', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Dublin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('starts the local day at local midnight, not UTC midnight', () => {
    // 2026-07-10 10:00 UTC is 13:00 in Athens (UTC+3 in summer).
    const at = Date.UTC(2026, 6, 10, 10, 0);
    expect(iso(startOfLocalDay(at, 'Europe/Athens'))).toBe('2026-07-09T21:00:00.000Z');
    expect(iso(startOfLocalDay(at, 'America/Mexico_City'))).toBe('2026-07-10T06:00:00.000Z');
  });

  it('tonight runs from 17:00 local (or now) to 04:00 local', () => {
    const noon = Date.UTC(2026, 0, 15, 12, 0); // 12:00 in Dublin (UTC+0 in winter)
    expect(periodWindow('tonight', noon, 'Europe/Dublin')).toEqual({
      from: Date.UTC(2026, 0, 15, 17, 0),
      to: Date.UTC(2026, 0, 16, 4, 0),
    });
    const late = Date.UTC(2026, 0, 15, 21, 30);
    expect(periodWindow('tonight', late, 'Europe/Dublin').from).toBe(late);
    const small = Date.UTC(2026, 0, 16, 1, 0);
    expect(periodWindow('tonight', small, 'Europe/Dublin')).toEqual({
      from: small,
      to: Date.UTC(2026, 0, 16, 4, 0),
    });
  });

  it('this weekend is Saturday and Sunday in the zone, what is left of it on a weekend day', () => {
    const thursday = Date.UTC(2026, 0, 15, 12, 0);
    const window = periodWindow('weekend', thursday, 'Europe/Berlin');
    expect(iso(window.from)).toBe('2026-01-16T23:00:00.000Z');
    expect(iso(window.to)).toBe('2026-01-18T23:00:00.000Z');
    const sunday = Date.UTC(2026, 0, 18, 12, 0);
    expect(periodWindow('weekend', sunday, 'Europe/Berlin')).toEqual({ from: sunday, to: window.to });
    expect(localParts(window.from, 'Europe/Berlin').weekday).toBe(6);
  });

  it('tomorrow is the next local day', () => {
    const at = Date.UTC(2026, 0, 15, 23, 30); // already the 16th in Bucharest
    expect(iso(periodWindow('tomorrow', at, 'Europe/Bucharest').from)).toBe('2026-01-16T22:00:00.000Z');
  });
});
