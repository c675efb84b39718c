import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/shared/api/client';
import { refreshOpenBets, signOut } from './session-calls';
import { AUTH_KEY, onSignOut, tokenExpiry, useSession } from './session-store';
import { startSessionUpkeep } from './upkeep';

const user = {
  username: 'demo',
  name: null,
  currency: 'EUR' as const,
  balance: 1000,
  bonus: 250,
  openBets: 2,
};

/** A JWT-shaped token with an exp claim (the signature is the server's business). */
const jwt = (expSeconds: number) => `h.${btoa(JSON.stringify({ exp: expSeconds })).replace(/=+$/, '')}.s`;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('session', () => {
  beforeEach(() => {
    useSession.getState().clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('persists the token and user under auth, and forgets them on clear', () => {
    useSession.getState().signIn('tok', user);
    expect(JSON.parse(localStorage.getItem(AUTH_KEY) ?? '{}')).toEqual({ token: 'tok', user });
    useSession.getState().clear();
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
  });

  it('sends the jwt header when logged in and clears the session on a 401 for its token', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(401, { statusCode: 401, message: 'expired' }));
    useSession.getState().signIn('tok', user);
    await expect(apiRequest('/player/details')).rejects.toThrow('expired');
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.jwt).toBe('tok');
    expect(useSession.getState().user).toBeNull();
  });

  it('a 401 for another token (a token being tried) leaves the session alone', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(401, { statusCode: 401, message: 'no' }));
    useSession.getState().signIn('tok', user);
    await expect(apiRequest('/player/details', {}, { token: 'other' })).rejects.toThrow();
    expect(useSession.getState().user).not.toBeNull();
  });

  it('clears itself when the token expires', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z'));
    useSession.getState().signIn(jwt(Date.now() / 1000 + 60), user);
    vi.advanceTimersByTime(59_000);
    expect(useSession.getState().user).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(useSession.getState().user).toBeNull();
  });

  it('reads the expiry of a JWT and nothing from other tokens', () => {
    expect(tokenExpiry(jwt(1_800_000_000))).toBe(1_800_000_000_000);
    expect(tokenExpiry('opaque-token')).toBeNull();
  });

  it('logout clears every trace locally even when the server call fails, and tells the listeners', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cleared = vi.fn();
    const stop = onSignOut(cleared);
    useSession.getState().signIn('tok', user);
    useSession.getState().setRewards({ freeBets: 2, boostTokens: 1, playthroughHistory: 1 });
    await signOut();
    const state = useSession.getState();
    expect([state.token, state.user, state.freeBets, state.boostTokens, state.playthroughHistory]).toEqual([
      null,
      null,
      0,
      0,
      0,
    ]);
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(cleared).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logout posts the form body with the old token', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { status: 'success', message: null }));
    useSession.getState().signIn('tok', user);
    await signOut();
    const [url, init = {}] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/auth/logout');
    expect((init.headers as Record<string, string>).jwt).toBe('tok');
    expect(String(init.body)).toContain('username=demo');
    expect(String(init.body)).toContain('website=sport');
  });
});

describe('session refreshes', () => {
  beforeEach(() => {
    useSession.getState().clear();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('the open-bet count asked for by several at once is one call, plus one after it for those who asked meanwhile', async () => {
    let answered = 0;
    const pending: ((response: Response) => void)[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          pending.push(resolve);
        }),
    );
    useSession.getState().signIn('tok', user);
    const first = refreshOpenBets();
    const second = refreshOpenBets();
    const third = refreshOpenBets();
    expect(second).toBe(third);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answered += 1;
    pending.shift()?.(answer(200, { bets: [], total: 1 }));
    await first;
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answered += 1;
    pending.shift()?.(answer(200, { bets: [], total: 2 }));
    await Promise.all([second, third]);
    expect(fetch).toHaveBeenCalledTimes(answered);
    expect(useSession.getState().user?.openBets).toBe(2);
  });
});

describe('session upkeep', () => {
  beforeEach(() => {
    useSession.getState().clear();
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('owns the open-bet count: once at start and once a minute, the 2 s and 5 s refreshes are the balance alone', async () => {
    const details = {
      user: { username: 'demo', name: null },
      balance: { cash: 1000, bonus: 0, currency: 'EUR' },
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/v1/bets')) return answer(200, { bets: [], total: 0 });
      if (url.startsWith('/player/details')) return answer(200, details);
      return answer(200, { bonus: null, total: 0, data: [], unread: 0 });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSession.getState().signIn('tok', user);
    const stop = startSessionUpkeep();
    const openBetCalls = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/v1/bets')).length;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(openBetCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(openBetCalls()).toBe(2);
    stop();
  });
});
