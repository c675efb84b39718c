import { lazy } from 'react';

/** The live match widget shows on match pages only, so it loads with the first of them. */
export const LiveMatchWidget = lazy(() =>
  import('./live-match-widget').then((m) => ({ default: m.LiveMatchWidget })),
);
