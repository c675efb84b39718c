import type { Country, IpCheckResponse } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DENIED_AFTER_MS,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  IP_CHECK_TIMEOUT_MS,
  LOCATION_SUCCESS_KEY,
  LOCATION_TIMEOUT_CODE,
  NATIVE_SPLASH_HIDE_AFTER_MS,
  PERMISSION_CHECK_ALERT_PREFIX,
  PUSH_SUBSCRIBE_AFTER_MS,
  SPLASH_COUNTRIES,
} from './constants';
import {
  createLocationSplash,
  LocationTimeoutError,
  locate,
  retryActionOf,
  type SplashState,
} from './machine';
import type { LocationDevice, LocationPermission, SplashPage } from './ports';

const never = <T>() => new Promise<T>(() => {});

function fakeDevice(overrides: Partial<LocationDevice> = {}) {
  const resume = new Set<() => void>();
  const device = {
    checkPermissions: vi.fn<() => Promise<LocationPermission>>(async () => 'granted'),
    requestPermissions: vi.fn<() => Promise<LocationPermission>>(async () => 'granted'),
    getCurrentPosition: vi.fn(async () => {}),
    openSettings: vi.fn(async () => {}),
    hideSplashScreen: vi.fn(async () => {}),
    subscribePush: vi.fn(async () => {}),
    onResume: vi.fn((listener: () => void) => {
      resume.add(listener);
      return () => resume.delete(listener);
    }),
    ...overrides,
  };
  return {
    device,
    resume: () => {
      for (const listener of [...resume]) listener();
    },
  };
}

function fakePage(answer: () => Promise<IpCheckResponse>, currentCountry: Country = 'IE') {
  return {
    checkIp: vi.fn((_timeoutMs: number) => answer()),
    currentCountry,
    switchCountry: vi.fn(),
    storeSuccessAt: vi.fn(),
    alert: vi.fn(),
    reload: vi.fn(),
    enableLocationText: () => 'Please enable location services before retrying.',
  } satisfies SplashPage;
}

const success = (country: Country): Promise<IpCheckResponse> =>
  Promise.resolve({ status: 'success', country });

