/**
 * What the layout adds inside the native app only: the location splash and the app's login (overlay
 * and forced logins), or, in the right sidebar, the login switches. Its own chunk, which a web visitor
 * never loads; the platform is read here from the shell's runtime, never from anything a visitor types.
 */
import { AppLoginHost, AppLoginToggles } from '@/features/app-login';
import { useShellUi } from '@/features/app-shell';
import { LocationSplashHost, useLocationCheck } from '@/features/location-splash';

type Platform = 'ios' | 'android';

/** Capacitor's native runtime defines `window.Capacitor` before the page's scripts run. */
const platform = (): Platform =>
  (window as { Capacitor?: { getPlatform?: () => string } }).Capacitor?.getPlatform?.() === 'ios'
    ? 'ios'
    : 'android';

export default function AppOnly({ part }: { part: 'page' | 'sidebar' }) {
  return part === 'page' ? <AppPage platform={platform()} /> : <SidebarEntries platform={platform()} />;
}

function AppPage({ platform }: { platform: Platform }) {
  // The location check comes first; once it passes the app is ready (and a saved mode may log in).
  const appReady = useLocationCheck((state) => state.passed);
  return (
    <>
      <LocationSplashHost />
      <AppLoginHost platform={platform} appReady={appReady} />
    </>
  );
}

/** The biometric and auto-login switches; the sidebar closes when one opens the login over it. */
function SidebarEntries({ platform }: { platform: Platform }) {
  const setRightOpen = useShellUi((state) => state.setRightOpen);
  return <AppLoginToggles platform={platform} onOpenLogin={() => setRightOpen(false)} />;
}
