/**
 * The location splash of the app as an explicit machine. It starts locating; a refused permission
 * turns to denied 3 s after the start, one not asked yet to request_permissions; with permission granted
 * a position is awaited (1 s, a cached one up to 1e8 ms old) and the IP/region check runs (10 s). On
 * success the page moves to the returned country when it is another, the time is stored, the splash
 * hides and push is subscribed 1.5 s later; a declined check offers the country sites; anything else
 * is an error. React only subscribes (use-location-splash.ts).
 */
import type { Country } from '@touchline/contract';
import { after, cancel, now, type TimerId } from '@/shared/platform/timers';
import {
  DENIED_AFTER_MS,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  IP_CHECK_TIMEOUT_MS,
  LOCATION_TIMEOUT_CODE,
  NATIVE_SPLASH_HIDE_AFTER_MS,
  PERMISSION_CHECK_ALERT_PREFIX,
  PUSH_SUBSCRIBE_AFTER_MS,
} from './constants';
import type { LocationDevice, LocationPermission, SplashPage } from './ports';

/** What went wrong in the error status: the position, the permission check or the region check. */
export type SplashErrorKind = 'location' | 'permission_check' | 'ip_check';

export type SplashState =
  | { status: 'locating' }
  | { status: 'request_permissions' }
  | { status: 'denied' }
  | { status: 'error'; kind: SplashErrorKind }
  | { status: 'declined' }
  /** The check passed for this country: the splash is gone. */
  | { status: 'done'; country: Country }
  /** The check passed for another country: that site is loading. */
  | { status: 'switching'; country: Country };

export type SplashStatus = SplashState['status'];

/** What Retry does in a status: the machine's own choice, tested apart from the effects. */
export type RetryAction = 'enable_location' | 'request_permission' | 'recheck' | 'reload' | 'none';

export function retryActionOf(state: SplashState): RetryAction {
  switch (state.status) {
    // Refused once, the device no longer asks: the bettor turns location on in the settings.
    case 'denied':
      return 'enable_location';
    case 'request_permissions':
      return 'request_permission';
    // A slow first fix or a region that may have changed (a VPN turned off): checking again is enough.
    case 'declined':
      return 'recheck';
    case 'error':
      return state.kind === 'location' ? 'recheck' : 'reload';
    default:
      return 'none';
  }
}

/** A position that did not come in time: the error type of the location time-out. */
export class LocationTimeoutError extends Error {
  readonly code = LOCATION_TIMEOUT_CODE;
  constructor() {
    super('location timed out');
    this.name = 'LocationTimeoutError';
  }
}

/** A position within the time-out, or the ECONNABORTED error, whichever the device or the clock says first. */
export function locate(device: LocationDevice): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = after(GEOLOCATION_TIMEOUT_MS, () => reject(new LocationTimeoutError()));
    device.getCurrentPosition({ timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS }).then(
      () => {
        cancel(timer);
        resolve();
      },
      (error: unknown) => {
        cancel(timer);
        reject(isTimeout(error) ? new LocationTimeoutError() : error);
      },
    );
  });
}

/** A device's own time-out (the browser's code 3, or a plugin's message) is the same time-out. */
function isTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 3 ||
    code === LOCATION_TIMEOUT_CODE ||
    (typeof message === 'string' && /time.?out/i.test(message))
  );
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface LocationSplash {
  getState(): SplashState;
  subscribe(listener: (state: SplashState) => void): () => void;
  /** Runs the check from the start. */
  start(): void;
  /** The Retry button: what retryActionOf says for the current status. */
  retry(): void;
  /** The request_permissions screen's button: asks the device for the permission. */
  allow(): void;
  /** The app came back to the foreground (from the settings, say): a refused or failed check runs again. */
  resumed(): void;
  /** Cancels the pending timers (unmount). */
  dispose(): void;
}

