import { APP_BRIDGE } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToShell, onAppMessage, postToShell, receiveShellMessage, resetBridgeForTests } from './bridge';
import { SHELL_PLUGIN } from './device';
import { backToTheWeb, deviceModule, type FakeDevice, fakeDevice, pretendAndroidApp } from './testing';

const holder = vi.hoisted(() => ({ device: null as unknown }));
vi.mock('./device', async (original) => ({
  ...(await original<typeof import('./device')>()),
  ...(await import('./testing')).deviceModule(() => holder.device as FakeDevice),
}));

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

const TOKEN = 'secret-access-token';
const balance = JSON.stringify({
  source: 'app',
  action: 'update_balance',
  data: {
    auth_related_config: { sportify: { access_token: TOKEN } },
    auth_config: { user: { username: 'ana', balance: { total: 5000, currency: 'EUR' } } },
  },
});

describe('the app bridge', () => {
  let device: FakeDevice;
  let warn: { mock: { calls: unknown[][] } };
  beforeEach(() => {
    pretendAndroidApp();
    device = fakeDevice();
    holder.device = device;
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    resetBridgeForTests();
    backToTheWeb();
    vi.restoreAllMocks();
  });

  it('uses the shell plugin the contract names', () => {
    expect(SHELL_PLUGIN).toBe(APP_BRIDGE.plugin);
    expect(deviceModule).toBeTypeOf('function');
  });

  it('hands a JSON message from the shell to its action handler', async () => {
    const handler = vi.fn();
    onAppMessage('update_balance', handler);
    const stop = await listenToShell();
    device.send(balance);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ action: 'update_balance', v: 1 }));
    stop();
    device.send(balance);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reads base64 JSON the same as JSON', async () => {
    const handler = vi.fn();
    onAppMessage('open_cashier', handler);
    await listenToShell();
    device.send(
      toBase64(
        JSON.stringify({ source: 'app', action: 'open_cashier', data: { path: '/cashier/withdraw' } }),
      ),
    );
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ data: { path: '/cashier/withdraw' } }));
  });

  it('drops what is not a string, malformed, unknown or foreign, and logs only the reason', async () => {
    const handlers = {
      update_balance: vi.fn(),
      logout: vi.fn(),
      open_cashier: vi.fn(),
    };
    onAppMessage('update_balance', handlers.update_balance);
    onAppMessage('logout', handlers.logout);
    onAppMessage('open_cashier', handlers.open_cashier);
    await listenToShell();
    const foreignFrame = JSON.stringify({
      source: 'global',
      event: 'sport_token',
      details: { token: TOKEN },
    });
    for (const data of [
      JSON.parse(balance),
      42,
      null,
      `${balance.slice(0, -4)}`,
      'not json at all',
      JSON.stringify({ source: 'app', action: 'wire_money', data: { to: 'x' } }),
      foreignFrame,
      JSON.stringify({ source: 'sport', action: 'logout', data: {} }),
      JSON.stringify({
        ...JSON.parse(balance),
        data: { auth_related_config: { sportify: { access_token: TOKEN } } },
      }),
    ]) {
      device.send(data);
    }
    expect(handlers.update_balance).not.toHaveBeenCalled();
    expect(handlers.logout).not.toHaveBeenCalled();
    expect(handlers.open_cashier).not.toHaveBeenCalled();
    const logged = warn.mock.calls.map((call) => call.join(' '));
    expect(logged).toEqual([
      'app message dropped: not_a_string',
      'app message dropped: not_a_string',
      'app message dropped: not_a_string',
      'app message dropped: malformed',
      'app message dropped: malformed',
      'app message dropped: unknown_action',
      'app message dropped: foreign',
      'app message dropped: foreign',
      'app message dropped: invalid',
    ]);
    expect(logged.join('\n')).not.toContain(TOKEN);
  });

  it('drops a valid message nothing handles', () => {
    expect(receiveShellMessage(JSON.stringify({ source: 'app', action: 'logout' }))).toBe(false);
    expect(warn).toHaveBeenCalledWith('app message dropped: nothing handles logout');
  });

  it('a failing handler is logged without the message and the others still run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    onAppMessage('update_balance', () => {
      throw new Error('store failed');
    });
    onAppMessage('update_balance', async () => Promise.reject(new Error('async failed')));
    onAppMessage('update_balance', second);
    expect(receiveShellMessage(balance)).toBe(true);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(second).toHaveBeenCalledTimes(1);
    const logged = error.mock.calls.map((call) => call.join(' '));
    expect(logged).toEqual([
      'app message update_balance failed: store failed',
      'app message update_balance failed: async failed',
    ]);
    expect(logged.join('\n')).not.toContain(TOKEN);
  });

  it('sends the shell a string through TouchlineShell.postMessage({ data }), with version and source', async () => {
    await postToShell({ action: 'login_mode', data: { mode: 'biometric' } });
    const [options] = device.shell.postMessage.mock.calls[0] ?? [];
    expect(typeof options?.data).toBe('string');
    expect(JSON.parse(options?.data ?? '')).toEqual({
      v: 1,
      source: 'sport',
      action: 'login_mode',
      data: { mode: 'biometric' },
    });
  });
});
