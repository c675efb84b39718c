import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '@/shared/platform/timers';
import { LIVE_REFRESH_MS, overlapsList } from './use-live-refresh';

afterEach(() => vi.useRealTimers());

describe('live list refreshes when notifications overlap its events', () => {
  it('overlaps on a shared id or an in-play change', () => {
    expect(overlapsList(new Set(['1']), new Set(['1', '2']), false)).toBe(true);
    expect(overlapsList(new Set(['9']), new Set(['1']), false)).toBe(false);
    expect(overlapsList(new Set(['9']), new Set(['1']), true)).toBe(true);
  });
});

describe('live list refresh throttle: 3 s, started 3 s after mount', () => {
  it('waits 3 s after mount, then runs at most once per 3 s', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const t = throttle(run, LIVE_REFRESH_MS, LIVE_REFRESH_MS);
    t.call();
    t.call();
    vi.advanceTimersByTime(2999);
    expect(run).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    t.call();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(2);
    t.dispose();
  });
});