/** Lets promise callbacks run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('location splash constants', () => {
  it('are the ones the product states', () => {
    expect(GEOLOCATION_TIMEOUT_MS).toBe(1000);
    expect(GEOLOCATION_MAX_AGE_MS).toBe(1e8);
    expect(DENIED_AFTER_MS).toBe(3000);
    expect(IP_CHECK_TIMEOUT_MS).toBe(10_000);
    expect(NATIVE_SPLASH_HIDE_AFTER_MS).toBe(500);
    expect(PUSH_SUBSCRIBE_AFTER_MS).toBe(1500);
    expect(LOCATION_TIMEOUT_CODE).toBe('ECONNABORTED');
    expect(PERMISSION_CHECK_ALERT_PREFIX).toBe('checkPermissions:');
    expect(SPLASH_COUNTRIES).toEqual(['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR']);
  });
});

describe('locate', () => {
  it('asks the device for a position with a 1 s time-out and a maximum age of 1e8 ms', async () => {
    const { device } = fakeDevice();
    await locate(device);
    expect(device.getCurrentPosition).toHaveBeenCalledWith({ timeout: 1000, maximumAge: 1e8 });
  });

  it('fails with an ECONNABORTED error when no position comes within 1 s', async () => {
    const { device } = fakeDevice({ getCurrentPosition: () => never() });
    const result = locate(device).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(LocationTimeoutError);
    expect((error as LocationTimeoutError).code).toBe('ECONNABORTED');
  });

  it("reads the device's own time-out (code 3) as the same ECONNABORTED error", async () => {
    const { device } = fakeDevice({
      getCurrentPosition: () => Promise.reject(Object.assign(new Error('Timeout expired'), { code: 3 })),
    });
    await expect(locate(device)).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });

  it('passes on other failures as they are', async () => {
    const failure = new Error('location disabled');
    const { device } = fakeDevice({ getCurrentPosition: () => Promise.reject(failure) });
    await expect(locate(device)).rejects.toBe(failure);
  });
});

describe('location splash', () => {
  it('starts locating, then with permission granted checks the region within 10 s', async () => {
    const { device } = fakeDevice();
    const page = fakePage(() => never());
    const splash = createLocationSplash(device, page);
    splash.start();
    expect(splash.getState()).toEqual({ status: 'locating' });
    await flush();
    expect(page.checkIp).toHaveBeenCalledWith(10_000);
    expect(splash.getState()).toEqual({ status: 'locating' });
  });

  it('on success stores the time, hides the splash, hides the launch screen at 500 ms and subscribes to push at 1.5 s', async () => {
    const { device } = fakeDevice();
    const page = fakePage(() => success('IE'), 'IE');
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    expect(splash.getState()).toEqual({ status: 'done', country: 'IE' });
    expect(page.storeSuccessAt).toHaveBeenCalledWith(Date.parse('2026-11-27T12:00:00Z'));
    expect(page.switchCountry).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(499);
    expect(device.hideSplashScreen).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(device.hideSplashScreen).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(device.subscribePush).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(device.subscribePush).toHaveBeenCalledTimes(1);
  });

  it('switches to the returned country when it is not the one shown', async () => {
    const { device } = fakeDevice();
    const page = fakePage(() => success('GB'), 'IE');
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    expect(page.storeSuccessAt).toHaveBeenCalled();
    expect(page.switchCountry).toHaveBeenCalledWith('GB');
    expect(splash.getState()).toEqual({ status: 'switching', country: 'GB' });
    // The next page load checks again, hides the launch screen and subscribes.
    await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_AFTER_MS);
    expect(device.subscribePush).not.toHaveBeenCalled();
  });

  it('offers the country sites when the region check declines the location', async () => {
    const { device } = fakeDevice();
    const page = fakePage(() => Promise.resolve({ status: 'declined', country: null }));
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    expect(splash.getState()).toEqual({ status: 'declined' });
    expect(page.storeSuccessAt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(device.hideSplashScreen).toHaveBeenCalledTimes(1);
  });

  it('is an error when the region check fails', async () => {
    const { device } = fakeDevice();
    const page = fakePage(() => Promise.reject(new Error('TIMEOUT')));
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    expect(splash.getState()).toEqual({ status: 'error', kind: 'ip_check' });
  });

  it('is a location error, without a region check, when the position times out', async () => {
    const { device } = fakeDevice({ getCurrentPosition: () => never() });
    const page = fakePage(() => success('IE'));
    const splash = createLocationSplash(device, page);
    splash.start();
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS);
    expect(splash.getState()).toEqual({ status: 'error', kind: 'location' });
    expect(page.checkIp).not.toHaveBeenCalled();
  });

  it('turns to denied 3 s after the start when the permission is refused', async () => {
    const { device } = fakeDevice({ checkPermissions: async () => 'denied' });
    const splash = createLocationSplash(
      device,
      fakePage(() => success('IE')),
    );
    splash.start();
    await vi.advanceTimersByTimeAsync(2999);
    expect(splash.getState()).toEqual({ status: 'locating' });
    await vi.advanceTimersByTimeAsync(1);
    expect(splash.getState()).toEqual({ status: 'denied' });
    expect(device.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('asks for the permission when it was never given, and checks once it is', async () => {
    const { device } = fakeDevice({ checkPermissions: async () => 'prompt' });
    const page = fakePage(() => success('IE'));
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    expect(splash.getState()).toEqual({ status: 'request_permissions' });
    splash.allow();
    expect(device.requestPermissions).toHaveBeenCalledTimes(1);
    await flush();
    expect(splash.getState()).toEqual({ status: 'done', country: 'IE' });
  });

  it('turns to denied when the bettor refuses the permission asked for', async () => {
    const { device } = fakeDevice({
      checkPermissions: async () => 'prompt',
      requestPermissions: async () => 'denied',
    });
    const splash = createLocationSplash(
      device,
      fakePage(() => success('IE')),
    );
    splash.start();
    await flush();
    splash.allow();
    await vi.advanceTimersByTimeAsync(DENIED_AFTER_MS);
    expect(splash.getState()).toEqual({ status: 'denied' });
  });

  it("alerts 'checkPermissions:' with the reason when the permission check fails", async () => {
    const { device } = fakeDevice({
      checkPermissions: () => Promise.reject(new Error('Location services are not enabled')),
    });
    const page = fakePage(() => success('IE'));
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    expect(page.alert).toHaveBeenCalledWith('checkPermissions: Location services are not enabled');
    expect(splash.getState()).toEqual({ status: 'error', kind: 'permission_check' });
  });

  it('drops the answers of a run that a later run replaced', async () => {
    let answer: (value: IpCheckResponse) => void = () => {};
    const { device } = fakeDevice();
    const page = fakePage(() => new Promise((resolve) => (answer = resolve)));
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    const first = answer;
    splash.dispose();
    first({ status: 'success', country: 'GB' });
    await flush();
    expect(page.switchCountry).not.toHaveBeenCalled();
  });
});

describe('retry', () => {
  const states: [SplashState, ReturnType<typeof retryActionOf>][] = [
    [{ status: 'denied' }, 'enable_location'],
    [{ status: 'request_permissions' }, 'request_permission'],
    [{ status: 'declined' }, 'recheck'],
    [{ status: 'error', kind: 'location' }, 'recheck'],
    [{ status: 'error', kind: 'ip_check' }, 'reload'],
    [{ status: 'error', kind: 'permission_check' }, 'reload'],
    [{ status: 'locating' }, 'none'],
    [{ status: 'done', country: 'IE' }, 'none'],
  ];
  it.each(states)('in %o does %s', (state, action) => {
    expect(retryActionOf(state)).toBe(action);
  });

  it('when denied asks to enable location and opens the settings; back in the app it checks again', async () => {
    const permission = vi.fn<() => Promise<LocationPermission>>(async () => 'denied');
    const { device, resume } = fakeDevice({ checkPermissions: permission });
    const page = fakePage(() => success('IE'));
    const splash = createLocationSplash(device, page);
    device.onResume(() => splash.resumed());
    splash.start();
    await vi.advanceTimersByTimeAsync(DENIED_AFTER_MS);
    splash.retry();
    expect(page.alert).toHaveBeenCalledWith('Please enable location services before retrying.');
    expect(device.openSettings).toHaveBeenCalledTimes(1);
    permission.mockResolvedValue('granted');
    resume();
    await flush();
    expect(splash.getState()).toEqual({ status: 'done', country: 'IE' });
  });

  it('after a region-check failure reloads the page', async () => {
    const { device } = fakeDevice();
    const page = fakePage(() => Promise.reject(new Error('CONNECTION_ERROR')));
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    splash.retry();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('after a declined check checks again', async () => {
    const answers = [Promise.resolve<IpCheckResponse>({ status: 'declined', country: null }), success('IE')];
    const { device } = fakeDevice();
    const page = fakePage(() => answers.shift() ?? never());
    const splash = createLocationSplash(device, page);
    splash.start();
    await flush();
    expect(splash.getState().status).toBe('declined');
    splash.retry();
    expect(splash.getState().status).toBe('locating');
    await flush();
    expect(splash.getState()).toEqual({ status: 'done', country: 'IE' });
    expect(page.checkIp).toHaveBeenCalledTimes(2);
  });

  it('keeps the success time under its storage key', () => {
    expect(LOCATION_SUCCESS_KEY).toBe('location_success_at');
  });
});
