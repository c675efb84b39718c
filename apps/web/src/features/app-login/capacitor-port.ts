/**
 * The app login's device port on Capacitor: NativeBiometric for the biometric prompt and the secure
 * store (Keychain on iOS, Keystore on Android), Preferences for the mode and the remembered name, App
 * for the foreground state. Each plugin is imported when first used: none is in a web visitor's load.
 */
import type { AppLoginDevice, LocalAuthType } from './ports';

const biometric = () => import('@capgo/capacitor-native-biometric');
type PreferencesPlugin = typeof import('@capacitor/preferences').Preferences;
/**
 * Runs work with the Preferences plugin. A plugin is a proxy that answers every property, `then`
 * included: it must never be what a promise resolves to, or the promise takes it for a thenable.
 */
const withPreferences = async <R>(work: (plugin: PreferencesPlugin) => Promise<R>): Promise<R> =>
  work((await import('@capacitor/preferences')).Preferences);

/** The plugin's BiometryType values (TOUCH_ID 1 ... MULTIPLE 6) as the app's auth types. */
const TYPES: Record<number, LocalAuthType> = {
  1: 'touch_id',
  2: 'face_id',
  3: 'fingerprint',
  4: 'face',
  5: 'iris',
  6: 'biometrics',
};

export function capacitorLoginDevice(platform: 'android' | 'ios'): AppLoginDevice {
  return {
    platform,
    async localAuthTypes() {
      const { NativeBiometric } = await biometric();
      const result = await NativeBiometric.isAvailable();
      const type = TYPES[result.biometryType];
      return result.isAvailable && type ? [type] : [];
    },
    async verifyIdentity({ title, reason }) {
      const { NativeBiometric } = await biometric();
      try {
        await NativeBiometric.verifyIdentity({ title, reason, maxAttempts: 3 });
        return true;
      } catch {
        return false;
      }
    },
    async readCredentials(server) {
      const { NativeBiometric } = await biometric();
      const saved = await NativeBiometric.isCredentialsSaved({ server });
      if (!saved.isSaved) return null;
      const credentials = await NativeBiometric.getCredentials({ server });
      return credentials.username && credentials.password ? credentials : null;
    },
    async saveCredentials(server, credentials) {
      const { NativeBiometric } = await biometric();
      await NativeBiometric.setCredentials({ server, ...credentials });
    },
    async deleteCredentials(server) {
      const { NativeBiometric } = await biometric();
      const saved = await NativeBiometric.isCredentialsSaved({ server });
      if (saved.isSaved) await NativeBiometric.deleteCredentials({ server });
    },
    async readPreference(key) {
      return (await withPreferences((plugin) => plugin.get({ key }))).value;
    },
    async writePreference(key, value) {
      await withPreferences((plugin) =>
        value === null ? plugin.remove({ key }) : plugin.set({ key, value }),
      );
    },
    onAppStateChange(listener) {
      let stopped = false;
      let remove: (() => Promise<void>) | null = null;
      void import('@capacitor/app').then(async ({ App }) => {
        const handle = await App.addListener('appStateChange', (state) => listener(state.isActive));
        if (stopped) await handle.remove();
        else remove = () => handle.remove();
      });
      return () => {
        stopped = true;
        void remove?.();
      };
    },
  };
}
