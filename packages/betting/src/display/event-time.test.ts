import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  DEFAULT_TIME_ZONE,
  eventStartMs,
  eventTimeDisplay,
  isStartingSoon,
  STARTS_IN_LABELS,
  startsInStatus,
  zonedDateParts,
  zonedDatePartsIntl,
} from './event-time';

const MIN = 60_000;
const HOUR = 60 * MIN;
// 15 June 2025 12:00 UTC, 13:00 in London (summer time).
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

describe('default time zone Europe/London', () => {
  it('is London', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/London');
  });

  it('computes wall-clock parts in the zone', () => {
    expect(zonedDateParts(NOW)).toEqual({ year: 2025, month: 6, day: 15, hour: 13, minute: 0 });
    expect(zonedDateParts(NOW, 'America/Mexico_City')).toEqual({
      year: 2025,
      month: 6,
      day: 15,
      hour: 6,
      minute: 0,
    });
    expect(zonedDateParts(Date.UTC(2025, 0, 15, 23, 30), 'Europe/Bucharest')).toEqual({
      year: 2025,
      month: 1,
      day: 16,
      hour: 1,
      minute: 30,
    });
  });

  it('shows midnight as hour 0', () => {
    expect(zonedDateParts(Date.UTC(2025, 0, 15, 0, 5), 'Europe/London').hour).toBe(0);
  });

  it('agrees with Intl at every instant, across daylight-saving changes and odd offsets', () => {
    const zones = [
      'Europe/London',
      'Europe/Bucharest',
      'America/Mexico_City',
      'America/Sao_Paulo',
      'America/New_York',
      'Asia/Kathmandu',
      'Asia/Tokyo',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Not/AZone',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (at, zone) => {
          expect(zonedDateParts(at, zone)).toEqual(zonedDatePartsIntl(at, zone));
        },
      ),
      { numRuns: 3000 },
    );
    // The minutes either side of London's and Bucharest's 2025 changes.
    for (const change of [Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1)]) {
      for (let at = change - 2 * HOUR; at <= change + 2 * HOUR; at += MIN) {
        for (const zone of ['Europe/London', 'Europe/Bucharest']) {
          expect(zonedDateParts(at, zone)).toEqual(zonedDatePartsIntl(at, zone));
        }
      }
    }
  });

  it('falls back to London for an unknown zone', () => {
    expect(zonedDateParts(NOW, 'Not/AZone')).toEqual(zonedDateParts(NOW, 'Europe/London'));
  });
});

describe('starts-in thresholds 4 h, 1 h, 1 min and date helper statuses', () => {
  it('starting soon under 1 minute', () => {
    expect(startsInStatus(NOW + 59_999, NOW)).toEqual({ status: 'starting_soon' });
    expect(startsInStatus(NOW, NOW)).toEqual({ status: 'starting_soon' });
    expect(startsInStatus(NOW - HOUR, NOW)).toEqual({ status: 'starting_soon' });
  });

  it('starts in less than N minutes under 1 hour', () => {
    expect(startsInStatus(NOW + MIN, NOW)).toEqual({ status: 'minutes', n: 2 });
    expect(startsInStatus(NOW + 5.5 * MIN, NOW)).toEqual({ status: 'minutes', n: 6 });
    expect(startsInStatus(NOW + HOUR - 1, NOW)).toEqual({ status: 'minutes', n: 60 });
  });

  it('starts in less than N hours from 1 up to 4 hours', () => {
    expect(startsInStatus(NOW + HOUR, NOW)).toEqual({ status: 'hours', n: 2 });
    expect(startsInStatus(NOW + 2.5 * HOUR, NOW)).toEqual({ status: 'hours', n: 3 });
    expect(startsInStatus(NOW + 4 * HOUR - 1, NOW)).toEqual({ status: 'hours', n: 4 });
  });

  it('today, tomorrow, then a date, by the calendar of the time zone', () => {
    expect(startsInStatus(NOW + 4 * HOUR, NOW)).toEqual({ status: 'today' });
    expect(startsInStatus(NOW + 10 * HOUR + 59 * MIN, NOW)).toEqual({ status: 'today' });
    expect(startsInStatus(NOW + 11 * HOUR, NOW)).toEqual({ status: 'tomorrow' });
    expect(startsInStatus(NOW + 34 * HOUR + 59 * MIN, NOW)).toEqual({ status: 'tomorrow' });
    expect(startsInStatus(NOW + 35 * HOUR, NOW)).toEqual({ status: 'date' });
    // 22:00 UTC is still the 15th in London but already the 16th in Bucharest.
    expect(startsInStatus(NOW + 10 * HOUR, NOW, 'Europe/Bucharest')).toEqual({ status: 'tomorrow' });
  });

  it('tomorrow crosses month and year ends', () => {
    const newYearsEve = Date.UTC(2025, 11, 31, 10, 0);
    expect(startsInStatus(Date.UTC(2026, 0, 1, 10, 0), newYearsEve)).toEqual({ status: 'tomorrow' });
  });

  it('labels carry the spec texts', () => {
    expect(STARTS_IN_LABELS.starting_soon).toBe('starting soon');
    expect(STARTS_IN_LABELS.minutes).toBe('starts in less than {{n}} minutes');
    expect(STARTS_IN_LABELS.hours).toBe('starts in less than {{n}} hours');
  });

  it('starting-soon flag within 0 to 1 hour', () => {
    expect(isStartingSoon(NOW, NOW)).toBe(true);
    expect(isStartingSoon(NOW + HOUR, NOW)).toBe(true);
    expect(isStartingSoon(NOW + HOUR + 1, NOW)).toBe(false);
    expect(isStartingSoon(NOW - 1, NOW)).toBe(false);
  });

  it('property: N is always 2..60 minutes or 2..4 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: -HOUR, max: 48 * HOUR }), (offset) => {
        const status = startsInStatus(NOW + offset, NOW);
        if (status.status === 'minutes') expect(status.n).toBeGreaterThanOrEqual(2);
        if (status.status === 'minutes') expect(status.n).toBeLessThanOrEqual(60);
        if (status.status === 'hours') expect([2, 3, 4]).toContain(status.n);
      }),
    );
  });
});

