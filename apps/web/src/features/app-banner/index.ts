/**
 * The mobile app-install banner, first in the main layout's order. The layout renders it on phone
 * widths only (mobile means a viewport under 800 px) and when `appBannerWanted()` (not dismissed in
 * the last 30 days), so the first load carries just that check and the lazy component.
 */
import { type ComponentType, lazy } from 'react';

export { appBannerWanted } from './gate';

/** A banner whose file fails to load is left out: the page goes on without it. */
export const AppBanner = lazy<ComponentType>(() =>
  import('./app-banner').catch(() => ({ default: () => null })),
);
