export {
  adoptToken,
  keepSession,
  loginWithToken,
  mintSportToken,
  refreshBalance,
  refreshBoostTokens,
  refreshFreeBets,
  refreshInboxCount,
  refreshOpenBets,
  refreshPlaythrough,
  type SessionSource,
  setSessionSource,
  signInWithAccessToken,
  signOut,
  syncPlayer,
} from './session-calls';
export {
  AUTH_KEY,
  onSignOut,
  type SessionRewards,
  type SessionState,
  type SessionUser,
  tokenExpiry,
  useBalanceFresh,
  useIsLoggedIn,
  useSession,
} from './session-store';
export { startSessionUpkeep } from './upkeep';
export { useSessionUpkeep } from './use-session-upkeep';
