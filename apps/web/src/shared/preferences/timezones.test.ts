import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, formatGmtOffset, gmtOffsetMinutes, TIMEZONES, timezoneOptions } from './timezones';

const WINTER = Date.UTC(2025, 0, 15, 12);
const SUMMER = Date.UTC(2025, 6, 15, 12);

describe('settings modal: timezone select of about 120 zones with GMT offsets', () => {
  it('lists about 120 distinct zones including the London default', () => {
    expect(new Set(TIMEZONES).size).toBe(TIMEZONES.length);
    expect(TIMEZONES.length).toBeGreaterThanOrEqual(110);
    expect(TIMEZONES.length).toBeLessThanOrEqual(130);
    expect(TIMEZONES).toContain(DEFAULT_TIMEZONE);
  });
  it('reads offsets with daylight saving', () => {
    expect(gmtOffsetMinutes('Europe/London', WINTER)).toBe(0);
    expect(gmtOffsetMinutes('Europe/London', SUMMER)).toBe(60);
    expect(gmtOffsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(gmtOffsetMinutes('Not/AZone', WINTER)).toBeNull();
  });
  it('labels offsets as GMT+hh:mm and sorts west to east', () => {
    expect(formatGmtOffset(-210)).toBe('GMT-03:30');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
    const options = timezoneOptions(WINTER);
    expect(options[0]?.offset).toBeLessThan(options.at(-1)?.offset ?? 0);
    expect(options.find((o) => o.zone === 'Asia/Kolkata')?.label).toBe('(GMT+05:30) Asia/Kolkata');
  });
});
