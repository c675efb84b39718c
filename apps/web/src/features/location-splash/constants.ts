/** The location splash's timings and fixed values. */
import type { Country } from '@touchline/contract';

/** A position is awaited at most 1 s... */
export const GEOLOCATION_TIMEOUT_MS = 1000;
/** ...and a cached one up to 1e8 ms old (about 28 hours) will do: the check wants the services on, not a fix. */
export const GEOLOCATION_MAX_AGE_MS = 1e8;
/** A refused permission shows the denied screen 3 s after the splash started. */
export const DENIED_AFTER_MS = 3000;
/** The IP/region check gives up after 10 s. */
export const IP_CHECK_TIMEOUT_MS = 10_000;
/** The native launch screen is hidden 500 ms after the splash has something to show (or is done). */
export const NATIVE_SPLASH_HIDE_AFTER_MS = 500;
/** Push notifications are subscribed 1.5 s after a successful check. */
export const PUSH_SUBSCRIBE_AFTER_MS = 1500;
/** The error type a location time-out carries. */
export const LOCATION_TIMEOUT_CODE = 'ECONNABORTED';
/** The prefix of the alert a failed permission check raises. */
export const PERMISSION_CHECK_ALERT_PREFIX = 'checkPermissions:';
/** Where the time of the last successful location check is kept (ms since epoch). */
export const LOCATION_SUCCESS_KEY = 'location_success_at';
/** The country sites offered when the check declines the location, in this order. */
export const SPLASH_COUNTRIES: readonly Country[] = ['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR'];
