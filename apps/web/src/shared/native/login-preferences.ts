/**
 * The login preferences the app keeps on the device (the Preferences plugin: UserDefaults on iOS,
 * SharedPreferences on Android): the saved login mode. The app-login screens choose the mode; the
 * bridge answers the shell's get_login_mode and set_login_mode from here. App only.
 */
import { LoginMode } from '@touchline/contract';
import { preferences } from './device';

/** The Preferences key of the saved login mode. */
export const LOGIN_MODE_KEY = 'loginMode';

/** The saved login mode; null when none is saved or what is saved is not a mode. */
export async function readLoginMode(): Promise<LoginMode | null> {
  const { value } = await preferences((store) => store.get({ key: LOGIN_MODE_KEY }));
  const mode = LoginMode.safeParse(value);
  return mode.success ? mode.data : null;
}

/** Saves the login mode; null forgets it. */
export async function saveLoginMode(mode: LoginMode | null): Promise<void> {
  await preferences((store) =>
    mode === null ? store.remove({ key: LOGIN_MODE_KEY }) : store.set({ key: LOGIN_MODE_KEY, value: mode }),
  );
}