describe('event time display', () => {
  const at = (offset: number) => new Date(NOW + offset).toISOString();

  it('live shows stats.time', () => {
    expect(
      eventTimeDisplay({
        event: { starts_at: at(-HOUR), is_live: true, stats: { time: '45:12' } },
        now: NOW,
      }),
    ).toEqual({ kind: 'live', time: '45:12' });
    expect(eventTimeDisplay({ event: { starts_at: at(-HOUR), status: 'live' }, now: NOW })).toEqual({
      kind: 'live',
      time: null,
    });
  });

  it('starting soon shows a countdown', () => {
    expect(eventTimeDisplay({ event: { starts_at: at(30 * MIN) }, now: NOW })).toEqual({
      kind: 'countdown',
      seconds: 1800,
    });
    expect(eventTimeDisplay({ event: { starts_at: NOW + 500 }, now: NOW })).toEqual({
      kind: 'countdown',
      seconds: 1,
    });
    expect(eventTimeDisplay({ event: { starts_at: at(HOUR) }, now: NOW }).kind).toBe('countdown');
  });

  it('future events show month, day, hour and minute in the time zone', () => {
    expect(eventTimeDisplay({ event: { starts_at: at(HOUR + 1000) }, now: NOW })).toEqual({
      kind: 'date',
      month: 6,
      day: 15,
      hour: 14,
      minute: 0,
      startsIn: { status: 'hours', n: 2 },
    });
    expect(
      eventTimeDisplay({
        event: { starts_at: at(3 * 24 * HOUR) },
        now: NOW,
        timeZone: 'America/Mexico_City',
      }),
    ).toEqual({ kind: 'date', month: 6, day: 18, hour: 6, minute: 0, startsIn: { status: 'date' } });
  });

  it('virtual events always show the date', () => {
    const soon = eventTimeDisplay({ event: { starts_at: at(5 * MIN), is_virtual: true }, now: NOW });
    expect(soon).toMatchObject({ kind: 'date', hour: 13, minute: 5 });
    const live = eventTimeDisplay({
      event: { starts_at: at(-MIN), is_virtual: true, is_live: true },
      now: NOW,
    });
    expect(live.kind).toBe('date');
  });

  it('started but not live shows the phase time', () => {
    const event = {
      starts_at: at(-50 * MIN),
      is_live: false,
      matchSummary: {
        currentPhase: '2H',
        startTimes: { '1H': at(-50 * MIN), '2H': at(-2 * MIN) },
        normalTimeHalfDuration: 45,
      },
    };
    expect(eventTimeDisplay({ event, now: NOW })).toEqual({
      kind: 'phase',
      phase: '2H',
      phaseElapsedSeconds: 120,
      normalTimeHalfDuration: 45,
    });
    expect(eventTimeDisplay({ event: { starts_at: at(0) }, now: NOW })).toEqual({
      kind: 'phase',
      phase: null,
      phaseElapsedSeconds: null,
      normalTimeHalfDuration: null,
    });
  });

  it('an unreadable start shows nothing', () => {
    for (const starts_at of ['', 'not a date', null, undefined, Number.NaN]) {
      expect(eventTimeDisplay({ event: { starts_at }, now: NOW })).toEqual({ kind: 'unknown' });
    }
  });

  it('reads ISO text and epoch milliseconds', () => {
    expect(eventStartMs('2025-06-15T12:00:00Z')).toBe(NOW);
    expect(eventStartMs(NOW)).toBe(NOW);
    expect(eventStartMs(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('live widget start countdown (hours, minutes, seconds)', () => {
  it('splits seconds', () => {
    expect(countdownParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(countdownParts(59.9)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(100 * 3600)).toEqual({ hours: 100, minutes: 0, seconds: 0 });
  });

  it('never goes negative', () => {
    expect(countdownParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('property: the parts add back up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (s) => {
        const p = countdownParts(s);
        expect(p.hours * 3600 + p.minutes * 60 + p.seconds).toBe(s);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
      }),
    );
  });
});
