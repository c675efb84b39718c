export { LIVE_REFRESH_MS, useLiveRefresh } from './use-live-refresh';
