/// <reference lib="dom" />
/**
 * A test host that makes Chromium's page believe it runs inside the native shell, the way Capacitor's
 * native runtime does, so the sportsbook takes its real app code paths through the real @capacitor/core.
 *
 * What the native runtime does, and what this host does in its place:
 * - before the page's own scripts, in the top frame only, it defines `window.Capacitor` (DEBUG,
 *   isLoggingEnabled, Plugins), `WEBVIEW_SERVER_URL`, the platform's message port
 *   (`window.androidBridge.postMessage` on Android, `window.webkit.messageHandlers.bridge` on iOS) and
 *   runs Capacitor's own native-bridge.js (read from the installed @capacitor/android or @capacitor/ios);
 * - it publishes the plugin JS and `Capacitor.PluginHeaders`, derived from the installed plugins' own
 *   native sources (Android `@PluginMethod` methods, iOS `pluginMethods`), so @capacitor/core routes every
 *   call of a registered plugin to the bridge, as on a device;
 * - the native side of each plugin runs here, in Node: a call arrives as the JSON native-bridge.js posts,
 *   and the answer or event goes back through `window.Capacitor.fromNative(result)`, as Android's bridge
 *   sends it. State the native side keeps (preferences, the keychain, the network) lives in the host, so
 *   it survives a reload like on a device; credentials are never written to the page's storage.
 *
 * Only the top frame of the sportsbook's own origin is made native: the account site's frame and any
 * other origin stay plain web pages.
 *
 * App messages (shell <-> web) use the shell's own `TouchlineShell` plugin, as the native projects do:
 * `host.sendAppMessage(raw)` fires its `message` event with `{ data: raw }` (kept until the web app
 * listens), and the web app's `TouchlineShell.postMessage({ data })` calls are recorded
 * (`host.messagesFromApp()`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, Route } from 'playwright-core';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHELL = join(REPO, 'apps', 'native');
const require = createRequire(join(SHELL, 'package.json'));

export type NativePlatform = 'android' | 'ios';
export type ShellMode = 'app' | 'omni';
export type PermissionState = 'granted' | 'denied' | 'prompt';
export type ConnectionType = 'wifi' | 'cellular' | 'none' | 'unknown';

/** @capgo/capacitor-native-biometric's BiometryType. */
export const BiometryType = {
  NONE: 0,
  TOUCH_ID: 1,
  FACE_ID: 2,
  FINGERPRINT: 3,
  FACE_AUTHENTICATION: 4,
  IRIS_AUTHENTICATION: 5,
  MULTIPLE: 6,
} as const;
export type BiometryTypeName = keyof typeof BiometryType;

export interface Biometry {
  /** Whether the device has biometrics enrolled. */
  available: boolean;
  type: BiometryTypeName;
  /** How the next verifyIdentity() ends: the bettor passes, fails the check, or cancels the prompt. */
  verify: 'success' | 'fail' | 'cancel';
}

export interface PushNotification {
  id?: string;
  title?: string;
  body?: string;
  data?: Record<string, unknown>;
  link?: string;
}

export interface NativeHostOptions {
  /** The sportsbook's origin (e.g. the journeys' baseURL): only its top frame becomes the app. */
  origin: string;
  platform?: NativePlatform;
  /** What TouchlineShell.getMode() answers (the shell's `plugins.TouchlineShell.mode`). */
  mode?: ShellMode;
  app?: { name?: string; id?: string; version?: string; build?: string; launchUrl?: string };
  network?: { connected: boolean; connectionType?: ConnectionType };
  biometry?: Partial<Biometry>;
  /** Push: the permission before asking, what the bettor answers when asked, the device token. */
  push?: { permission?: PermissionState; answer?: 'granted' | 'denied'; token?: string };
  /** Preferences already stored on the device. */
  preferences?: Record<string, string>;
  /** Credentials already in the keychain, by server. */
  keychain?: Record<string, { username: string; password: string }>;
}

/** A plugin call the web app made, as the native side received it. */
export interface RecordedCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

export interface StatusBarState {
  visible: boolean;
  style: string;
  color: string;
  overlays: boolean;
}

