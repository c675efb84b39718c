/// <reference lib="dom" />
/**
 * The native test host makes Chromium the app's web view the way Capacitor's native runtime does, and
 * plays the native side of every plugin. Proven with the real @capacitor/core and the real plugin
 * packages (their browser builds, on a small page of this journey's own server) and on the built
 * sportsbook: the page is a native Android (or iOS) app in its top frame only, calls reach the host and
 * its answers and events come back, and state the device keeps (preferences, keychain) stays out of the
 * page's storage and survives a reload.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, MOBILE, newContext, watchConsole } from '../support/browser';
import {
  BiometryType,
  installNativeHost,
  type NativeHost,
  nativeSettingsOptions,
  pluginHeaders,
} from '../support/native-host';
import { accountURL, baseURL } from '../support/shared-server';

const NODE_MODULES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules');

/** The browser builds the page loads: @capacitor/core, then plugins that register themselves on it. */
const SCRIPTS = [
  '@capacitor/core/dist/capacitor.js',
  '@capacitor/app/dist/plugin.js',
  '@capacitor/network/dist/plugin.js',
  '@capacitor/preferences/dist/plugin.js',
  '@capacitor/push-notifications/dist/plugin.js',
  '@capgo/capacitor-native-biometric/dist/plugin.js',
  'capacitor-native-settings/dist/plugin.js',
];
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plugins</title>
${SCRIPTS.map((script) => `<script src="/node_modules/${script}"></script>`).join('\n')}
<script>
  const core = window.capacitorExports;
  window.plugins = {
    App: window.capacitorApp.App,
    Network: window.capacitorNetwork.Network,
    Preferences: window.capacitorPreferences.Preferences,
    PushNotifications: window.capacitorPushNotifications.PushNotifications,
    NativeBiometric: window.capacitorCapacitorBiometric.NativeBiometric,
    NativeSettings: window.capacitorNativeSettings.NativeSettings,
    Geolocation: core.registerPlugin('Geolocation'),
    SplashScreen: core.registerPlugin('SplashScreen'),
    StatusBar: core.registerPlugin('StatusBar'),
    Browser: core.registerPlugin('Browser'),
    TouchlineShell: core.registerPlugin('TouchlineShell'),
  };
  window.events = [];
  // The journey's page functions call app() for this window: the same name, typed, on the Node side.
  window.app = () => window;
