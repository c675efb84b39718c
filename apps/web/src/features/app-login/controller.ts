/**
 * The app login as a small machine over a store: the overlay's phase (form, submitting, forced with its
 * blocking loader, success), the chosen and the saved login mode, the device's auth types, the red error
 * and the time of the last local authentication. React only subscribes (components read the store).
 */
import type { Language, LoginMode } from '@touchline/contract';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { after, now } from '@/shared/platform/timers';
import {
  CLOSE_AFTER_LOGIN_MS,
  LOGIN_MESSAGE_PREFIX,
  NO_ACCESS_TOKEN_MESSAGE,
  PREFERENCE_KEYS,
} from './constants';
import { type LoginApi, type LoginResult, logIn } from './login-flow';
import {
  effectiveMode,
  forcedLoginOnActive,
  logsInByItself,
  type PressableMode,
  parseMode,
  pressMode,
} from './modes';
import type { AppLoginDevice, Credentials, LocalAuthType } from './ports';

export type LoginPhase = 'form' | 'submitting' | 'forced' | 'success';

export interface AppLoginState {
  /** Preferences and the device's auth types are read. */
  loaded: boolean;
  open: boolean;
  phase: LoginPhase;
  /** The mode chosen in the overlay; it is saved with the next successful login (or when cleared). */
  mode: LoginMode;
  /** The mode in the device's preferences. */
  savedMode: LoginMode;
  localAuthTypes: LocalAuthType[];
  rememberedUsername: string;
  /** The red error area's text. */
  error: string | null;
  /** When the last local authentication (biometric prompt, forced login) started. */
  localAuthAt: number | null;
}

/** The page around the login: the session, the site, and how a message reaches the bettor. */
export interface LoginPage {
  /** Stores the access token and loads the user; false when the server refuses the token. */
  signIn(accessToken: string): Promise<boolean>;
  refreshBalance(): Promise<void>;
  /** The domain of this site: the secure store keeps one set of credentials per site. */
  domain: string;
  lang(): Language;
  /** Moves to the site of a login answer's domain when it is not this one. */
  goToDomain(domain: string): void;
  alert(message: string): void;
  toast(message: string): void;
  /** Translated texts of the biometric prompt and the error area. */
  text(key: 'verifyTitle' | 'verifyReason' | 'notVerified'): string;
}

export interface AppLoginController {
  /** The state, as a hook for components (store(selector)) with getState and subscribe. */
  store: UseBoundStore<StoreApi<AppLoginState>>;
  load(): Promise<void>;
  /** Opens the overlay; forced: log in at once with the saved auto or biometric mode. */
  open(options?: { forced?: boolean }): void;
  close(): void;
  press(mode: PressableMode): void;
  submit(credentials: Credentials): Promise<void>;
  /** The app came to the foreground. */
  becameActive(context: { loggedIn: boolean; appReady: boolean }): void;
}

const initialState: AppLoginState = {
  loaded: false,
  open: false,
  phase: 'form',
  mode: 'none',
  savedMode: 'none',
  localAuthTypes: [],
  rememberedUsername: '',
  error: null,
  localAuthAt: null,
};

const parseTypes = (saved: string | null): LocalAuthType[] => {
  try {
    const list: unknown = saved ? JSON.parse(saved) : [];
    return Array.isArray(list) ? (list.filter((item) => typeof item === 'string') as LocalAuthType[]) : [];
  } catch {
    return [];
  }
};