export interface NativeHost {
  readonly platform: NativePlatform;
  /** The device token registration hands the web app. */
  readonly pushToken: string;
  /** Plugin calls so far (all, or one plugin's), listener bookkeeping left out. */
  calls(plugin?: string): RecordedCall[];
  /** The connection changes: Network's networkStatusChange fires; Chromium goes offline with it. */
  setNetwork(connected: boolean, connectionType?: ConnectionType): Promise<void>;
  setBiometry(biometry: Partial<Biometry>): void;
  /** The shell sends the web app a message (a string: JSON or base64 JSON). */
  sendAppMessage(raw: string): Promise<void>;
  /** The strings the web app posted to the shell through TouchlineShell.postMessage. */
  messagesFromApp(): string[];
  /** The app goes to the background (false) or comes back (true): appStateChange, pause, resume. */
  setAppState(active: boolean): Promise<void>;
  /** The Android back button. */
  pressBack(): Promise<void>;
  /** A push arrives while the app is open (pushNotificationReceived). */
  deliverPush(notification: PushNotification): Promise<void>;
  /** The bettor taps a push (pushNotificationActionPerformed). */
  tapPush(notification: PushNotification): Promise<void>;
  /** The bettor closes the in-app browser (browserFinished). */
  closeBrowser(): Promise<void>;
  /** Whether the app is in the foreground (the settings screen, for one, sends it to the background). */
  appActive(): boolean;
  /** Whether the launch splash still shows. */
  splashVisible(): boolean;
  statusBar(): StatusBarState;
  /** Whether the app asked to exit. */
  exited(): boolean;
  /** The Preferences store of the default group. */
  preferences(): Record<string, string>;
  /** The servers the keychain holds credentials for (never the passwords). */
  keychainServers(): string[];
}

// ---- Plugin headers, from the installed plugins' native sources ---------------------------------

interface MethodHeader {
  name: string;
  rtype?: 'promise' | 'callback';
}
interface PluginHeader {
  name: string;
  methods: MethodHeader[];
}

const PLATFORM_PACKAGES = new Set([
  '@capacitor/cli',
  '@capacitor/core',
  '@capacitor/android',
  '@capacitor/ios',
]);

function filesUnder(dir: string, extensions: string[]): string[] {
  let found: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found = found.concat(filesUnder(path, extensions));
    else if (extensions.some((extension) => entry.endsWith(extension))) found.push(path);
  }
  return found;
}

/** The methods every Android plugin inherits from com.getcapacitor.Plugin (iOS adds the same ones). */
const BASE_METHODS: MethodHeader[] = [
  { name: 'addListener' },
  { name: 'removeListener' },
  { name: 'removeAllListeners', rtype: 'promise' },
  { name: 'checkPermissions', rtype: 'promise' },
  { name: 'requestPermissions', rtype: 'promise' },
];

function withBase(name: string, methods: MethodHeader[]): PluginHeader {
  const own = new Map(methods.map((method) => [method.name, method]));
  for (const base of BASE_METHODS) if (!own.has(base.name)) own.set(base.name, base);
  return { name, methods: [...own.values()] };
}

/** `@CapacitorPlugin(name = "X")` classes and their `@PluginMethod` methods (Java or Kotlin). */
function androidHeaders(sourceDir: string): PluginHeader[] {
  const headers: PluginHeader[] = [];
  for (const file of filesUnder(sourceDir, ['.java', '.kt'])) {
    const source = readFileSync(file, 'utf8');
    const plugin = /@CapacitorPlugin\(\s*name\s*=\s*"(\w+)"/.exec(source);
    if (!plugin?.[1]) continue;
    const methods: MethodHeader[] = [];
    const method =
      /@PluginMethod(\([^)]*\))?\s+(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|override|final)\s+)*(?:void|fun)\s+(\w+)\s*\(/g;
    for (const match of source.matchAll(method)) {
      const args = match[1] ?? '';
      const name = match[2] ?? '';
      if (args.includes('RETURN_NONE')) methods.push({ name });
      else if (args.includes('RETURN_CALLBACK')) methods.push({ name, rtype: 'callback' });
      else methods.push({ name, rtype: 'promise' });
    }
    headers.push(withBase(plugin[1], methods));
  }
  return headers;
}

