import { LOGIN_CONSTANTS } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBrand } from '@/brands/current-brand';
import { useAccountFrame } from '@/shared/account-frame';
import { refreshBalance, setSessionSource, signOut, useSession } from '@/shared/session';
import { readShellMode, startAppRuntime } from './app-runtime';
import { resetBridgeForTests } from './bridge';
import { LOGIN_MODE_KEY } from './login-preferences';
import { isOmni, useShellState } from './platform';
import { backToTheWeb, type FakeDevice, fakeDevice, pretendAndroidApp } from './testing';

const holder = vi.hoisted(() => ({ device: null as unknown }));
vi.mock('./device', async (original) => ({
  ...(await original<typeof import('./device')>()),
  ...(await import('./testing')).deviceModule(() => holder.device as FakeDevice),
}));

const ACCOUNT_SITE = 'https://global.touchline.test';
/** The brand, language and theme a page of the account site carries (the test page's defaults). */
const accountQuery = `bookmaker=${currentBrand.bookmaker}&lang=en&theme=dark`;
const user = {
  username: 'ana',
  name: null,
  currency: 'EUR' as const,
  balance: 1000,
  bonus: 200,
  openBets: 0,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const balanceMessage = (token: string | null, username: string, total: number, extra: object = {}) =>
  JSON.stringify({
    source: 'app',
    action: 'update_balance',
    data: {
      auth_related_config: { sportify: { access_token: token } },
      auth_config: { user: { username, balance: { total, currency: 'EUR', ...extra } } },
    },
  });

describe('the app runtime', () => {
  let device: FakeDevice;
  let stop: () => void;
  const webSource = { logout: vi.fn(async () => {}), balance: vi.fn(async () => {}) };

  beforeEach(async () => {
    pretendAndroidApp();
    device = fakeDevice();
    holder.device = device;
    useSession.getState().clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = await startAppRuntime({ accountSite: () => ACCOUNT_SITE });
  });
  afterEach(() => {
    stop();
    resetBridgeForTests();
    setSessionSource(webSource);
    useSession.getState().clear();
    useShellState.setState({ omni: false, online: null });
    useAccountFrame.setState({ request: null });
    backToTheWeb();
    vi.restoreAllMocks();
  });

  it('listens to the shell, then tells it the page is ready', () => {
    expect(device.listening()).toBe(1);
    expect(device.posted()).toEqual([{ v: 1, source: 'sport', action: 'app_ready', data: {} }]);
  });

  it("reads omni mode from the shell's own answer", async () => {
    device.state.mode = { mode: 'omni' };
    await readShellMode();
    expect(isOmni()).toBe(true);
    device.state.mode = { mode: 'app' };
    await readShellMode();
    expect(isOmni()).toBe(false);
  });

  it('an answer that is no mode leaves the app mode', async () => {
    device.state.mode = { mode: 'casino' };
    await readShellMode();
    expect(isOmni()).toBe(false);
    expect(console.warn).toHaveBeenCalledWith('the shell answered no mode: running in the app mode');
  });

  it('update_balance writes the balance of the session user into the session', async () => {
    useSession.getState().signIn('access-1', user);
    device.send(balanceMessage('access-1', 'ana', 12_345, { cash: 12_000, bonus: 345 }));
    await vi.waitFor(() => expect(useSession.getState().user?.balance).toBe(12_000));
    expect(useSession.getState().user).toMatchObject({ bonus: 345, currency: 'EUR' });
    // Only the total: cash is the total beside the bonus held.
    device.send(balanceMessage(null, 'ana', 5_345));
    await vi.waitFor(() => expect(useSession.getState().user?.balance).toBe(5_000));
    expect(useSession.getState().user?.bonus).toBe(345);
  });

  it("update_balance for another user than the session's is not shown", async () => {
    useSession.getState().signIn('access-1', user);
    device.send(balanceMessage(null, 'bob', 99_999));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSession.getState().user?.balance).toBe(1000);
  });

  it('update_balance with a new access token starts a session of that token', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/player/details')) {
        return json({
          user: { username: 'ana', name: 'Ana' },
          balance: { cash: 700, bonus: 0, currency: 'EUR' },
        });
      }
      return json({ total: 0, bets: [] });
    });
    device.send(balanceMessage('fresh-token', 'ana', 800, { cash: 800, bonus: 0 }));
    await vi.waitFor(() => expect(useSession.getState().token).toBe('fresh-token'));
    await vi.waitFor(() => expect(useSession.getState().user?.balance).toBe(800));
    const details = fetch.mock.calls.find(([url]) => String(url).includes('/player/details'));
    const headers = details?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.jwt).toBe('fresh-token');
  });

  it('open_cashier opens the account frame on the cashier page', async () => {
    device.send(JSON.stringify({ source: 'app', action: 'open_cashier' }));
    await vi.waitFor(() => expect(useAccountFrame.getState().request?.path).toBe('/cashier/deposit'));
    device.send(
      JSON.stringify({ source: 'app', action: 'open_cashier', data: { path: '/cashier/withdraw' } }),
    );
    await vi.waitFor(() => expect(useAccountFrame.getState().request?.path).toBe('/cashier/withdraw'));
  });

  it('open_global_webview opens the page in the in-app browser, a path on the account site', async () => {
    device.send(JSON.stringify({ source: 'app', action: 'open_global_webview', data: { url: '/help/faq' } }));
    await vi.waitFor(() =>
      expect(device.browser.open).toHaveBeenCalledWith({ url: `${ACCOUNT_SITE}/help/faq?${accountQuery}` }),
    );
    device.send(
      JSON.stringify({
        source: 'app',
        action: 'open_global_webview',
        data: { url: 'https://example.org/x' },
      }),
    );
    await vi.waitFor(() =>
      expect(device.browser.open).toHaveBeenCalledWith({ url: 'https://example.org/x' }),
    );
  });

  it("logout from the shell logs out with the app's method and tells the shell the session ended", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ status: 'success', message: null }));
    useSession.getState().signIn('access-1', user);
    device.send(JSON.stringify({ source: 'app', action: 'logout' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(useSession.getState().user).toBeNull();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/auth\/logout$/);
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string> | undefined;
    expect(headers?.['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      username: 'ana',
      website: 'sport',
      lang: 'en',
      device: 'mobile',
      app: '1',
      app_version: String(LOGIN_CONSTANTS.app_version),
      cache_version: String(LOGIN_CONSTANTS.cache_version),
      global_project: '',
    });
    expect(device.posted().map((m) => m.action)).toEqual(['app_ready', 'logout']);
  });

  it('any end of the session (an empty sport token, an expiry) tells the shell', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ status: 'success', message: null }));
    useSession.getState().signIn('access-1', user);
    await signOut();
    await vi.waitFor(() => expect(device.posted().map((m) => m.action)).toContain('logout'));
  });

  it('get_login_mode answers the saved mode from the login preferences, null when none', async () => {
    device.send(JSON.stringify({ source: 'app', action: 'get_login_mode' }));
    await vi.waitFor(() => expect(device.posted()).toHaveLength(2));
    expect(device.posted()[1]).toEqual({ v: 1, source: 'sport', action: 'login_mode', data: { mode: null } });
    device.stored.set(LOGIN_MODE_KEY, 'biometric');
    device.send(JSON.stringify({ source: 'app', action: 'get_login_mode' }));
    await vi.waitFor(() => expect(device.posted()).toHaveLength(3));
    expect(device.posted()[2]?.data).toEqual({ mode: 'biometric' });
  });

  it('set_login_mode stores the mode in the login preferences and answers it', async () => {
    device.send(JSON.stringify({ source: 'app', action: 'set_login_mode', data: { mode: 'auto' } }));
    await vi.waitFor(() => expect(device.posted()).toHaveLength(2));
    expect(device.preferences.set).toHaveBeenCalledWith({ key: LOGIN_MODE_KEY, value: 'auto' });
    expect(device.posted()[1]?.data).toEqual({ mode: 'auto' });
  });

  it("the app's balance refresh reads getMainDynamicConfig, and a missing user ends the session", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json({
        auth_related_config: { sportify: { access_token: 'access-1' } },
        auth_config: {
          user: { username: 'ana', balance: { total: 3300, cash: 3000, bonus: 300, currency: 'EUR' } },
        },
      }),
    );
    useSession.getState().signIn('access-1', user);
    await refreshBalance();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/v2/core/config/getMainDynamicConfig');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app: '1',
      device: 'mobile',
      is_global_project: 'false',
      lang: 'en',
      website: 'sport',
    });
    expect(useSession.getState().user).toMatchObject({ balance: 3000, bonus: 300 });
    fetch.mockResolvedValueOnce(
      json({ auth_related_config: { sportify: { access_token: null } }, auth_config: { user: null } }),
    );
    await refreshBalance();
    expect(useSession.getState().user).toBeNull();
  });

  it('network loss and return come from the Network plugin', async () => {
    await vi.waitFor(() => expect(useShellState.getState().online).toBe(true));
    device.setConnected(false);
    expect(useShellState.getState().online).toBe(false);
    device.setConnected(true);
    expect(useShellState.getState().online).toBe(true);
  });

  it('a link to rewards opens the global webview on the account site, in the brand, language and theme', async () => {
    const link = document.createElement('a');
    link.href = '/rewards';
    link.textContent = 'Rewards';
    document.body.append(link);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(device.browser.open).toHaveBeenCalledWith({ url: `${ACCOUNT_SITE}/rewards?${accountQuery}` }),
    );
    link.remove();
  });
});
