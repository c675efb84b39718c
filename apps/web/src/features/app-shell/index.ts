/** The shell around every page. */
export { configQuery } from './api/get-config';
export { navigationQuery } from './api/get-navigation';
export { BottomNav, type BottomTab } from './components/bottom-nav';

import { lazy } from 'react';

/** Drawers load with their first opening; the first paint does not need them. */
export const LeftSidebar = lazy(() =>
  import('./components/drawers').then((m) => ({ default: m.LeftSidebar })),
);
export const AccountSidebar = lazy(() =>
  import('./components/account-sidebar').then((m) => ({ default: m.AccountSidebar })),
);
/** The footer is below every first screen: it loads after it, leaving room in the first load. */
export const Footer = lazy(() => import('./components/footer').then((m) => ({ default: m.Footer })));
export { Header } from './components/header';
export {
  ForbiddenModal,
  NetworkModal,
  RestrictedNotice,
  ScrollTopButton,
  Toasts,
} from './components/overlays';
export { SportsStrip } from './components/sports-menu';
/** The left column's menus: loaded where a left column shows them. */
export const QuickMenu = lazy(() =>
  import('./components/sports-lists').then((m) => ({ default: m.QuickMenu })),
);
export const SportsMenu = lazy(() =>
  import('./components/sports-lists').then((m) => ({ default: m.SportsMenu })),
);
export const EsportsMenu = lazy(() =>
  import('./components/sports-lists').then((m) => ({ default: m.EsportsMenu })),
);
export { useShellUi } from './ui-store';
export { useShellRouteChange, useSlipSheetRequests } from './use-shell-effects';
