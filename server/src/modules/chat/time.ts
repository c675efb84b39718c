/**
 * Calendar windows in the bettor's time zone ('tonight', 'this weekend'), computed with the platform's
 * time-zone data (Intl), so a window starts at local midnight whatever the server's own zone.
 */

const MINUTE = 60_000;

/** Whether the platform knows the IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function localParts(at: number, zone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

/** Offset of the zone from UTC at an instant, in ms (local = UTC + offset). */
function offsetAt(at: number, zone: string): number {
  const p = localParts(at, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(at / MINUTE) * MINUTE;
}

/** The instant of a local wall-clock time in the zone (the later one when a clock change repeats it). */
export function zonedTime(year: number, month: number, day: number, hour: number, zone: string): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetAt(guess, zone);
  return guess - offsetAt(first, zone);
}

/** Midnight starting the local day `days` after the one holding `at`. */
export function startOfLocalDay(at: number, zone: string, days = 0): number {
  const p = localParts(at, zone);
  const base = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return zonedTime(base.getUTCFullYear(), base.getUTCMonth() + 1, base.getUTCDate(), 0, zone);
}

export type Period = 'today' | 'tonight' | 'tomorrow' | 'weekend';

/** Where a period starts and ends, never before `now`. Tonight runs from 17:00 to 04:00. */
export function periodWindow(period: Period, now: number, zone: string): { from: number; to: number } {
  const p = localParts(now, zone);
  switch (period) {
    case 'today':
      return { from: now, to: startOfLocalDay(now, zone, 1) };
    case 'tonight': {
      // Between midnight and 04:00 it is still the night that began the evening before.
      if (p.hour < 4) return { from: now, to: zonedTime(p.year, p.month, p.day, 4, zone) };
      const next = localParts(startOfLocalDay(now, zone, 1), zone);
      return {
        from: Math.max(now, zonedTime(p.year, p.month, p.day, 17, zone)),
        to: zonedTime(next.year, next.month, next.day, 4, zone),
      };
    }
    case 'tomorrow':
      return { from: startOfLocalDay(now, zone, 1), to: startOfLocalDay(now, zone, 2) };
    case 'weekend': {
      // Saturday and Sunday; on those days, what is left of them.
      const untilSaturday = (6 - p.weekday + 7) % 7;
      const saturday =
        p.weekday === 0 ? startOfLocalDay(now, zone, -1) : startOfLocalDay(now, zone, untilSaturday);
      const monday = p.weekday === 0 ? startOfLocalDay(now, zone, 1) : startOfLocalDay(saturday, zone, 2);
      return { from: Math.max(now, saturday), to: monday };
    }
  }
}
