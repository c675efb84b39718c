import { describe, expect, it } from 'vitest';
import {
  CLOSE_AFTER_LOGIN_MS,
  LOGIN_MESSAGE_PREFIX,
  NO_ACCESS_TOKEN_MESSAGE,
  PREFERENCE_KEYS,
  RECENT_LOCAL_AUTH_MS,
} from './constants';
import {
  type ActiveContext,
  biometricLabelKey,
  effectiveMode,
  forcedLoginOnActive,
  parseMode,
  pressMode,
} from './modes';

describe('app login constants', () => {
  it('are the ones the product states', () => {
    expect(CLOSE_AFTER_LOGIN_MS).toBe(1000);
    expect(NO_ACCESS_TOKEN_MESSAGE).toBe('ERROR: No Access Token');
    expect(LOGIN_MESSAGE_PREFIX).toBe('LOGIN: ');
    expect(RECENT_LOCAL_AUTH_MS).toBe(30_000);
    expect(PREFERENCE_KEYS).toEqual({
      loginMode: 'loginMode',
      rememberedUsername: 'rememberedUsername',
      localAuthTypes: 'localAuthTypes',
    });
  });
});

describe('pressMode', () => {
  it('auto forces a native login', () => {
    expect(pressMode('none', 'auto', true)).toEqual({ mode: 'auto', forcedLogin: true });
  });

  it('biometric forces a native login on a device with biometrics', () => {
    expect(pressMode('none', 'biometric', true)).toEqual({ mode: 'biometric', forcedLogin: true });
    expect(pressMode('auto', 'biometric', true)).toEqual({ mode: 'biometric', forcedLogin: true });
  });

  it('biometric falls back to auto on a device without biometrics', () => {
    expect(pressMode('none', 'biometric', false)).toEqual({ mode: 'auto', forcedLogin: true });
    expect(pressMode('username', 'biometric', false)).toEqual({ mode: 'auto', forcedLogin: true });
  });

  it('remember username chooses the mode without a forced login', () => {
    expect(pressMode('auto', 'username', true)).toEqual({ mode: 'username', forcedLogin: false });
  });

  it.each(['auto', 'biometric', 'username'] as const)('pressing the active %s clears it', (mode) => {
    expect(pressMode(mode, mode, true)).toEqual({ mode: 'none', forcedLogin: false });
  });
});

describe('saved modes', () => {
  it('reads back only the known modes', () => {
    expect(parseMode('auto')).toBe('auto');
    expect(parseMode('biometric')).toBe('biometric');
    expect(parseMode('username')).toBe('username');
    expect(parseMode(null)).toBe('none');
    expect(parseMode('password')).toBe('none');
  });

  it('a biometric mode on a device that lost its biometrics is auto', () => {
    expect(effectiveMode('biometric', false)).toBe('auto');
    expect(effectiveMode('biometric', true)).toBe('biometric');
    expect(effectiveMode('username', false)).toBe('username');
  });
});

describe('forcedLoginOnActive', () => {
  const base: ActiveContext = {
    isApp: true,
    loggedIn: false,
    appReady: true,
    mode: 'auto',
    localAuthAt: null,
    now: 1_000_000,
  };

  it('forces a login in the app with no user, the app ready and a saved auto or biometric mode', () => {
    expect(forcedLoginOnActive(base)).toBe(true);
    expect(forcedLoginOnActive({ ...base, mode: 'biometric' })).toBe(true);
  });

  it('not on the web, with a user, before the app is ready, or with another mode', () => {
    expect(forcedLoginOnActive({ ...base, isApp: false })).toBe(false);
    expect(forcedLoginOnActive({ ...base, loggedIn: true })).toBe(false);
    expect(forcedLoginOnActive({ ...base, appReady: false })).toBe(false);
    expect(forcedLoginOnActive({ ...base, mode: 'username' })).toBe(false);
    expect(forcedLoginOnActive({ ...base, mode: 'none' })).toBe(false);
  });

  it('not within 30 s of a local authentication, again from then on', () => {
    expect(forcedLoginOnActive({ ...base, localAuthAt: base.now - 29_999 })).toBe(false);
    expect(forcedLoginOnActive({ ...base, localAuthAt: base.now - 30_000 })).toBe(true);
  });
});

describe('biometric label', () => {
  it("is the device's first local auth type", () => {
    expect(biometricLabelKey(['face_id', 'fingerprint'])).toBe('appLogin.authType.face_id');
    expect(biometricLabelKey(['fingerprint'])).toBe('appLogin.authType.fingerprint');
    expect(biometricLabelKey([])).toBe('appLogin.authType.biometrics');
  });
});
