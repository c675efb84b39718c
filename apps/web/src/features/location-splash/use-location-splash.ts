/** Runs the location splash's machine for a component: started on mount, disposed on unmount. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLocationSplash, type LocationSplash, type SplashState } from './machine';
import type { LocationDevice, SplashPage } from './ports';

export function useLocationSplash(
  device: LocationDevice,
  page: SplashPage,
): { state: SplashState; splash: LocationSplash } {
  const [splash] = useState(() => createLocationSplash(device, page));
  const state = useSyncExternalStore(splash.subscribe, splash.getState, splash.getState);
  useEffect(() => {
    splash.start();
    const stopResume = device.onResume(() => splash.resumed());
    return () => {
      stopResume();
      splash.dispose();
    };
  }, [splash, device]);
  return { state, splash };
}
