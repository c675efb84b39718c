import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissBanner } from './dismissal';
import { appBannerWanted, DISMISS_MS } from './gate';

const DAY = 24 * 60 * 60 * 1000;

describe('native app banner: not loaded for 30 days after a dismissal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 1, 12));
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismissal lasts 30 days', () => {
    expect(DISMISS_MS).toBe(30 * DAY);
  });

  it('is wanted on a first web visit', () => {
    expect(appBannerWanted()).toBe(true);
  });

  it('a dismissal hides it for 30 days, then it is wanted again', () => {
    dismissBanner();
    expect(appBannerWanted()).toBe(false);
    vi.advanceTimersByTime(29 * DAY);
    expect(appBannerWanted()).toBe(false);
    vi.advanceTimersByTime(DAY - 1);
    expect(appBannerWanted()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(appBannerWanted()).toBe(true);
  });

  it('an unreadable stored time reads as no dismissal', () => {
    localStorage.setItem('app_banner_dismissed_at', 'yesterday');
    expect(appBannerWanted()).toBe(true);
  });
});