export function createAppLoginController(
  device: AppLoginDevice,
  api: LoginApi,
  page: LoginPage,
): AppLoginController {
  const store = create<AppLoginState>()(() => initialState);
  const get = store.getState;
  const set = (patch: Partial<AppLoginState>) => store.setState(patch);
  const hasBiometrics = () => get().localAuthTypes.length > 0;
  const warn = (what: string) => (error: unknown) => console.warn(what, error);

  const saveMode = async (mode: LoginMode) => {
    set({ savedMode: mode });
    await device.writePreference(PREFERENCE_KEYS.loginMode, mode === 'none' ? null : mode);
  };

  const notifyFailure = (message: string) => {
    const text = `${LOGIN_MESSAGE_PREFIX}${message}`;
    if (device.platform === 'android') page.toast(text);
    else page.alert(text);
  };

  /** What a login leaves behind: the mode and what it needs (credentials in the secure store, the name). */
  const keepForNextTime = async (mode: LoginMode, credentials: Credentials) => {
    if (logsInByItself(mode)) await device.saveCredentials(page.domain, credentials);
    else await device.deleteCredentials(page.domain);
    const remembered = mode === 'username' ? credentials.username : '';
    set({ rememberedUsername: remembered });
    await device.writePreference(PREFERENCE_KEYS.rememberedUsername, remembered || null);
    await saveMode(mode);
  };

  const finish = async (result: LoginResult, credentials: Credentials, forced: boolean) => {
    if (result.kind === 'success') {
      if (!(await page.signIn(result.accessToken))) {
        set({ phase: 'form', error: NO_ACCESS_TOKEN_MESSAGE });
        page.alert(NO_ACCESS_TOKEN_MESSAGE);
        return;
      }
      void page.refreshBalance().catch(warn('balance not refreshed'));
      set({ phase: 'success', error: null, localAuthAt: now() });
      await keepForNextTime(get().mode, credentials).catch(warn('login preferences not saved'));
      after(CLOSE_AFTER_LOGIN_MS, () => {
        set({ open: false, phase: 'form' });
        if (result.domain && result.domain !== page.domain) page.goToDomain(result.domain);
      });
      return;
    }
    if (result.kind === 'no_token') {
      set({ phase: 'form', error: NO_ACCESS_TOKEN_MESSAGE });
      page.alert(NO_ACCESS_TOKEN_MESSAGE);
      return;
    }
    set({ phase: 'form', error: result.message });
    notifyFailure(result.message);
    // Saved credentials the server refuses (a changed password) are dropped: forced logins with them
    // would only run the account into its lock-out.
    if (forced && result.refused) {
      set({ mode: 'none' });
      await device.deleteCredentials(page.domain).catch(warn('credentials not deleted'));
      await saveMode('none').catch(warn('login mode not saved'));
    }
  };

  const forcedLogin = async () => {
    const { mode } = get();
    if (!logsInByItself(mode) || get().phase !== 'form') return;
    set({ phase: 'forced', error: null, localAuthAt: now() });
    try {
      if (mode === 'biometric') {
        const confirmed = await device.verifyIdentity({
          title: page.text('verifyTitle'),
          reason: page.text('verifyReason'),
        });
        if (!confirmed) {
          set({ phase: 'form', error: page.text('notVerified') });
          return;
        }
      }
      const credentials = await device.readCredentials(page.domain);
      // Nothing saved yet: the bettor logs in once with the password, which saves them with the mode.
      if (!credentials) {
        set({ phase: 'form' });
        return;
      }
      await finish(await logIn(api, credentials, page.lang()), credentials, true);
    } catch (error) {
      console.warn('forced login failed', error);
      set({ phase: 'form' });
    }
  };

  const open = (options: { forced?: boolean } = {}) => {
    if (get().open && get().phase !== 'form') return;
    set({ open: true, phase: 'form', error: null, mode: get().savedMode });
    if (options.forced) void forcedLogin();
  };

  return {
    store,
    async load() {
      const [saved, remembered, savedTypes] = await Promise.all([
        device.readPreference(PREFERENCE_KEYS.loginMode),
        device.readPreference(PREFERENCE_KEYS.rememberedUsername),
        device.readPreference(PREFERENCE_KEYS.localAuthTypes),
      ]);
      let types = parseTypes(savedTypes);
      try {
        types = await device.localAuthTypes();
        await device.writePreference(PREFERENCE_KEYS.localAuthTypes, JSON.stringify(types));
      } catch (error) {
        console.warn('local auth types not read', error);
      }
      const mode = effectiveMode(parseMode(saved), types.length > 0);
      set({
        loaded: true,
        mode,
        savedMode: mode,
        rememberedUsername: remembered ?? '',
        localAuthTypes: types,
      });
    },
    open,
    close() {
      if (get().phase === 'forced' || get().phase === 'submitting') return;
      set({ open: false, phase: 'form', error: null, mode: get().savedMode });
    },
    press(pressed) {
      const { phase } = get();
      if (phase === 'forced' || phase === 'submitting') return;
      const previous = get().mode;
      const change = pressMode(previous, pressed, hasBiometrics());
      set({ mode: change.mode, error: null });
      if (change.mode === 'none') {
        // Clearing takes effect at once: nothing is left to log in with.
        void keepForNextTime('none', { username: '', password: '' }).catch(warn('login mode not cleared'));
      }
      if (change.forcedLogin) void forcedLogin();
    },
    async submit(credentials) {
      if (get().phase !== 'form') return;
      set({ phase: 'submitting', error: null });
      let result: LoginResult;
      try {
        result = await logIn(api, credentials, page.lang());
      } catch (error) {
        result = {
          kind: 'failure',
          message: error instanceof Error ? error.message : String(error),
          refused: false,
        };
      }
      await finish(result, credentials, false);
    },
    becameActive({ loggedIn, appReady }) {
      const state = get();
      if (
        forcedLoginOnActive({
          isApp: true,
          loggedIn,
          appReady,
          mode: state.savedMode,
          localAuthAt: state.localAuthAt,
          now: now(),
        })
      ) {
        open({ forced: true });
      }
    },
  };
}
