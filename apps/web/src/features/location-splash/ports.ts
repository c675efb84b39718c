/**
 * What the location splash needs from the device and the page, as ports: the Capacitor adapter
 * (capacitor-port.ts) implements the device side in the app, tests hand in fakes.
 */
import type { Country, IpCheckResponse } from '@touchline/contract';

/** The location permission as the device reports it ('prompt': not asked yet, or asked again). */
export type LocationPermission = 'granted' | 'denied' | 'prompt';

export interface PositionOptions {
  timeout: number;
  maximumAge: number;
}

/** The device side: location permission and position, the settings screen, the launch screen, push. */
export interface LocationDevice {
  checkPermissions(): Promise<LocationPermission>;
  requestPermissions(): Promise<LocationPermission>;
  /** Resolves once a position is known; rejects when none comes (services off, time-out). */
  getCurrentPosition(options: PositionOptions): Promise<void>;
  /** Opens the app's page of the device settings, where location can be turned on. */
  openSettings(): Promise<void>;
  /** Hides the native launch screen. */
  hideSplashScreen(): Promise<void>;
  /** Asks for push permission and registers the device for push. */
  subscribePush(): Promise<void>;
  /** Calls back each time the app comes back to the foreground; answers the unsubscribe. */
  onResume(listener: () => void): () => void;
}

/** The page side: the region check, the country switch, storage, dialogs and reload. */
export interface SplashPage {
  /** GET /ip/check, given up after the splash's time-out. */
  checkIp(timeoutMs: number): Promise<IpCheckResponse>;
  /** The country site this page shows. */
  currentCountry: Country;
  /** Moves to another country's site (a new page load). */
  switchCountry(country: Country): void;
  storeSuccessAt(at: number): void;
  alert(message: string): void;
  reload(): void;
  /** The translated 'Please enable location services before retrying.' */
  enableLocationText(): string;
}
