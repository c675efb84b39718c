/**
 * The session's calls: token login, the player's details and balances, sync, open-bet count, rewards,
 * keepalive and logout. Each failure is logged or read as "nothing", never thrown into the page,
 * except where the caller needs to know (a token that does not log in).
 */
import type {
  BetsResponse,
  BoostTokensResponse,
  FreeBetsResponse,
  InboxResponse,
  LoginResponse,
  PlayerDetailsResponse,
  PlaythroughResponse,
  SportTokenResponse,
} from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { ApiError, apiRequest } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { matchesMedia } from '@/shared/platform/page';
import { type SessionUser, useSession } from './session-store';

const bookmaker = () => ({ bookmaker: currentBrand.bookmaker });
/** Phones get the mobile pages of the account site; the breakpoint is the app's mobile one. */
const device = () => (matchesMedia('(max-width: 799px)') ? 'mobile' : 'desktop');

const userOf = (details: PlayerDetailsResponse, openBets: number): SessionUser => ({
  username: details.user.username,
  name: details.user.name,
  currency: details.balance.currency,
  balance: details.balance.cash,
  bonus: details.balance.bonus,
  openBets,
});

/** The player's details for a token; null when the server refuses it. */
async function detailsFor(token?: string): Promise<PlayerDetailsResponse | null> {
  try {
    return await apiRequest<PlayerDetailsResponse>('/player/details', {}, token ? { token } : {});
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** Starts a session with an access token the server accepts; false when it refuses it. */
export async function signInWithAccessToken(token: string): Promise<boolean> {
  const details = await detailsFor(token);
  if (!details) return false;
  const openBets = useSession.getState().user?.openBets ?? 0;
  useSession.getState().signIn(token, userOf(details, openBets));
  void refreshOpenBets();
  return true;
}

/**
 * Exchanges a single-use login token (GET /auth/loginWithToken) for a session. A network failure is
 * silent and answers false.
 */
export async function loginWithToken(token: string): Promise<boolean> {
  let answer: LoginResponse;
  try {
    answer = await apiRequest<LoginResponse>(
      '/auth/loginWithToken',
      {
        token,
        domain: currentBrand.domain,
        lang: currentLanguage(),
        website: 'sport',
        device: device(),
        app: 0,
      },
      { token: '' },
    );
  } catch {
    return false;
  }
  const access = answer.data?.sportify.access_token;
  return access ? signInWithAccessToken(access) : false;
}

/**
 * A token the account site hands over: always a single-use sport token, exchanged for a session of the
 * sportsbook's own.
 */
export async function adoptToken(token: string): Promise<void> {
  if (await loginWithToken(token)) return;
  console.warn('the account site sent a token the server does not accept');
}

/**
 * A single-use sport token of the current session (POST /auth/sport-token), to hand the session over
 * to the account site: the frame protocol carries only such tokens, never the access token itself.
 * Null when there is no session or the server refuses it (a refused session is cleared).
 */
export async function mintSportToken(): Promise<string | null> {
  if (!useSession.getState().token) return null;
  try {
    const answer = await apiRequest<SportTokenResponse>('/auth/sport-token', {}, { method: 'POST' });
    return answer.data.sport_token;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * One call at a time per figure. A refresh asked for while one is on its way may want news that call
 * left too early to see (a bet just placed): one more call follows it, shared by every caller meanwhile.
 * So the upkeep, the frame and a placed bet asking together make at most two calls, never a burst.
 */
function coalesced(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const call = work().finally(() => {
      if (running === call) running = null;
    });
    running = call;
    return call;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}

/** The web's balance: the user and balance from /player/details; a refused token clears the session. */
async function webBalance(): Promise<void> {
  const { token } = useSession.getState();
  if (!token) return;
  const details = await detailsFor();
  if (useSession.getState().token !== token) return;
  if (!details) {
    useSession.getState().clear();
    return;
  }
  const openBets = useSession.getState().user?.openBets ?? 0;
  useSession.getState().updateUser(userOf(details, openBets));
}

/** The open-bet count of the My Bets badge; a failure counts as 0. */
export const refreshOpenBets = coalesced(async (): Promise<void> => {
  if (!useSession.getState().token) return;
  let count = 0;
  try {
    const answer = await apiRequest<BetsResponse>('/v1/bets', { ...bookmaker(), status: 'open', limit: 1 });
    count = answer.total;
  } catch {
    count = 0;
  }
  useSession.getState().updateUser({ openBets: count });
});

export async function refreshPlaythrough(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    const answer = await apiRequest<PlaythroughResponse>('/v1/player/playthrough', bookmaker());
    useSession.getState().setRewards({ playthrough: answer.bonus, playthroughHistory: answer.total });
  } catch (error) {
    console.warn('playthrough not loaded', error);
  }
}

export async function refreshFreeBets(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    const answer = await apiRequest<FreeBetsResponse>('/api/content/freebets/active', {
      ...bookmaker(),
      active: true,
    });
    useSession.getState().setRewards({ freeBets: answer.data.length });
  } catch (error) {
    console.warn('free bets not loaded', error);
  }
}

/** The unread count of the Inbox badge: one message asked for, the counts come with it. */
export async function refreshInboxCount(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    const answer = await apiRequest<InboxResponse>('/v1/inbox', { limit: 1 });
    useSession.getState().setRewards({ inboxUnread: answer.unread });
  } catch (error) {
    console.warn('inbox count not loaded', error);
  }
}

export async function refreshBoostTokens(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    const answer = await apiRequest<BoostTokensResponse>('/v1/boost-tokens/active', {
      ...bookmaker(),
      active: true,
    });
    useSession.getState().setRewards({ boostTokens: answer.total });
  } catch (error) {
    console.warn('boost tokens not loaded', error);
  }
}

/** Creates or updates the sportsbook player of the session (after a login in the frame). */
export async function syncPlayer(): Promise<void> {
  if (!useSession.getState().token) return;
  try {
    await apiRequest('/v1/player/sync', bookmaker());
  } catch (error) {
    console.warn('player sync failed', error);
  }
}

/** The server side of keep_session: pushes the session's idle expiry forward. */
export async function keepSession(): Promise<void> {
  if (!useSession.getState().token) return;
  await apiRequest('/v1/player/keep-session', {}, { method: 'POST' });
}

/** The web's logout call: POST /auth/logout, form-encoded, for the token that was the session's. */
const webLogoutCall = (token: string, username: string): Promise<unknown> =>
  apiRequest(
    '/auth/logout',
    {},
    {
      method: 'POST',
      token,
      form: true,
      body: { username, website: 'sport', lang: currentLanguage(), device: device(), app: 0 },
    },
  );

export interface SessionSource {
  /** The server side of a logout, for the token and user that were the session's. */
  logout: (token: string, username: string) => Promise<unknown>;
  /** Reloads the session's balance (and user) into the store. */
  balance: () => Promise<void>;
}

const source: SessionSource = { logout: webLogoutCall, balance: webBalance };

/** The native app sets its own logout method and balance source; the web keeps its own. */
export const setSessionSource = (app: SessionSource): void => {
  Object.assign(source, app);
};

/** Reloads the user and balance (one call at a time); a refused token clears the session. */
export const refreshBalance = coalesced(() => source.balance());

/** Ends the session: local state first (always), then the server; a server failure is only logged. */
export async function signOut(): Promise<void> {
  const { token, user } = useSession.getState();
  useSession.getState().clear();
  if (!token) return;
  try {
    await source.logout(token, user?.username ?? 'unknown');
  } catch (error) {
    console.warn('logout call failed; the local session is cleared anyway', error);
  }
}