</script></head><body><h1>Plugins</h1></body></html>`;

/** The page's view of Capacitor and the plugins, for page.evaluate. */
type Method =
  | 'getStatus'
  | 'get'
  | 'set'
  | 'remove'
  | 'keys'
  | 'isAvailable'
  | 'verifyIdentity'
  | 'setCredentials'
  | 'getCredentials'
  | 'deleteCredentials'
  | 'checkPermissions'
  | 'requestPermissions'
  | 'getCurrentPosition'
  | 'register'
  | 'getMode'
  | 'postMessage'
  | 'hide'
  | 'setBackgroundColor'
  | 'setStyle'
  | 'open'
  | 'getInfo';
type Plugin = Record<Method, (options?: unknown) => Promise<Record<string, unknown>>> & {
  addListener: (event: string, listener: (data: unknown) => void) => Promise<{ remove: () => Promise<void> }>;
};
type PluginName =
  | 'App'
  | 'Network'
  | 'Preferences'
  | 'PushNotifications'
  | 'NativeBiometric'
  | 'NativeSettings'
  | 'Geolocation'
  | 'SplashScreen'
  | 'StatusBar'
  | 'Browser'
  | 'TouchlineShell';
interface AppWindow {
  Capacitor: { isNativePlatform(): boolean; getPlatform(): string; isPluginAvailable(name: string): boolean };
  plugins: Record<PluginName, Plugin>;
  events: { event: string; data: unknown }[];
}
/** In the page, `app()` is the page's own window.app (defined above); typed here for page functions. */
const app = () => window as unknown as AppWindow;

let server: Server;
let pageURL: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let host: NativeHost;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    const file = normalize(decodeURIComponent(path.replace(/^\/node_modules\//, '')));
    if (!path.startsWith('/node_modules/') || file.startsWith('..') || !SCRIPTS.includes(file)) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      .end(readFileSync(join(NODE_MODULES, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function open(options: Omit<Parameters<typeof installNativeHost>[1], 'origin'> = {}): Promise<void> {
  await context?.close();
  context = await newContext(browser, pageURL, MOBILE);
  host = await installNativeHost(context, { origin: pageURL, ...options });
  page = await context.newPage();
  await page.goto('/');
}

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 100 });

describe('the plugins the host publishes', () => {
  it('are every shell plugin, each with its own native methods, on Android and on iOS', () => {
    const shellPlugins = [
      'App',
      'Browser',
      'Geolocation',
      'NativeBiometric',
      'NativeSettings',
      'Network',
      'Preferences',
      'PushNotifications',
      'SplashScreen',
      'StatusBar',
      'TouchlineShell',
    ];
    for (const platform of ['android', 'ios'] as const) {
      const headers = pluginHeaders(platform);
      expect(headers.map((header) => header.name).sort()).toEqual(shellPlugins);
      const methods = Object.fromEntries(headers.map((h) => [h.name, h.methods.map((m) => m.name)]));
      expect(methods.Geolocation).toEqual(expect.arrayContaining(['getCurrentPosition', 'watchPosition']));
      expect(methods.NativeBiometric).toEqual(
        expect.arrayContaining(['isAvailable', 'verifyIdentity', 'setCredentials', 'getCredentials']),
      );
      expect(methods.NativeSettings).toEqual(
        expect.arrayContaining(['open', platform === 'android' ? 'openAndroid' : 'openIOS']),
      );
      expect(methods.TouchlineShell).toEqual(
        expect.arrayContaining(['getMode', 'postMessage', 'addListener']),
      );
      for (const header of headers) expect(header.methods.length).toBeGreaterThan(5);
    }
    // The settings pages the host opens are the plugin's own, per platform.
    expect(nativeSettingsOptions('android')).toEqual(
      expect.arrayContaining(['application_details', 'location', 'app_notification']),
    );
    expect(nativeSettingsOptions('ios')).toEqual(
      expect.arrayContaining(['app', 'appNotification', 'locationServices']),
    );
    expect(nativeSettingsOptions('ios')).not.toContain('application_details');
  });
});

describe('the page inside the host', () => {
  it('is a native Android app to @capacitor/core, with every shell plugin available', async () => {
    await open();
    expect(
      await page.evaluate(() => ({
        native: app().Capacitor.isNativePlatform(),
        platform: app().Capacitor.getPlatform(),
        plugins: ['App', 'Network', 'Preferences', 'NativeBiometric', 'TouchlineShell'].filter((name) =>
          app().Capacitor.isPluginAvailable(name),
        ),
      })),
    ).toEqual({
      native: true,
      platform: 'android',
      plugins: ['App', 'Network', 'Preferences', 'NativeBiometric', 'TouchlineShell'],
    });
  });

  it('answers Network from the host and fires networkStatusChange when the host changes it', async () => {
    await open();
    expect(await page.evaluate(() => app().plugins.Network.getStatus())).toEqual({
      connected: true,
      connectionType: 'wifi',
    });
    await page.evaluate(() =>
      app().plugins.Network.addListener('networkStatusChange', (data) =>
        app().events.push({ event: 'network', data }),
      ),
    );
    await host.setNetwork(false);
    await poll(() => page.evaluate(() => app().events)).toEqual([
      { event: 'network', data: { connected: false, connectionType: 'none' } },
    ]);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await host.setNetwork(true);
    expect(await page.evaluate(() => app().plugins.Network.getStatus())).toEqual({
      connected: true,
      connectionType: 'wifi',
    });
    expect(host.calls('Network').map((call) => call.method)).toEqual(['getStatus', 'getStatus']);
  });

  it('keeps Preferences on the device: across a reload, and not in the page’s storage', async () => {
    await open({ preferences: { existing: 'kept' } });
    await page.evaluate(() => app().plugins.Preferences.set({ key: 'loginMode', value: 'biometric' }));
    await page.reload();
    expect(
      await page.evaluate(async () => ({
        loginMode: await app().plugins.Preferences.get({ key: 'loginMode' }),
        existing: await app().plugins.Preferences.get({ key: 'existing' }),
        missing: await app().plugins.Preferences.get({ key: 'missing' }),
        keys: await app().plugins.Preferences.keys(),
        storage: localStorage.length,
      })),
    ).toEqual({
      loginMode: { value: 'biometric' },
      existing: { value: 'kept' },
      missing: { value: null },
      keys: { keys: ['existing', 'loginMode'] },
      storage: 0,
    });
    await page.evaluate(() => app().plugins.Preferences.remove({ key: 'existing' }));
    expect(host.preferences()).toEqual({ loginMode: 'biometric' });
  });

  it('verifies identity as the test says and keeps credentials in the host’s keychain only', async () => {
    await open({ biometry: { available: true, type: 'FACE_ID', verify: 'success' } });
    const available = await page.evaluate(() => app().plugins.NativeBiometric.isAvailable());
    expect(available).toMatchObject({ isAvailable: true, biometryType: BiometryType.FACE_ID });
    expect(
      await page.evaluate(() => app().plugins.NativeBiometric.verifyIdentity({ reason: 'Log in' })),
    ).toEqual({});

    host.setBiometry({ verify: 'fail' });
    expect(
      await page.evaluate(() =>
        app()
          .plugins.NativeBiometric.verifyIdentity({ reason: 'Log in' })
          .then(
            () => 'passed',
            (error: { message: string; code: string }) => `${error.code}: ${error.message}`,
          ),
      ),
    ).toBe('10: Authentication failed.');

    const saved = await page.evaluate(async () => {
      await app().plugins.NativeBiometric.setCredentials({
        username: 'bettor1',
        password: 'secret-password',
        server: 'touchline',
      });
      return {
        credentials: await app().plugins.NativeBiometric.getCredentials({ server: 'touchline' }),
        storage:
          JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
      };
    });
    expect(saved.credentials).toEqual({ username: 'bettor1', password: 'secret-password' });
    expect(saved.storage).not.toContain('secret-password');
    expect(host.keychainServers()).toEqual(['touchline']);
    // The recorded calls keep what the web app sent (a test may check it), the keychain answers from the host.
    await page.evaluate(() => app().plugins.NativeBiometric.deleteCredentials({ server: 'touchline' }));
    expect(
      await page.evaluate(() =>
        app()
          .plugins.NativeBiometric.getCredentials({ server: 'touchline' })
          .catch((error: Error) => error.message),
      ),
    ).toBe('No credentials found');

    host.setBiometry({ available: false });
    expect(await page.evaluate(() => app().plugins.NativeBiometric.isAvailable())).toMatchObject({
      isAvailable: false,
      biometryType: BiometryType.NONE,
    });
  });

  it('asks Chromium for the position: denied until the test grants it, then the test’s coordinates', async () => {
    await open();
    expect(await page.evaluate(() => app().plugins.Geolocation.checkPermissions())).toEqual({
      location: 'prompt',
      coarseLocation: 'prompt',
    });
    expect(await page.evaluate(() => app().plugins.Geolocation.requestPermissions())).toEqual({
      location: 'denied',
      coarseLocation: 'denied',
    });
    expect(
      await page.evaluate(() =>
        app()
          .plugins.Geolocation.getCurrentPosition()
          .catch((error: { message: string; code: string }) => `${error.code}: ${error.message}`),
      ),
    ).toBe('OS-PLUG-GLOC-0003: Location permission request was denied.');

    await context.grantPermissions(['geolocation'], { origin: pageURL });
    await context.setGeolocation({ latitude: 53.3498, longitude: -6.2603, accuracy: 20 });
    expect(await page.evaluate(() => app().plugins.Geolocation.checkPermissions())).toMatchObject({
      location: 'granted',
    });
    const position = await page.evaluate(() =>
      app().plugins.Geolocation.getCurrentPosition({ timeout: 5000 }),
    );
    expect(position.coords).toMatchObject({ latitude: 53.3498, longitude: -6.2603, accuracy: 20 });
  });

  it('opens the app’s page of the device settings, which sends the app to the background', async () => {
    await open();
    expect(
      await page.evaluate(() =>
        app().plugins.NativeSettings.open({ optionAndroid: 'application_details', optionIOS: 'app' }),
      ),
    ).toEqual({ status: true });
    expect(host.calls('NativeSettings')).toEqual([
      {
        plugin: 'NativeSettings',
        method: 'open',
        options: { optionAndroid: 'application_details', optionIOS: 'app' },
      },
    ]);
    await poll(() => host.appActive()).toBe(false);
    expect(
      await page.evaluate(() =>
        app()
          .plugins.NativeSettings.open({ optionAndroid: 'no_such_page', optionIOS: 'app' })
          .catch((error: Error) => error.message),
      ),
    ).toBe('Could not find native android setting: no_such_page');
  });

  it('registers for push with the host’s token and delivers the test’s notifications', async () => {
    await open({ push: { permission: 'prompt', answer: 'granted', token: 'device-token-1' } });
    expect(host.pushToken).toBe('device-token-1');
    await page.evaluate(async () => {
      const push = app().plugins.PushNotifications;
      await push.addListener('registration', (data) => app().events.push({ event: 'registration', data }));
      await push.addListener('pushNotificationReceived', (data) =>
        app().events.push({ event: 'received', data }),
      );
      await push.requestPermissions();
      await push.register();
    });
    await poll(() => page.evaluate(() => app().events)).toEqual([
      { event: 'registration', data: { value: 'device-token-1' } },
    ]);
    expect(await page.evaluate(() => app().plugins.PushNotifications.checkPermissions())).toEqual({
      receive: 'granted',
    });
    await host.deliverPush({
      id: 'n1',
      title: 'Goal!',
      body: 'Your bet is looking good',
      data: { eventId: '42' },
    });
    await poll(() => page.evaluate(() => app().events.length)).toBe(2);
    expect((await page.evaluate(() => app().events))[1]).toEqual({
      event: 'received',
      data: { id: 'n1', title: 'Goal!', body: 'Your bet is looking good', data: { eventId: '42' } },
    });
  });

  it('carries app messages both ways through the shell plugin, and gives the shell’s mode', async () => {
    await open({ mode: 'omni' });
    expect(await page.evaluate(() => app().plugins.TouchlineShell.getMode())).toEqual({ mode: 'omni' });
    // Sent before the web app listens: kept until it does, as the shell plugin does.
    const message = JSON.stringify({ action: 'update_balance', data: {} });
    await host.sendAppMessage(message);
    await page.evaluate(() =>
      app().plugins.TouchlineShell.addListener('message', (data) =>
        app().events.push({ event: 'message', data }),
      ),
    );
    await poll(() => page.evaluate(() => app().events)).toEqual([
      { event: 'message', data: { data: message } },
    ]);
    expect(
      await page.evaluate(() => app().plugins.TouchlineShell.postMessage({ data: '{"action":"app_ready"}' })),
    ).toEqual({ delivered: true });
    expect(host.messagesFromApp()).toEqual(['{"action":"app_ready"}']);

    // After a reload the old page's listener is gone: a message waits for the new page's listener.
    await page.reload();
    await page.waitForFunction(() => 'app' in window);
    const next = JSON.stringify({ action: 'logout', data: {} });
    await host.sendAppMessage(next);
    await page.evaluate(() =>
      app().plugins.TouchlineShell.addListener('message', (data) =>
        app().events.push({ event: 'message', data }),
      ),
    );
    await poll(() => page.evaluate(() => app().events)).toEqual([{ event: 'message', data: { data: next } }]);
  });

  it('records splash, status bar, browser and app calls and fires their events', async () => {
    await open();
    expect(host.splashVisible()).toBe(true);
    await page.evaluate(async () => {
      const { App, SplashScreen, StatusBar, Browser } = app().plugins;
      await App.addListener('appStateChange', (data) => app().events.push({ event: 'state', data }));
      await Browser.addListener('browserFinished', () =>
        app().events.push({ event: 'browserFinished', data: null }),
      );
      await SplashScreen.hide({ fadeOutDuration: 500 });
      await StatusBar.setBackgroundColor({ color: '#2b2b2b' });
      await StatusBar.setStyle({ style: 'DARK' });
      await Browser.open({ url: 'https://example.com/help' });
    });
    expect(host.splashVisible()).toBe(false);
    expect(host.statusBar()).toMatchObject({ color: '#2b2b2b', style: 'DARK' });
    expect(host.calls('SplashScreen')).toEqual([
      { plugin: 'SplashScreen', method: 'hide', options: { fadeOutDuration: 500 } },
    ]);
    expect(host.calls('Browser')).toEqual([
      { plugin: 'Browser', method: 'open', options: { url: 'https://example.com/help' } },
    ]);
    await host.closeBrowser();
    await host.setAppState(false);
    await poll(() => page.evaluate(() => app().events)).toEqual([
      { event: 'browserFinished', data: null },
      { event: 'state', data: { isActive: false } },
    ]);
    expect(await page.evaluate(() => app().plugins.App.getInfo())).toEqual({
      name: 'Touchline',
      id: 'org.touchline.sportsbook',
      version: '0.1.0',
      build: '1',
    });
  });

  it('is an iOS app when asked, through WebKit’s message handler', async () => {
    await open({ platform: 'ios' });
    expect(
      await page.evaluate(async () => ({
        native: app().Capacitor.isNativePlatform(),
        platform: app().Capacitor.getPlatform(),
        status: await app().plugins.Network.getStatus(),
        location: await app().plugins.Geolocation.checkPermissions(),
      })),
    ).toEqual({
      native: true,
      platform: 'ios',
      status: { connected: true, connectionType: 'wifi' },
      location: { location: 'prompt', coarseLocation: 'prompt' },
    });
  });
});

describe('the built sportsbook inside the host', () => {
  it('runs as the native app in its top frame only, and a web visitor’s page stays web', async () => {
    await context?.close();
    context = await newContext(browser, baseURL, MOBILE);
    const watch = watchConsole(context);
    await installNativeHost(context, { origin: baseURL });
    page = await context.newPage();
    await page.goto('/');
    // In the app the location splash comes first: its request for the permission shows.
    await page.getByRole('dialog', { name: 'Allow location access' }).waitFor();
    expect(
      await page.evaluate(() => {
        const capacitor = (window as unknown as Partial<AppWindow>).Capacitor;
        return { native: capacitor?.isNativePlatform(), platform: capacitor?.getPlatform() };
      }),
    ).toEqual({ native: true, platform: 'android' });
    // The account site's frame (another origin) is a plain web page.
    const accountOrigin = new URL(accountURL).origin;
    await poll(() => page.frames().some((frame) => frame.url().startsWith(accountOrigin))).toBe(true);
    const accountFrame = page.frames().find((frame) => frame.url().startsWith(accountOrigin));
    expect(
      await accountFrame?.evaluate(() => ({
        bridge: 'androidBridge' in window,
        capacitor: 'Capacitor' in window && (window as unknown as AppWindow).Capacitor.isNativePlatform?.(),
      })),
    ).toEqual({ bridge: false, capacitor: false });
    expect(watch.problems().filter((problem) => problem.kind === 'page error')).toEqual([]);

    // Without the host, the same page is the website.
    const web = await newContext(browser, baseURL, MOBILE);
    const webPage = await web.newPage();
    await webPage.goto('/');
    await webPage.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await webPage.evaluate(() => 'androidBridge' in window)).toBe(false);
    await web.close();
  });
});
