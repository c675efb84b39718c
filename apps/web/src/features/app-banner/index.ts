/**
 * The mobile app-install banner, first in the main layout's order. The layout renders it on phone
 * widths only (mobile means a viewport under 800 px) and when `appBannerWanted()` (not dismissed in
 * the last 30 days), so the first load carries just that check and the lazy component.
 */
import type { ComponentType } from 'react';
import { preloadable } from '@/shared/ui/preloadable';

export { appBannerWanted } from './gate';

/**
 * A banner whose file fails to load is left out: the page goes on without it. Preloaded before the first
 * render when it may show, so it is there from the first commit on.
 */
export const AppBanner = preloadable<{ default: ComponentType }>(() =>
  import('./app-banner').catch(() => ({ default: () => null })),
);
