/**
 * The app's location splash. Only the app loads it (its code, texts and plugins are one chunk a web
 * visitor never fetches): the layout mounts it behind the app mode.
 */
import { lazy } from 'react';
import { withTexts } from '@/shared/i18n/i18n';

export { useLocationCheck } from './status';

export const LocationSplashHost = lazy(
  withTexts(
    () => import('./splash-host').then((m) => ({ default: m.LocationSplashHost })),
    () => import('./texts'),
  ),
);