export function createLocationSplash(device: LocationDevice, page: SplashPage): LocationSplash {
  let state: SplashState = { status: 'locating' };
  const listeners = new Set<(state: SplashState) => void>();
  const timers = new Set<TimerId>();
  /** Each run has a number: the answers of an earlier run are dropped. */
  let run = 0;
  let nativeSplashHidden = false;

  const set = (next: SplashState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const later = (ms: number, work: () => void) => {
    const id = after(ms, () => {
      timers.delete(id);
      work();
    });
    timers.add(id);
  };
  // The launch screen goes once the splash has something for the bettor to read or is done.
  const hideNativeSplash = () => {
    if (nativeSplashHidden) return;
    nativeSplashHidden = true;
    later(NATIVE_SPLASH_HIDE_AFTER_MS, () => {
      device.hideSplashScreen().catch((error: unknown) => console.warn('splash screen not hidden', error));
    });
  };
  const settle = (next: SplashState) => {
    set(next);
    if (next.status !== 'locating' && next.status !== 'switching') hideNativeSplash();
  };

  const checkRegion = async (mine: number) => {
    try {
      await locate(device);
    } catch (error) {
      if (mine !== run) return;
      console.warn('location failed', error);
      settle({ status: 'error', kind: 'location' });
      return;
    }
    if (mine !== run) return;
    let answer: Awaited<ReturnType<SplashPage['checkIp']>>;
    try {
      answer = await page.checkIp(IP_CHECK_TIMEOUT_MS);
    } catch (error) {
      if (mine !== run) return;
      console.warn('region check failed', error);
      settle({ status: 'error', kind: 'ip_check' });
      return;
    }
    if (mine !== run) return;
    if (answer.status === 'declined' || answer.country === null) {
      settle({ status: 'declined' });
      return;
    }
    page.storeSuccessAt(now());
    if (answer.country !== page.currentCountry) {
      set({ status: 'switching', country: answer.country });
      page.switchCountry(answer.country);
      return;
    }
    settle({ status: 'done', country: answer.country });
    later(PUSH_SUBSCRIBE_AFTER_MS, () => {
      device.subscribePush().catch((error: unknown) => console.warn('push not subscribed', error));
    });
  };

  const afterPermission = (mine: number, permission: LocationPermission, startedAt: number) => {
    if (mine !== run) return;
    if (permission === 'granted') {
      void checkRegion(mine);
    } else if (permission === 'prompt') {
      settle({ status: 'request_permissions' });
    } else {
      later(Math.max(0, startedAt + DENIED_AFTER_MS - now()), () => {
        if (mine === run) settle({ status: 'denied' });
      });
    }
  };

  const start = () => {
    const mine = ++run;
    const startedAt = now();
    set({ status: 'locating' });
    device.checkPermissions().then(
      (permission) => afterPermission(mine, permission, startedAt),
      (error: unknown) => {
        if (mine !== run) return;
        page.alert(`${PERMISSION_CHECK_ALERT_PREFIX} ${messageOf(error)}`);
        settle({ status: 'error', kind: 'permission_check' });
      },
    );
  };

  const allow = () => {
    if (state.status !== 'request_permissions') return;
    const mine = ++run;
    const startedAt = now();
    set({ status: 'locating' });
    device.requestPermissions().then(
      (permission) => afterPermission(mine, permission === 'prompt' ? 'denied' : permission, startedAt),
      (error: unknown) => {
        if (mine !== run) return;
        console.warn('location permission not asked', error);
        afterPermission(mine, 'denied', startedAt);
      },
    );
  };

  const retry = () => {
    switch (retryActionOf(state)) {
      case 'enable_location':
        page.alert(page.enableLocationText());
        // Back from the settings the app becomes active again, and resumed() checks again.
        device.openSettings().catch((error: unknown) => console.warn('settings not opened', error));
        return;
      case 'request_permission':
        return allow();
      case 'recheck':
        return start();
      case 'reload':
        return page.reload();
      case 'none':
        return;
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    retry,
    allow,
    resumed() {
      if (state.status === 'denied' || (state.status === 'error' && state.kind === 'location')) start();
    },
    dispose() {
      run++;
      for (const id of timers) cancel(id);
      timers.clear();
    },
  };
}
