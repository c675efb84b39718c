/**
 * What runs only inside the native app, started once at boot (the boot imports this file only when
 * platform.ts says the page is in the app, so a web visitor never loads it):
 * - the shell's mode (TouchlineShell.getMode, from the shell's configuration): omni or the app;
 * - the device's connectivity from the Network plugin, for the blocking network modal;
 * - the app's logout method and balance source, and a `logout` message to the shell whenever the
 *   session ends;
 * - rewards opened in the global webview;
 * - the shell's messages: open_cashier opens the account frame's cashier, open_global_webview a page in
 *   the in-app browser, update_balance writes the balance into the session, logout logs out,
 *   get_login_mode and set_login_mode answer from and store into the login preferences;
 * - app_ready to the shell once the page listens.
 */
import { ShellModeAnswer } from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { openAccountFrame } from '@/shared/account-frame';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSettings } from '@/shared/preferences';
import { paths } from '@/shared/routing/paths';
import { onSignOut, setSessionSource, signOut } from '@/shared/session';
import { watchAppNetwork } from './app-network';
import { appLogoutCall, applyAppBalance, refreshAppBalance } from './app-session';
import { listenToShell, onAppMessage, postToShell } from './bridge';
import { shell } from './device';
import { readLoginMode, saveLoginMode } from './login-preferences';
import { useShellState } from './platform';
import { type AccountSitePreferences, openGlobalWebview } from './webview';

export interface AppRuntimeOptions {
  /** The account (global) site's address from the configuration, once it is known. */
  accountSite: () => string | null;
}

/** The bettor's brand, language and theme, for a page of the account site in the webview. */
const preferences = (): AccountSitePreferences => ({
  bookmaker: currentBrand.bookmaker,
  lang: currentLanguage(),
  theme: useSettings.getState().theme,
});

/**
 * In the app, rewards is a page in the global webview, not the sportsbook's /rewards: a click on any
 * link to it (header, footer, bottom navigation, menus) opens the webview instead. Returns the stop.
 */
export function openRewardsInWebview(accountSite: () => string | null): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== paths.rewards()) return;
    event.preventDefault();
    event.stopPropagation();
    void openGlobalWebview(paths.rewards(), accountSite(), preferences()).catch(
      report('the rewards webview'),
    );
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** Reads the shell's mode; an answer that is not a mode leaves the app mode (and is logged). */
export async function readShellMode(): Promise<void> {
  const answer = ShellModeAnswer.safeParse(await shell((plugin) => plugin.getMode()));
  if (!answer.success) {
    console.warn('the shell answered no mode: running in the app mode');
    return;
  }
  useShellState.setState({ omni: answer.data.mode === 'omni' });
}

const report = (what: string) => (error: unknown) =>
  console.warn(`${what} failed: ${error instanceof Error ? error.message : 'unknown error'}`);

/** Starts the app's side of the bridge; the answer stops listening. */
export async function startAppRuntime({ accountSite }: AppRuntimeOptions): Promise<() => void> {
  void readShellMode().catch(report('the shell mode'));
  // The app's logout method and balance source (getMainDynamicConfig) replace the web's.
  setSessionSource({ logout: appLogoutCall, balance: refreshAppBalance });
  const stopNetwork = watchAppNetwork((online) => useShellState.setState({ online }));
  stopNetwork.catch(report('the network status'));
  const stops = [
    openRewardsInWebview(accountSite),
    () =>
      void stopNetwork.then(
        (stop) => stop(),
        () => undefined,
      ),
    onSignOut(() => void postToShell({ action: 'logout', data: {} }).catch(report('logout to the shell'))),
    onAppMessage('open_cashier', (message) => openAccountFrame(message.data.path)),
    onAppMessage('open_global_webview', (message) =>
      openGlobalWebview(message.data.url, accountSite(), preferences()),
    ),
    onAppMessage('update_balance', (message) => applyAppBalance(message.data)),
    onAppMessage('logout', () => signOut()),
    onAppMessage('get_login_mode', async () =>
      postToShell({ action: 'login_mode', data: { mode: await readLoginMode() } }),
    ),
    onAppMessage('set_login_mode', async (message) => {
      await saveLoginMode(message.data.mode);
      await postToShell({ action: 'login_mode', data: { mode: message.data.mode } });
    }),
  ];
  const stopListening = await listenToShell();
  await postToShell({ action: 'app_ready', data: {} });
  return () => {
    stopListening();
    for (const stop of stops) stop();
  };
}
