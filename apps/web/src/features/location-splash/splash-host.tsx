/** The splash wired to the device through Capacitor and to this page. */
import { useState } from 'react';
import { capacitorLocationDevice } from './capacitor-port';
import { LocationSplash } from './location-splash';
import { browserSplashPage } from './page-port';
import { useLocationCheck } from './status';

export interface LocationSplashHostProps {
  /**
   * Subscribes to push 1.5 s after a passed check: the app's push registration, which also keeps the
   * token for the bettor's devices. Without it the splash asks the plugin itself.
   */
  subscribePush?: () => Promise<unknown>;
}

export function LocationSplashHost({ subscribePush }: LocationSplashHostProps = {}) {
  const [ports] = useState(() => {
    const device = capacitorLocationDevice();
    if (subscribePush) device.subscribePush = async () => void (await subscribePush());
    return { device, page: browserSplashPage() };
  });
  return (
    <LocationSplash
      device={ports.device}
      page={ports.page}
      onPassed={() => useLocationCheck.setState({ passed: true })}
    />
  );
}
