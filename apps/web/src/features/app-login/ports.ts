/**
 * What the app login needs from the device, as a port: the Capacitor adapter (capacitor-port.ts)
 * implements it in the app, tests hand in fakes. Credentials for auto and biometric login live only in
 * the device's secure store (Keychain, Keystore), never in the web storage.
 */

/** A kind of local authentication the device offers, the first one naming the biometric option. */
export type LocalAuthType = 'face_id' | 'touch_id' | 'fingerprint' | 'face' | 'iris' | 'biometrics';

export interface Credentials {
  username: string;
  password: string;
}

export interface AppLoginDevice {
  platform: 'android' | 'ios';
  /** The device's local authentication types, best first; empty without biometrics. */
  localAuthTypes(): Promise<LocalAuthType[]>;
  /** Shows the system's biometric prompt; true when the owner is confirmed. */
  verifyIdentity(texts: { title: string; reason: string }): Promise<boolean>;
  /** The saved credentials of this site, or null. */
  readCredentials(server: string): Promise<Credentials | null>;
  saveCredentials(server: string, credentials: Credentials): Promise<void>;
  deleteCredentials(server: string): Promise<void>;
  readPreference(key: string): Promise<string | null>;
  /** null removes the key. */
  writePreference(key: string, value: string | null): Promise<void>;
  /** Calls back when the app comes to the foreground (true) or leaves it (false); answers the unsubscribe. */
  onAppStateChange(listener: (active: boolean) => void): () => void;
}
