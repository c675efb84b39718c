import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedInstallStatus, INSTALL_STATUS_KEY, installStatus } from './install-status';

const HOUR = 60 * 60 * 1000;
/** A page that links its web manifest (where related_applications names the app). */
const withManifest = {
  querySelector: (selector: string) => (selector.includes('manifest') ? {} : null),
} as Pick<Document, 'querySelector'>;
const withoutManifest = { querySelector: () => null } as Pick<Document, 'querySelector'>;

describe('native app banner: the install status, cached for 24 hours', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 1, 12));
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the browser for installed related apps and caches the answer for 24 hours', async () => {
    const getInstalledRelatedApps = vi.fn(async () => [{ platform: 'play', id: 'org.touchline.sportsbook' }]);
    const nav = { getInstalledRelatedApps } as unknown as Navigator;
    expect(await installStatus(nav, withManifest)).toBe(true);
    expect(getInstalledRelatedApps).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * HOUR - 1);
    expect(await installStatus(nav, withManifest)).toBe(true);
    expect(getInstalledRelatedApps).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(cachedInstallStatus()).toBeUndefined();
    getInstalledRelatedApps.mockResolvedValueOnce([]);
    expect(await installStatus(nav, withManifest)).toBe(false);
    expect(getInstalledRelatedApps).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(INSTALL_STATUS_KEY) ?? '{}')).toEqual({
      installed: false,
      checkedAt: Date.UTC(2026, 10, 1, 12) + 24 * HOUR,
    });
  });

  it('is unknown where the browser cannot tell, and when asking fails; neither is cached', async () => {
    expect(await installStatus({} as Navigator, withManifest)).toBeNull();
    const failing = { getInstalledRelatedApps: async () => Promise.reject(new Error('not allowed')) };
    expect(await installStatus(failing as unknown as Navigator, withManifest)).toBeNull();
    expect(localStorage.getItem(INSTALL_STATUS_KEY)).toBeNull();
  });

  it('is unknown on a page without a web manifest: the browser could not know the app', async () => {
    const getInstalledRelatedApps = vi.fn(async () => []);
    expect(
      await installStatus({ getInstalledRelatedApps } as unknown as Navigator, withoutManifest),
    ).toBeNull();
    expect(getInstalledRelatedApps).not.toHaveBeenCalled();
    expect(localStorage.getItem(INSTALL_STATUS_KEY)).toBeNull();
  });

  it('a cached answer from the future (a clock set back) or of another shape is asked again', () => {
    localStorage.setItem(
      INSTALL_STATUS_KEY,
      JSON.stringify({ installed: true, checkedAt: Date.now() + HOUR }),
    );
    expect(cachedInstallStatus()).toBeUndefined();
    localStorage.setItem(INSTALL_STATUS_KEY, JSON.stringify({ installed: 'yes', checkedAt: Date.now() }));
    expect(cachedInstallStatus()).toBeUndefined();
  });
});
