import { afterEach, describe, expect, it } from 'vitest';
import {
  isLoginPageUrl,
  requestNativeLogin,
  takeNativeLoginRequest,
  useNativeLoginRequest,
} from './native-login';

describe('native login requests', () => {
  afterEach(() => useNativeLoginRequest.setState({ request: null }));

  it('knows the account site login page, with a query, a trailing slash or a language prefix', () => {
    expect(isLoginPageUrl('https://global.touchline.ie/login')).toBe(true);
    expect(isLoginPageUrl('https://global.touchline.ie/login/?redirect=%2Fcashier')).toBe(true);
    expect(isLoginPageUrl('https://global.touchline.ie/en/login')).toBe(true);
    expect(isLoginPageUrl('/login')).toBe(true);
  });

  it('other pages are not the login page', () => {
    expect(isLoginPageUrl('https://global.touchline.ie/cashier/deposit')).toBe(false);
    expect(isLoginPageUrl('https://global.touchline.ie/registration')).toBe(false);
    expect(isLoginPageUrl('https://global.touchline.ie/blogin')).toBe(false);
    expect(isLoginPageUrl('https://global.touchline.ie/?page=login')).toBe(false);
  });

  it('a request waits for the login overlay, which takes it once', () => {
    const first = requestNativeLogin({ forced: false });
    expect(useNativeLoginRequest.getState().request).toEqual(first);
    const forced = requestNativeLogin({ forced: true });
    expect(forced.id).toBeGreaterThan(first.id);
    expect(takeNativeLoginRequest()).toEqual({ id: forced.id, forced: true });
    expect(takeNativeLoginRequest()).toBeNull();
  });
});
