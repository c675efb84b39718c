import { lazy } from 'react';

/** The settings modal loads with its first opening (it carries the time zone list). */
export const SettingsModal = lazy(() =>
  import('./settings-modal').then((m) => ({ default: m.SettingsModal })),
);
