/**
 * What the build hands react-i18next for `use-sync-external-store/shim`: React's own hook. The shim only
 * stands in for React versions older than 18; with React 19 it is dead weight in the first load.
 */
export { useSyncExternalStore } from 'react';
