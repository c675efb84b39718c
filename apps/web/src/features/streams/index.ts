import { lazy } from 'react';

/** The stream panel is desktop-only and loads after the first paint (it needs login to show anything). */
export const StreamPanel = lazy(() => import('./stream-panel').then((m) => ({ default: m.StreamPanel })));
