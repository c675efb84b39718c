/// <reference types="@capacitor/splash-screen" />
/// <reference types="@capacitor/status-bar" />
/// <reference types="@capacitor/push-notifications" />
/**
 * The Capacitor shell around the built sportsbook. `npx cap sync` copies this (as JSON) into the native
 * projects; the native runtime reads it there, the web layer never sees it directly.
 *
 * How the web app learns it runs in the shell: Capacitor's native runtime injects its bridge
 * (`window.androidBridge` on Android, `window.webkit.messageHandlers.bridge` on iOS, then
 * native-bridge.js) before the page's own scripts, so `Capacitor.isNativePlatform()` and
 * `Capacitor.getPlatform()` answer from the shell itself. Nothing in the address or the user agent a
 * visitor could type or forge decides it.
 *
 * How the web app learns the shell's mode ('app', or 'omni' for the app-shell mode): Capacitor 7 does not
 * hand plugin config to the web layer (the injected globals are only `DEBUG`, `isLoggingEnabled`,
 * `Plugins`, `PluginHeaders` and `WEBVIEW_SERVER_URL`). The shell's own plugin `TouchlineShell` reads its
 * config block below natively and answers `TouchlineShell.getMode()` with `{ mode }`. The same plugin
 * carries the app messages (strings, JSON or base64 JSON): native to web as its `message` event
 * (`notifyListeners('message', { data })`), web to native through `TouchlineShell.postMessage({ data })`.
 */
import type { CapacitorConfig } from '@capacitor/cli';

/** Navigation bar, status bar and launch background of the app. */
export const SHELL_GREY = '#2b2b2b';

/** The shell's mode: the app, or the app-shell ("omni") mode. */
export type ShellMode = 'app' | 'omni';

/** The mode the projects are synced with: `TOUCHLINE_SHELL_MODE=omni npx cap sync` builds the omni shell. */
export function shellMode(value: string | undefined = process.env.TOUCHLINE_SHELL_MODE): ShellMode {
  if (value === undefined || value === '' || value === 'app') return 'app';
  if (value === 'omni') return 'omni';
  throw new Error(`TOUCHLINE_SHELL_MODE must be 'app' or 'omni', not '${value}'`);
}

/**
 * Where the shell loads the sportsbook from. By default the built sportsbook copied into the app
 * (`webDir`). The sportsbook calls its API and opens the account site relative to its own origin, so a
 * shell that bets syncs with the operator's deployed sportsbook, `TOUCHLINE_APP_URL=https://sportsbook.example.com`,
 * or, while developing, with `npm start` on a machine of the same network
 * (`TOUCHLINE_APP_URL=http://192.168.1.20:8080`, the only case where plain http is allowed).
 */
export function shellServer(
  url: string | undefined = process.env.TOUCHLINE_APP_URL,
): CapacitorConfig['server'] {
  const base = { androidScheme: 'https', iosScheme: 'capacitor' } as const;
  if (!url) return base;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error('TOUCHLINE_APP_URL must be an https (or, for development, http) address');
  return { ...base, url: parsed.origin, cleartext: parsed.protocol === 'http:' };
}

const config: CapacitorConfig = {
  appId: 'org.touchline.sportsbook',
  appName: 'Touchline',
  webDir: '../web/dist',
  backgroundColor: SHELL_GREY,
  server: shellServer(),
  android: {
    backgroundColor: SHELL_GREY,
    // Android 15 draws edge to edge: keep the web view between the (dark grey) system bars.
    adjustMarginsForEdgeToEdge: 'force',
    webContentsDebuggingEnabled: false,
  },
  ios: {
    backgroundColor: SHELL_GREY,
    contentInset: 'never',
    scheme: 'App',
  },
  plugins: {
    SplashScreen: {
      // The web app hides the splash itself once its location check has answered.
      launchAutoHide: false,
      launchFadeOutDuration: 500,
      backgroundColor: SHELL_GREY,
      showSpinner: false,
      splashFullScreen: false,
      splashImmersive: false,
    },
    StatusBar: {
      overlaysWebView: false,
      // DARK is the style for dark backgrounds: light text on the grey bar.
      style: 'DARK',
      backgroundColor: SHELL_GREY,
    },
    PushNotifications: {
      presentationOptions: ['badge', 'sound', 'alert'],
    },
    TouchlineShell: {
      mode: shellMode(),
    },
  },
};

export default config;
