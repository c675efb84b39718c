/**
 * The location splash's device port on Capacitor. Every plugin is imported when first used, so none of
 * them is in a web visitor's first load (this file itself only loads with the app's splash).
 */
import type { PermissionState } from '@capacitor/core';
import type { LocationDevice, LocationPermission } from './ports';

const permissionOf = (state: PermissionState): LocationPermission =>
  state === 'granted' ? 'granted' : state === 'denied' ? 'denied' : 'prompt';

type GeolocationPlugin = typeof import('@capacitor/geolocation').Geolocation;

/**
 * Runs work with the Geolocation plugin. A plugin is a proxy that answers every property, `then`
 * included: it must never be what a promise resolves to, or the promise takes it for a thenable.
 */
const withGeolocation = async <R>(work: (plugin: GeolocationPlugin) => Promise<R>): Promise<R> =>
  work((await import('@capacitor/geolocation')).Geolocation);

export function capacitorLocationDevice(): LocationDevice {
  return {
    async checkPermissions() {
      return permissionOf((await withGeolocation((plugin) => plugin.checkPermissions())).location);
    },
    async requestPermissions() {
      const status = await withGeolocation((plugin) =>
        plugin.requestPermissions({ permissions: ['location'] }),
      );
      return permissionOf(status.location);
    },
    async getCurrentPosition(options) {
      await withGeolocation((plugin) => plugin.getCurrentPosition({ ...options, enableHighAccuracy: false }));
    },
    async openSettings() {
      // The settings screen has no official plugin: the community one opens the app's own page of the
      // settings, where its location permission is (application details on Android, the app on iOS).
      const { NativeSettings, AndroidSettings, IOSSettings } = await import('capacitor-native-settings');
      await NativeSettings.open({
        optionAndroid: AndroidSettings.ApplicationDetails,
        optionIOS: IOSSettings.App,
      });
    },
    async hideSplashScreen() {
      const { SplashScreen } = await import('@capacitor/splash-screen');
      await SplashScreen.hide();
    },
    async subscribePush() {
      const { PushNotifications } = await import('@capacitor/push-notifications');
      let status = await PushNotifications.checkPermissions();
      if (status.receive === 'prompt' || status.receive === 'prompt-with-rationale') {
        status = await PushNotifications.requestPermissions();
      }
      if (status.receive === 'granted') await PushNotifications.register();
    },
    onResume(listener) {
      let stopped = false;
      let remove: (() => Promise<void>) | null = null;
      void import('@capacitor/app').then(async ({ App }) => {
        const handle = await App.addListener('resume', listener);
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