/** `jsName = "X"` plugins and their `pluginMethods` (Swift, `CAPPluginMethod(...)` or `.init(...)`). */
function iosHeaders(sourceDir: string): PluginHeader[] {
  const headers: PluginHeader[] = [];
  for (const file of filesUnder(sourceDir, ['.swift'])) {
    const source = readFileSync(file, 'utf8');
    const plugin = /jsName\s*=\s*"(\w+)"/.exec(source);
    if (!plugin?.[1]) continue;
    const methods: MethodHeader[] = [];
    for (const match of source.matchAll(
      /(?:CAPPluginMethod|\.init)\(\s*name:\s*"(\w+)",\s*returnType:\s*(\w+)\s*\)/g,
    )) {
      const name = match[1] ?? '';
      const type = match[2] ?? '';
      if (type === 'CAPPluginReturnNone') methods.push({ name });
      else if (type === 'CAPPluginReturnCallback') methods.push({ name, rtype: 'callback' });
      else methods.push({ name, rtype: 'promise' });
    }
    headers.push(withBase(plugin[1], methods));
  }
  return headers;
}

/** Every plugin the shell ships on this platform: its npm plugins and its own TouchlineShell. */
export function pluginHeaders(platform: NativePlatform): PluginHeader[] {
  const shellPackage = JSON.parse(readFileSync(join(SHELL, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const headers: PluginHeader[] = [];
  for (const name of Object.keys(shellPackage.dependencies)) {
    if (PLATFORM_PACKAGES.has(name)) continue;
    const root = dirname(require.resolve(`${name}/package.json`));
    headers.push(
      ...(platform === 'android' ? androidHeaders(join(root, 'android')) : iosHeaders(join(root, 'ios'))),
    );
  }
  headers.push(
    ...(platform === 'android'
      ? androidHeaders(join(SHELL, 'android', 'app', 'src', 'main', 'java'))
      : iosHeaders(join(SHELL, 'ios', 'App', 'App'))),
  );
  return headers;
}

/**
 * The settings pages capacitor-native-settings knows on this platform, read from its native sources as
 * the headers are: Android's AndroidSettings enum values, iOS's settingsPaths keys and the app's own pages.
 */
export function nativeSettingsOptions(platform: NativePlatform): string[] {
  const root = dirname(require.resolve('capacitor-native-settings/package.json'));
  if (platform === 'android') {
    const source = filesUnder(join(root, 'android'), ['.java'])
      .filter((file) => file.endsWith('AndroidSettings.java'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    return [...source.matchAll(/^\s*\w+\("(\w+)",/gm)].map((match) => match[1] ?? '');
  }
  const source = filesUnder(join(root, 'ios'), ['.swift'])
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const paths = [...source.matchAll(/^\s*"(\w+)": "App-prefs:/gm)].map((match) => match[1] ?? '');
  const own = [...source.matchAll(/option == "(\w+)"/g)].map((match) => match[1] ?? '');
  return [...paths, ...own];
}

// ---- The page side: what the native runtime injects ----------------------------------------------

const BINDING = '__touchlineNativeHost';

function nativeBridgeSource(platform: NativePlatform): string {
  const path =
    platform === 'android'
      ? join(
          dirname(require.resolve('@capacitor/android/package.json')),
          'capacitor/src/main/assets/native-bridge.js',
        )
      : join(
          dirname(require.resolve('@capacitor/ios/package.json')),
          'Capacitor/Capacitor/assets/native-bridge.js',
        );
  return readFileSync(path, 'utf8');
}

/** The plugin JS Capacitor's JSExport generates: `Capacitor.Plugins[name]` with its methods. */
function pluginSource(headers: PluginHeader[]): string {
  return headers
    .map((plugin) => {
      const name = JSON.stringify(plugin.name);
      const methods = plugin.methods
        .filter((method) => method.name !== 'addListener' && method.name !== 'removeListener')
        .map((method) => {
          const m = JSON.stringify(method.name);
          if (method.rtype === 'promise')
            return `t[${m}] = function(o) { return w.Capacitor.nativePromise(${name}, ${m}, o); };`;
          if (method.rtype === 'callback')
            return `t[${m}] = function(o, c) { return w.Capacitor.nativeCallback(${name}, ${m}, o, c); };`;
          return `t[${m}] = function(o) { return w.Capacitor.nativeCallback(${name}, ${m}, o); };`;
        })
        .join('\n');
      return `(function(w) { var a = (w.Capacitor = w.Capacitor || {}); var p = (a.Plugins = a.Plugins || {});
var t = (p[${name}] = {});
t.addListener = function(e, c) { return w.Capacitor.addListener(${name}, e, c); };
${methods}
})(window);`;
    })
    .join('\n');
}

interface PageConfig {
  origin: string;
  platform: NativePlatform;
  binding: string;
}

/**
 * Runs in every frame before its scripts; acts only in the sportsbook's top frame. Each document gets an
 * id so the host can tell a reload (its listeners are gone) from the same page.
 */
function pageScript(config: PageConfig, bridge: string, plugins: string, headers: PluginHeader[]): string {
  return `(() => {
const config = ${JSON.stringify(config)};
if (window.top !== window || location.origin !== config.origin) return;
const documentId = Math.random().toString(36).slice(2) + Date.now().toString(36);
const post = (message) => {
  const send = window[config.binding];
  if (typeof send === 'function') send(documentId, message);
};
if (config.platform === 'android') {
  Object.defineProperty(window, 'androidBridge', {
    value: { postMessage: (json) => post(JSON.parse(json)), onmessage: null },
    configurable: false,
  });
} else {
  Object.defineProperty(window, 'webkit', {
    value: { messageHandlers: { bridge: { postMessage: (message) => post(JSON.parse(JSON.stringify(message))) } } },
    configurable: false,
  });
  // WKWebView answers native-bridge.js's synchronous questions through prompt(): cookies and HTTP
  // patching are off in this shell.
  const prompt = window.prompt.bind(window);
  window.prompt = (text, value) => {
    try {
      const payload = JSON.parse(String(text));
      if (payload && typeof payload.type === 'string' && /^Capacitor(Cookies|Http)/.test(payload.type)) return 'false';
    } catch {}
    return prompt(text, value);
  };
}
// The native side learns of every new document at once (a reload ends the previous one's listeners).
post({ type: 'touchline:document' });
window.Capacitor = { DEBUG: false, isLoggingEnabled: false, Plugins: {} };
window.WEBVIEW_SERVER_URL = config.origin;
${bridge}
${plugins}
window.Capacitor.PluginHeaders = ${JSON.stringify(headers)};
})();`;
}

// ---- The native side --------------------------------------------------------------------------------

interface BridgeCall {
  type?: string;
  callbackId: string;
  pluginId: string;
  methodName: string;
  options?: Record<string, unknown>;
}

interface Listener {
  page: Page;
  documentId: string;
  callbackId: string;
}

/** A refusal, as a plugin's `call.reject(message, code)`. */
class NativeError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The answer is sent later by the plugin (kept calls: listeners, watches). */
const KEEP = Symbol('keep');
type Answer = Record<string, unknown> | undefined | typeof KEEP;
type Method = (
  options: Record<string, unknown>,
  call: { page: Page; callbackId: string },
) => Answer | Promise<Answer>;

const stringOption = (options: Record<string, unknown>, key: string): string | undefined =>
  typeof options[key] === 'string' ? options[key] : undefined;

/** Installs the host on a context: every page of it opened at the sportsbook's origin is the app. */
export async function installNativeHost(
  context: BrowserContext,
  options: NativeHostOptions,
): Promise<NativeHost> {
  const platform = options.platform ?? 'android';
  const origin = new URL(options.origin).origin;
  const headers = pluginHeaders(platform);
  const pushToken =
    options.push?.token ?? `touchline-test-${platform}-${Math.random().toString(16).slice(2, 18)}`;

  const settingsOptions = new Set(nativeSettingsOptions(platform));
  const recorded: RecordedCall[] = [];
  const fromApp: string[] = [];
  const documents = new Map<Page, string>();
  const listeners = new Map<string, Listener[]>();
  const retained = new Map<string, Record<string, unknown>[]>();
  const state = {
    network: {
      connected: options.network?.connected ?? true,
      connectionType:
        options.network?.connectionType ?? (options.network?.connected === false ? 'none' : 'wifi'),
    },
    active: true,
    exited: false,
    splash: true,
    statusBar: { visible: true, style: 'DARK', color: '#2b2b2b', overlays: false } as StatusBarState,
    biometry: { available: true, type: 'FINGERPRINT', verify: 'success', ...options.biometry } as Biometry,
    locationAsked: false,
    push: { permission: options.push?.permission ?? 'prompt', answer: options.push?.answer ?? 'granted' },
    preferencesGroup: 'CapacitorStorage',
    preferences: new Map<string, Map<string, string>>([
      ['CapacitorStorage', new Map(Object.entries(options.preferences ?? {}))],
    ]),
    keychain: new Map(Object.entries(options.keychain ?? {})),
    channels: new Map<string, Record<string, unknown>>(),
    delivered: [] as PushNotification[],
    browserOpen: false,
  };

  const key = (plugin: string, event: string) => `${plugin}:${event}`;

  async function send(page: Page, result: Record<string, unknown>): Promise<void> {
    await page
      .evaluate((answer) => {
        (window as unknown as { Capacitor?: { fromNative?: (r: unknown) => void } }).Capacitor?.fromNative?.(
          answer,
        );
      }, result)
      .catch(() => undefined); // the page closed or navigated away: nobody waits for this answer any more
  }

  /** Fires a plugin event to the current documents' listeners; kept for later when asked and nobody listens. */
  async function emit(
    plugin: string,
    event: string,
    data: Record<string, unknown>,
    retain = false,
  ): Promise<void> {
    const live = (listeners.get(key(plugin, event)) ?? []).filter(
      (listener) => documents.get(listener.page) === listener.documentId && !listener.page.isClosed(),
    );
    if (live.length === 0) {
      if (retain) retained.set(key(plugin, event), [...(retained.get(key(plugin, event)) ?? []), data]);
      return;
    }
    await Promise.all(
      live.map((listener) =>
        send(listener.page, {
          callbackId: listener.callbackId,
          pluginId: plugin,
          methodName: 'addListener',
          success: true,
          data,
        }),
      ),
    );
  }

  const prefs = () => {
    let group = state.preferences.get(state.preferencesGroup);
    if (!group) {
      group = new Map();
      state.preferences.set(state.preferencesGroup, group);
    }
    return group;
  };

  async function browserPermission(page: Page): Promise<PermissionState> {
    return page
      .evaluate(() => navigator.permissions.query({ name: 'geolocation' }).then((status) => status.state))
      .catch(() => 'prompt' as const);
  }
  async function locationPermission(page: Page): Promise<PermissionState> {
    if ((await browserPermission(page)) === 'granted') return 'granted';
    return state.locationAsked ? 'denied' : 'prompt';
  }
  async function position(page: Page, options: Record<string, unknown>): Promise<Record<string, unknown>> {
    state.locationAsked = true;
    if ((await browserPermission(page)) !== 'granted')
      throw new NativeError('Location permission request was denied.', 'OS-PLUG-GLOC-0003');
    const timeout = typeof options.timeout === 'number' ? options.timeout : 10_000;
    const found = await page.evaluate(
      (limit) =>
        new Promise<Record<string, unknown> | string>((resolve) => {
          navigator.geolocation.getCurrentPosition(
            (p) =>
              resolve({
                timestamp: p.timestamp,
                coords: {
                  latitude: p.coords.latitude,
                  longitude: p.coords.longitude,
                  accuracy: p.coords.accuracy,
                  altitude: p.coords.altitude,
                  altitudeAccuracy: p.coords.altitudeAccuracy,
                  speed: p.coords.speed,
                  heading: p.coords.heading,
                },
              }),
            (error) => resolve(error.code === error.TIMEOUT ? 'timeout' : 'unavailable'),
            { timeout: limit },
          );
        }),
      timeout,
    );
    if (found === 'timeout')
      throw new NativeError(
        'Could not obtain location in time. Try with a higher timeout.',
        'OS-PLUG-GLOC-0010',
      );
    if (typeof found === 'string')
      throw new NativeError('There was en error trying to obtain the location.', 'OS-PLUG-GLOC-0002');
    return found;
  }

  const listenerMethods = (plugin: string): Record<string, Method> => ({
    addListener: (o, call) => {
      const event = stringOption(o, 'eventName') ?? '';
      const documentId = documents.get(call.page) ?? '';
      listeners.set(key(plugin, event), [
        ...(listeners.get(key(plugin, event)) ?? []),
        { page: call.page, documentId, callbackId: call.callbackId },
      ]);
      const waiting = retained.get(key(plugin, event));
      if (waiting) {
        retained.delete(key(plugin, event));
        setTimeout(() => {
          for (const data of waiting) void emit(plugin, event, data);
        }, 0);
      }
      return KEEP;
    },
    removeListener: (o) => {
      const event = stringOption(o, 'eventName') ?? '';
      const id = stringOption(o, 'callbackId');
      listeners.set(
        key(plugin, event),
        (listeners.get(key(plugin, event)) ?? []).filter((listener) => listener.callbackId !== id),
      );
      return KEEP;
    },
    removeAllListeners: (_o, call) => {
      for (const [name, list] of listeners)
        if (name.startsWith(`${plugin}:`))
          listeners.set(
            name,
            list.filter((listener) => listener.page !== call.page),
          );
      return undefined;
    },
  });

  const biometryAnswer = () => {
    const { available, type } = state.biometry;
    return {
      isAvailable: available,
      authenticationStrength: available ? 1 : 0,
      biometryType: available ? BiometryType[type] : BiometryType.NONE,
      deviceIsSecure: true,
      strongBiometryIsAvailable: available,
      ...(available ? {} : { errorCode: 3 }),
    };
  };

  const plugins: Record<string, Record<string, Method>> = {
    App: {
      getInfo: () => ({
        name: options.app?.name ?? 'Touchline',
        id: options.app?.id ?? 'org.touchline.sportsbook',
        version: options.app?.version ?? '0.1.0',
        build: options.app?.build ?? '1',
      }),
      getState: () => ({ isActive: state.active }),
      getLaunchUrl: () => (options.app?.launchUrl ? { url: options.app.launchUrl } : {}),
      exitApp: () => {
        state.exited = true;
        return undefined;
      },
      minimizeApp: () => {
        void setAppState(false);
        return undefined;
      },
      toggleBackButtonHandler: () => undefined,
    },
    Network: {
      getStatus: () => ({ ...state.network }),
    },
    Geolocation: {
      checkPermissions: async (_o, call) => {
        const permission = await locationPermission(call.page);
        return { location: permission, coarseLocation: permission };
      },
      requestPermissions: async (_o, call) => {
        state.locationAsked = true;
        const permission = await locationPermission(call.page);
        return { location: permission, coarseLocation: permission };
      },
      getCurrentPosition: (o, call) => position(call.page, o),
      watchPosition: async (o, call): Promise<Answer> => {
        // The watch's first fix; later moves are not followed (Chromium has no position change to watch here).
        const found = await position(call.page, o);
        await send(call.page, {
          callbackId: call.callbackId,
          pluginId: 'Geolocation',
          methodName: 'watchPosition',
          success: true,
          data: found,
        });
        return KEEP;
      },
      clearWatch: (o) => {
        if (!stringOption(o, 'id'))
          throw new NativeError('WatchId needs to be provided.', 'OS-PLUG-GLOC-0012');
        return undefined;
      },
    },
    Preferences: {
      configure: (o) => {
        state.preferencesGroup = stringOption(o, 'group') ?? 'CapacitorStorage';
        return undefined;
      },
      get: (o) => ({ value: prefs().get(stringOption(o, 'key') ?? '') ?? null }),
      set: (o) => {
        prefs().set(stringOption(o, 'key') ?? '', stringOption(o, 'value') ?? '');
        return undefined;
      },
      remove: (o) => {
        prefs().delete(stringOption(o, 'key') ?? '');
        return undefined;
      },
      keys: () => ({ keys: [...prefs().keys()] }),
      clear: () => {
        prefs().clear();
        return undefined;
      },
      migrate: () => ({ migrated: [], existing: [] }),
      removeOld: () => undefined,
    },
    SplashScreen: {
      show: () => {
        state.splash = true;
        return undefined;
      },
      hide: () => {
        state.splash = false;
        return undefined;
      },
    },
    StatusBar: {
      setStyle: (o) => {
        state.statusBar.style = stringOption(o, 'style') ?? 'DEFAULT';
        return undefined;
      },
      setBackgroundColor: (o) => {
        const color = stringOption(o, 'color');
        if (!color) throw new NativeError('Color must be provided');
        state.statusBar.color = color;
        return undefined;
      },
      show: () => {
        state.statusBar.visible = true;
        return undefined;
      },
      hide: () => {
        state.statusBar.visible = false;
        return undefined;
      },
      getInfo: () => ({ ...state.statusBar }),
      setOverlaysWebView: (o) => {
        state.statusBar.overlays = o.overlay === true;
        return undefined;
      },
    },
    PushNotifications: {
      checkPermissions: () => ({ receive: state.push.permission }),
      requestPermissions: () => {
        if (state.push.permission === 'prompt') state.push.permission = state.push.answer;
        return { receive: state.push.permission };
      },
      register: () => {
        setTimeout(() => void emit('PushNotifications', 'registration', { value: pushToken }, true), 0);
        return undefined;
      },
      unregister: () => undefined,
      getDeliveredNotifications: () => ({ notifications: state.delivered }),
      removeDeliveredNotifications: (o) => {
        const ids = new Set(
          (Array.isArray(o.notifications) ? o.notifications : []).map((n) => (n as PushNotification).id),
        );
        state.delivered = state.delivered.filter((n) => !ids.has(n.id));
        return undefined;
      },
      removeAllDeliveredNotifications: () => {
        state.delivered = [];
        return undefined;
      },
      createChannel: (o) => {
        state.channels.set(stringOption(o, 'id') ?? '', o);
        return undefined;
      },
      deleteChannel: (o) => {
        state.channels.delete(stringOption(o, 'id') ?? '');
        return undefined;
      },
      listChannels: () => ({ channels: [...state.channels.values()] }),
    },
    Browser: {
      open: (o) => {
        if (!stringOption(o, 'url')) throw new NativeError('Must provide a URL to open');
        state.browserOpen = true;
        setTimeout(() => void emit('Browser', 'browserPageLoaded', {}), 0);
        return undefined;
      },
      close: () => {
        if (state.browserOpen) {
          state.browserOpen = false;
          setTimeout(() => void emit('Browser', 'browserFinished', {}), 0);
        }
        return undefined;
      },
    },
    NativeBiometric: {
      isAvailable: () => biometryAnswer(),
      verifyIdentity: () => {
        if (!state.biometry.available) throw new NativeError('Biometrics are not available.', '1');
        if (state.biometry.verify === 'fail') throw new NativeError('Authentication failed.', '10');
        if (state.biometry.verify === 'cancel') throw new NativeError('Cancelled by user.', '16');
        return undefined;
      },
      setCredentials: (o) => {
        const username = stringOption(o, 'username');
        const password = stringOption(o, 'password');
        const server = stringOption(o, 'server');
        if (!username || !password || !server) throw new NativeError('Missing properties');
        state.keychain.set(server, { username, password });
        return undefined;
      },
      getCredentials: (o) => {
        const server = stringOption(o, 'server');
        if (!server) throw new NativeError('No server name was provided');
        const saved = state.keychain.get(server);
        if (!saved) throw new NativeError('No credentials found');
        return { username: saved.username, password: saved.password };
      },
      deleteCredentials: (o) => {
        const server = stringOption(o, 'server');
        if (!server) throw new NativeError('No server name was provided');
        state.keychain.delete(server);
        return undefined;
      },
      isCredentialsSaved: (o) => {
        const server = stringOption(o, 'server');
        if (!server) throw new NativeError('No server name was provided');
        return { isSaved: state.keychain.has(server) };
      },
      getPluginVersion: () => ({ version: '7.6.0' }),
    },
    NativeSettings: {
      // The settings screen opens over the app, which goes to the background until the bettor comes back.
      open: (o) => {
        const option = stringOption(o, platform === 'android' ? 'optionAndroid' : 'optionIOS') ?? '';
        if (!settingsOptions.has(option))
          throw new NativeError(
            platform === 'android'
              ? `Could not find native android setting: ${option}`
              : `Requested setting "${option}" is not available on iOS.`,
          );
        setTimeout(() => void setAppState(false), 0);
        return { status: true };
      },
    },
    TouchlineShell: {
      getMode: () => ({ mode: options.mode ?? 'app' }),
      postMessage: (o) => {
        const data = stringOption(o, 'data');
        if (data === undefined) throw new NativeError('data must be a string');
        fromApp.push(data);
        return { delivered: true };
      },
    },
  };
  const known = new Map(headers.map((header) => [header.name, new Set(header.methods.map((m) => m.name))]));

  async function handle(page: Page, call: BridgeCall): Promise<void> {
    const { pluginId, methodName, callbackId } = call;
    const options = call.options ?? {};
    const listenerMethod = ['addListener', 'removeListener', 'removeAllListeners'].includes(methodName);
    if (!listenerMethod) recorded.push({ plugin: pluginId, method: methodName, options });
    const implementation = known.get(pluginId)?.has(methodName)
      ? (listenerMethod ? listenerMethods(pluginId) : plugins[pluginId])?.[methodName]
      : undefined;
    const reply = (result: Record<string, unknown>) =>
      callbackId === '-1' ? Promise.resolve() : send(page, { callbackId, pluginId, methodName, ...result });
    if (!implementation) {
      await reply({
        success: false,
        error: {
          message: `"${pluginId}.${methodName}()" is not implemented on ${platform}`,
          code: 'UNIMPLEMENTED',
        },
      });
      return;
    }
    try {
      const answer = await implementation(options, { page, callbackId });
      if (answer === KEEP) return;
      await reply({ success: true, data: answer ?? {} });
    } catch (error) {
      const refusal = error instanceof NativeError ? error : new NativeError(String(error));
      await reply({
        success: false,
        error: { message: refusal.message, ...(refusal.code ? { code: refusal.code } : {}) },
      });
    }
  }

  await context.exposeBinding(BINDING, async (source, documentId: unknown, message: unknown) => {
    const { page, frame } = source;
    if (frame !== page.mainFrame() || new URL(frame.url()).origin !== origin) return;
    if (typeof documentId !== 'string' || typeof message !== 'object' || message === null) return;
    const call = message as BridgeCall;
    if (documents.get(page) !== documentId) {
      // A new document in this page: the previous one's listeners went with it.
      documents.set(page, documentId);
      for (const [name, list] of listeners)
        listeners.set(
          name,
          list.filter((listener) => listener.page !== page),
        );
    }
    if (call.type !== undefined && call.type !== 'message') return; // the document's hello; iOS logs and errors
    await handle(page, call);
  });
  await context.addInitScript({
    content: pageScript(
      { origin, platform, binding: BINDING },
      nativeBridgeSource(platform),
      pluginSource(headers),
      headers,
    ),
  });

  async function setAppState(active: boolean): Promise<void> {
    if (state.active === active) return;
    state.active = active;
    await emit('App', 'appStateChange', { isActive: active });
    await emit('App', active ? 'resume' : 'pause', {});
  }

  return {
    platform,
    pushToken,
    calls: (plugin) => recorded.filter((call) => plugin === undefined || call.plugin === plugin),
    setNetwork: async (connected, connectionType) => {
      state.network = { connected, connectionType: connectionType ?? (connected ? 'wifi' : 'none') };
      await context.setOffline(!connected);
      await emit('Network', 'networkStatusChange', { ...state.network });
    },
    setBiometry: (biometry) => {
      state.biometry = { ...state.biometry, ...biometry };
    },
    sendAppMessage: (raw) => emit('TouchlineShell', 'message', { data: raw }, true),
    messagesFromApp: () => [...fromApp],
    setAppState,
    pressBack: () => emit('App', 'backButton', { canGoBack: true }, true),
    deliverPush: async (notification) => {
      const received = {
        id: notification.id ?? `push-${state.delivered.length + 1}`,
        data: {},
        ...notification,
      };
      state.delivered.push(received);
      await emit('PushNotifications', 'pushNotificationReceived', { ...received }, true);
    },
    tapPush: (notification) =>
      emit(
        'PushNotifications',
        'pushNotificationActionPerformed',
        { actionId: 'tap', notification: { data: {}, ...notification } },
        true,
      ),
    closeBrowser: async () => {
      if (!state.browserOpen) return;
      state.browserOpen = false;
      await emit('Browser', 'browserFinished', {});
    },
    appActive: () => state.active,
    splashVisible: () => state.splash,
    statusBar: () => ({ ...state.statusBar }),
    exited: () => state.exited,
    preferences: () => Object.fromEntries(state.preferences.get('CapacitorStorage') ?? []),
    keychainServers: () => [...state.keychain.keys()],
  };
}

/**
 * On a device the app's pages come from its own files, without the web server's permissions policy
 * (which keeps geolocation off for web visitors); the host's native geolocation runs in the page, so
 * the documents are served here as the device serves them.
 */
export async function servedAsOnDevice(target: BrowserContext, baseURL: string): Promise<void> {
  await target.route('**/*', async (route: Route) => {
    if (!route.request().isNavigationRequest() || !route.request().url().startsWith(baseURL)) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['permissions-policy'];
    await route.fulfill({ response, headers });
  });
}
