import { describe, expect, it } from 'vitest';
import { LOGIN_CONSTANTS } from '../entities/account';
import {
  APP_ACTIONS,
  APP_BRIDGE,
  AppToSportMessage,
  encodeAppMessage,
  readAppMessage,
  SportToAppMessage,
} from './messages';

const toBase64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const balanceUpdate = {
  source: 'app',
  action: 'update_balance',
  data: {
    auth_related_config: { sportify: { access_token: 'access-1' } },
    auth_config: { user: { username: 'ana', balance: { total: 12_345, currency: 'EUR' } } },
  },
};

describe('the native app messages of the spec', () => {
  it('knows every action the shell sends', () => {
    expect([...APP_ACTIONS].sort()).toEqual(
      [
        'get_login_mode',
        'login_result',
        'logout',
        'open_cashier',
        'open_global_webview',
        'set_login_mode',
        'update_balance',
      ].sort(),
    );
  });
  it('names the shell plugin, its event and its methods', () => {
    expect(APP_BRIDGE).toEqual({
      plugin: 'TouchlineShell',
      event: 'message',
      postMethod: 'postMessage',
      modeMethod: 'getMode',
    });
  });
  it('carries the app balance update: the access token, and the user with balance total, currency, username', () => {
    const read = readAppMessage(JSON.stringify(balanceUpdate));
    expect(read).toEqual({ ok: true, message: { ...balanceUpdate, v: 1 } });
  });
  it('open_cashier opens the deposit page unless it names another cashier page', () => {
    expect(readAppMessage(JSON.stringify({ source: 'app', action: 'open_cashier' }))).toMatchObject({
      ok: true,
      message: { data: { path: '/cashier/deposit' } },
    });
    expect(
      readAppMessage(
        JSON.stringify({ source: 'app', action: 'open_cashier', data: { path: '/cashier/withdraw' } }),
      ),
    ).toMatchObject({ ok: true, message: { data: { path: '/cashier/withdraw' } } });
  });
  it('open_global_webview needs an http(s) address or a path', () => {
    const open = (url: string) =>
      readAppMessage(JSON.stringify({ source: 'app', action: 'open_global_webview', data: { url } }));
    expect(open('https://global.touchline.ie/rewards')).toMatchObject({ ok: true });
    expect(open('javascript:alert(1)')).toEqual({ ok: false, reason: 'invalid' });
  });
  it('set_login_mode takes one of the login modes', () => {
    const set = (mode: string) =>
      readAppMessage(JSON.stringify({ source: 'app', action: 'set_login_mode', data: { mode } }));
    for (const mode of ['auto', 'biometric', 'username', 'none'])
      expect(set(mode)).toMatchObject({ ok: true });
    expect(set('face')).toEqual({ ok: false, reason: 'invalid' });
  });
  it('the login payload to the app: url, params, mode, silent, id with the login params', () => {
    const login = {
      source: 'sport',
      action: 'login',
      data: {
        url: 'https://api.touchline.ie/auth/login',
        params: {
          username: 'ana',
          password: 'secret',
          rememberMe: LOGIN_CONSTANTS.rememberMe,
          website: 'sport',
          lang: 'en',
          device: 'mobile',
          app: 1,
          app_version: LOGIN_CONSTANTS.app_version,
          cache_version: LOGIN_CONSTANTS.cache_version,
          global_project: '',
        },
        mode: 'biometric',
        silent: true,
        id: 'login-1',
      },
    };
    expect(readAppMessage(encodeAppMessage(login as never), SportToAppMessage)).toEqual({
      ok: true,
      message: { ...login, v: 1 },
    });
    const { id: _id, ...withoutId } = login.data;
    expect(SportToAppMessage.safeParse({ ...login, data: withoutId }).success).toBe(false);
  });
});

describe('app messages are accepted only as strings (JSON or base64 JSON)', () => {
  it('reads JSON and base64 JSON alike', () => {
    const text = JSON.stringify(balanceUpdate);
    expect(readAppMessage(toBase64(text))).toEqual(readAppMessage(text));
    expect(readAppMessage(encodeAppMessage(balanceUpdate as never, 'base64'))).toMatchObject({ ok: true });
  });
  it('drops anything that is not a string, even a well-formed object', () => {
    for (const data of [balanceUpdate, null, undefined, 42, true, ['logout']]) {
      expect(readAppMessage(data)).toEqual({ ok: false, reason: 'not_a_string' });
    }
  });
  it('drops malformed text: not JSON, not base64 JSON, JSON that is not an object', () => {
    for (const data of [
      '',
      'garbage{',
      '{"action":',
      toBase64('{not json'),
      '"logout"',
      '42',
      'null',
      '[1]',
    ]) {
      expect(readAppMessage(data)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
  it('drops foreign shapes: frame messages, another source, no action', () => {
    const frame = { source: 'global', event: 'sport_token', details: { token: '' } };
    expect(readAppMessage(JSON.stringify(frame))).toEqual({ ok: false, reason: 'foreign' });
    expect(readAppMessage(JSON.stringify({ ...balanceUpdate, source: 'sport' }))).toEqual({
      ok: false,
      reason: 'foreign',
    });
    expect(readAppMessage(JSON.stringify({ type: 'logout' }))).toEqual({ ok: false, reason: 'foreign' });
    // The sportsbook's own messages are not the shell's.
    expect(readAppMessage(JSON.stringify({ source: 'sport', action: 'logout' }))).toEqual({
      ok: false,
      reason: 'foreign',
    });
  });
  it('drops an unknown action and one of another direction', () => {
    expect(readAppMessage(JSON.stringify({ source: 'app', action: 'teleport', data: {} }))).toEqual({
      ok: false,
      reason: 'unknown_action',
    });
    expect(readAppMessage(JSON.stringify({ source: 'app', action: 'app_ready' }))).toEqual({
      ok: false,
      reason: 'unknown_action',
    });
  });
  it('drops a known action with data of the wrong shape', () => {
    const noUser = {
      ...balanceUpdate,
      data: { auth_related_config: balanceUpdate.data.auth_related_config },
    };
    expect(readAppMessage(JSON.stringify(noUser))).toEqual({ ok: false, reason: 'invalid' });
    const fractional = structuredClone(balanceUpdate);
    fractional.data.auth_config.user.balance.total = 12.5;
    expect(readAppMessage(JSON.stringify(fractional))).toEqual({ ok: false, reason: 'invalid' });
  });
  it('drops another protocol version', () => {
    expect(readAppMessage(JSON.stringify({ ...balanceUpdate, v: 2 }))).toEqual({
      ok: false,
      reason: 'version',
    });
  });
  it('encodes with the version, and the reading of its own encoding is the message', () => {
    const text = encodeAppMessage({ source: 'sport', action: 'login_mode', data: { mode: null } });
    expect(JSON.parse(text)).toEqual({ source: 'sport', action: 'login_mode', data: { mode: null }, v: 1 });
    expect(AppToSportMessage.safeParse(JSON.parse(text)).success).toBe(false);
  });
});
