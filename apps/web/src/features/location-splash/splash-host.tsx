/** The splash wired to the device through Capacitor and to this page. */
import { useState } from 'react';
import { capacitorLocationDevice } from './capacitor-port';
import { LocationSplash } from './location-splash';
import { browserSplashPage } from './page-port';
import { useLocationCheck } from './status';

export function LocationSplashHost() {
  const [ports] = useState(() => ({ device: capacitorLocationDevice(), page: browserSplashPage() }));
  return (
    <LocationSplash
      device={ports.device}
      page={ports.page}
      onPassed={() => useLocationCheck.setState({ passed: true })}
    />
  );
}
