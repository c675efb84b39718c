/**
 * The casino as the app composes it: one lazily loaded component for its pages (the routes' element)
 * and the left column's casino menu (`menu`), loaded with its texts when a casino page
 * needs it, never with the first load.
 */
import { lazy } from 'react';

export const Casino = lazy(() => import('./entry'));
