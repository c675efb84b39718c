/**
 * The reality check over casino play: the blocking reminder of time played and net result. The app
 * mounts it lazily (with its texts); it shows only while a real-money game is open.
 */
export { CASINO_LOBBY_PATH, RealityCheck } from './reality-check';
export { textsReady } from './texts';
export { dueAt, minutesPlayed, useRealityCheckDue } from './timing';
