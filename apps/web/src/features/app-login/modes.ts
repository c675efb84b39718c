/**
 * The login mode rules, pure. The modes are auto, biometric and username (the remembered name), or
 * none. Auto and biometric log in with the credentials in the device's secure store, so choosing one
 * forces a native login (with a blocking loader). Pressing the active mode clears it; biometric falls
 * back to auto on a device without biometrics.
 */
import type { LoginMode } from '@touchline/contract';
import { RECENT_LOCAL_AUTH_MS } from './constants';
import type { LocalAuthType } from './ports';

/** The modes a bettor can press (none is what clearing leaves). */
export type PressableMode = Exclude<LoginMode, 'none'>;

export interface ModeChange {
  mode: LoginMode;
  /** A forced native login follows. */
  forcedLogin: boolean;
}

/** Whether a mode logs in by itself from the secure store. */
export const logsInByItself = (mode: LoginMode): mode is 'auto' | 'biometric' =>
  mode === 'auto' || mode === 'biometric';

export function pressMode(current: LoginMode, pressed: PressableMode, hasBiometrics: boolean): ModeChange {
  if (pressed === current) return { mode: 'none', forcedLogin: false };
  const mode = pressed === 'biometric' && !hasBiometrics ? 'auto' : pressed;
  return { mode, forcedLogin: logsInByItself(mode) };
}

/** A saved mode, read back; anything unknown is none. */
export function parseMode(saved: string | null): LoginMode {
  return saved === 'auto' || saved === 'biometric' || saved === 'username' ? saved : 'none';
}

/**
 * A saved biometric mode on a device that has lost its biometrics (unenrolled) is auto: the
 * credentials are still there.
 */
export const effectiveMode = (mode: LoginMode, hasBiometrics: boolean): LoginMode =>
  mode === 'biometric' && !hasBiometrics ? 'auto' : mode;

export interface ActiveContext {
  isApp: boolean;
  loggedIn: boolean;
  appReady: boolean;
  mode: LoginMode;
  /** When the last local authentication (biometric prompt, forced login) started, ms; null if never. */
  localAuthAt: number | null;
  now: number;
}

/**
 * On becoming active in the app: with no user, the app ready, a saved auto or biometric mode and no
 * recent local authentication, a forced login is requested. (On the web the account frame asks for the
 * sport token on becoming active: the frame machine's became_active.)
 */
export function forcedLoginOnActive(context: ActiveContext): boolean {
  if (!context.isApp || context.loggedIn || !context.appReady) return false;
  if (!logsInByItself(context.mode)) return false;
  return context.localAuthAt === null || context.now - context.localAuthAt >= RECENT_LOCAL_AUTH_MS;
}

/** The text key of the biometric option: the device's first local auth type. */
export function biometricLabelKey(types: readonly LocalAuthType[]): `appLogin.authType.${LocalAuthType}` {
  return `appLogin.authType.${types[0] ?? 'biometrics'}`;
}
