/**
 * What the layout adds inside the native app only: the location splash and the app's login (overlay
 * and forced logins), or, in the right sidebar, the login switches. Its own chunk, which a web visitor
 * never loads; the platform is read here from the shell's runtime, never from anything a visitor types.
 */

import { useEffect } from 'react';
import { currentBrand } from '@/brands/current-brand';
import { AppLoginHost, AppLoginToggles } from '@/features/app-login';
import { pushAfterLogin, subscribeToPush } from '@/features/app-push';
import { useShellUi } from '@/features/app-shell';
import { LocationSplashHost, useLocationCheck } from '@/features/location-splash';
import { currentLanguage } from '@/shared/i18n/i18n';
import { platform as shellPlatform } from '@/shared/native/platform';
import { useSession } from '@/shared/session';

type Platform = 'ios' | 'android';

/** This chunk loads only in the app, where the shell's runtime names the platform. */
const platform = (): Platform => (shellPlatform() === 'ios' ? 'ios' : 'android');

export default function AppOnly({ part }: { part: 'page' | 'sidebar' }) {
  return part === 'page' ? <AppPage platform={platform()} /> : <SidebarEntries platform={platform()} />;
}

function AppPage({ platform }: { platform: Platform }) {
  // The location check comes first; once it passes the app is ready (and a saved mode may log in).
  const appReady = useLocationCheck((state) => state.passed);
  // After each login (the native one or the frame's), the bettor's push properties and device token.
  const username = useSession((state) => state.user?.username ?? null);
  useEffect(() => {
    if (!username) return;
    pushAfterLogin({ lang: currentLanguage(), country: currentBrand.country }).catch((error: unknown) =>
      console.warn('push properties not set', error),
    );
  }, [username]);
  return (
    <>
      <LocationSplashHost subscribePush={subscribeToPush} />
      <AppLoginHost platform={platform} appReady={appReady} />
    </>
  );
}

/** The biometric and auto-login switches; the sidebar closes when one opens the login over it. */
function SidebarEntries({ platform }: { platform: Platform }) {
  const setRightOpen = useShellUi((state) => state.setRightOpen);
  return <AppLoginToggles platform={platform} onOpenLogin={() => setRightOpen(false)} />;
}
