/** Runs the location splash's machine for a component: started on mount, disposed on unmount. */
import { useEffect, useState } from 'react';
import { createLocationSplash, type LocationSplash, type SplashState } from './machine';
import type { LocationDevice, SplashPage } from './ports';

export function useLocationSplash(
  device: LocationDevice,
  page: SplashPage,
): { state: SplashState; splash: LocationSplash } {
  const [splash] = useState(() => createLocationSplash(device, page));
  const [state, setState] = useState(splash.getState);
  useEffect(() => {
    const stop = splash.subscribe(setState);
    splash.start();
    const stopResume = device.onResume(() => splash.resumed());
    return () => {
      stop();
      stopResume();
      splash.dispose();
    };
  }, [splash, device]);
  return { state, splash };
}
