/**
 * The app login wired to the device through Capacitor and to this page: one controller for the app's
 * life, shared by the overlay and the right sidebar's toggles. Only the app loads this file.
 */
import { useEffect, useRef } from 'react';
import { useSession } from '@/shared/session';
import { loginApi } from './api-port';
import { AppLoginOverlay } from './app-login-overlay';
import { capacitorLoginDevice } from './capacitor-port';
import { type AppLoginController, createAppLoginController } from './controller';
import { LoginToggles } from './login-toggles';
import { browserLoginPage } from './page-port';
import type { AppLoginDevice } from './ports';
import { takeAppLoginRequest, useAppLoginRequests } from './requests';

export type AppPlatform = 'android' | 'ios';

let instance: { controller: AppLoginController; device: AppLoginDevice } | null = null;

function appLogin(platform: AppPlatform) {
  if (!instance) {
    const device = capacitorLoginDevice(platform);
    const controller = createAppLoginController(device, loginApi, browserLoginPage());
    void controller.load().catch((error: unknown) => console.warn('login preferences not read', error));
    instance = { controller, device };
  }
  return instance;
}

export interface AppLoginHostProps {
  platform: AppPlatform;
  /** The app is ready (its location check passed): a saved auto or biometric mode may log in. */
  appReady: boolean;
}

export function AppLoginHost({ platform, appReady }: AppLoginHostProps) {
  const { controller, device } = appLogin(platform);
  const loaded = controller.store((state) => state.loaded);
  const request = useAppLoginRequests((state) => state.request);
  const ready = useRef(appReady);
  ready.current = appReady;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one opening per request id
  useEffect(() => {
    if (!request || !loaded) return;
    const taken = takeAppLoginRequest();
    if (taken) controller.open({ forced: taken.forced });
  }, [request?.id, loaded, controller]);

  // Becoming active: at start once the app is ready, and each time the app returns to the foreground.
  useEffect(() => {
    if (!loaded || !appReady) return;
    controller.becameActive({ loggedIn: useSession.getState().user !== null, appReady: true });
  }, [loaded, appReady, controller]);
  useEffect(
    () =>
      device.onAppStateChange((active) => {
        if (!active) return;
        controller.becameActive({ loggedIn: useSession.getState().user !== null, appReady: ready.current });
      }),
    [device, controller],
  );

  return <AppLoginOverlay controller={controller} />;
}

export interface AppLoginTogglesProps {
  platform: AppPlatform;
  /** Called before the login overlay opens over the sidebar (the sidebar closes). */
  onOpenLogin?: () => void;
}

/** The right sidebar's biometric and auto-login switches. */
export function AppLoginToggles({ platform, onOpenLogin }: AppLoginTogglesProps) {
  return <LoginToggles controller={appLogin(platform).controller} onOpenLogin={onOpenLogin} />;
}
