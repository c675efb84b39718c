/**
 * Who is browsing: a guest, or a bettor with an access token. The token and the user are kept across
 * reloads (the persisted 'auth'); the session ends when the token expires, when the server refuses it
 * (401) or on logout. Money is in minor units as the server sends it; the client never computes it.
 */
import type { Currency, Playthrough } from '@touchline/contract';
import { create } from 'zustand';
import { setTokenSource, setUnauthorizedHandler } from '@/shared/api/client';
import { readText, removeKey, writeText } from '@/shared/platform/storage';
import { after, cancel, now, type TimerId } from '@/shared/platform/timers';

/** localStorage key of the persisted session. */
export const AUTH_KEY = 'auth';

export interface SessionUser {
  username: string;
  /** Display name; the username is shown when null. */
  name: string | null;
  currency: Currency;
  /** Sportsbook cash balance, minor units. */
  balance: number;
  /** Playthrough (bonus) balance, minor units. */
  bonus: number;
  /** Open bets (the My Bets badge). */
  openBets: number;
}

export interface SessionRewards {
  /** The active playthrough bonus, null when none. */
  playthrough: Playthrough | null;
  /** Bonuses in the playthrough history (the Bonuses entry needs one). */
  playthroughHistory: number;
  freeBets: number;
  boostTokens: number;
  /** Unread inbox messages (the Inbox badge). */
  inboxUnread: number;
}

export interface SessionState extends SessionRewards {
  token: string | null;
  user: SessionUser | null;
  /**
   * When the balance last came in from the server during this visit (ms); 0 until then. The user
   * restored from storage carries the balance of an earlier visit, which is never shown: screens wait
   * for this to be set (useBalanceFresh). The frame's login check reads it too.
   */
  balanceAt: number;
  signIn: (token: string, user: SessionUser) => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  setRewards: (patch: Partial<SessionRewards>) => void;
  /** Clears every local trace of the session (the server call is signOut in session-calls). */
  clear: () => void;
}

const NO_REWARDS: SessionRewards = {
  playthrough: null,
  playthroughHistory: 0,
  freeBets: 0,
  boostTokens: 0,
  inboxUnread: 0,
};

interface Persisted {
  token: string;
  user: SessionUser;
}

/** The expiry (ms) of a JWT, or null when the token is not one or has no exp. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

function restore(): Persisted | null {
  const text = readText(AUTH_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Persisted>;
    if (typeof value.token !== 'string' || typeof value.user?.username !== 'string') return null;
    const expiry = tokenExpiry(value.token);
    if (expiry !== null && expiry <= now()) return null;
    return { token: value.token, user: { ...value.user, openBets: value.user.openBets ?? 0 } };
  } catch {
    return null;
  }
}

const signOutListeners = new Set<() => void>();

/**
 * Other parts of the app (slip, My Bets, chat, banners) register what a logout must clear; the
 * listener runs on every logout, expiry and refused token.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

const initial = restore();
if (!initial) removeKey(AUTH_KEY);

export const useSession = create<SessionState>()((set, get) => ({
  token: initial?.token ?? null,
  user: initial?.user ?? null,
  balanceAt: 0,
  ...NO_REWARDS,
  signIn: (token, user) => set({ token, user, balanceAt: now() }),
  updateUser(patch) {
    const user = get().user;
    if (!user) return;
    set({ user: { ...user, ...patch }, ...('balance' in patch ? { balanceAt: now() } : {}) });
  },
  setRewards: (patch) => set(patch),
  clear() {
    if (get().token === null && get().user === null) return;
    set({ token: null, user: null, balanceAt: 0, ...NO_REWARDS });
    for (const listener of signOutListeners) {
      try {
        listener();
      } catch (error) {
        console.error('sign-out listener failed', error);
      }
    }
  },
}));

let expiryTimer: TimerId | null = null;

/** Clears the session when its token expires. */
function scheduleExpiry(token: string | null): void {
  cancel(expiryTimer);
  expiryTimer = null;
  const expiry = token ? tokenExpiry(token) : null;
  if (expiry === null) return;
  // Timers cannot wait longer than about 24.8 days; such a token is checked again on the next load.
  const wait = Math.min(Math.max(0, expiry - now()), 2 ** 31 - 1);
  expiryTimer = after(wait, () => useSession.getState().clear());
}

// Persist the token and user; schedule the clear at the token's expiry.
useSession.subscribe((state, previous) => {
  if (state.token === previous.token && state.user === previous.user) return;
  if (state.token && state.user) {
    writeText(AUTH_KEY, JSON.stringify({ token: state.token, user: state.user } satisfies Persisted));
  } else {
    removeKey(AUTH_KEY);
  }
  if (state.token !== previous.token) scheduleExpiry(state.token);
});

scheduleExpiry(initial?.token ?? null);

setTokenSource(() => useSession.getState().token);
// A 401 for the session's own token means the server ended it.
setUnauthorizedHandler((token) => {
  if (useSession.getState().token === token) useSession.getState().clear();
});

export const useIsLoggedIn = () => useSession((state) => state.user !== null);

/** Whether the balances came from the server during this visit (false: show them as loading). */
export const useBalanceFresh = () => useSession((state) => state.user !== null && state.balanceAt > 0);
