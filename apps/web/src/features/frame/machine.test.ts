import type { GlobalToSportMessage } from '@touchline/contract';
import { GlobalToSportMessage as GlobalSchema } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFrameMachine,
  type FrameEffects,
  type FrameMachine,
  isFrameVisible,
  KEEPALIVE_MS,
  type SportMessage,
} from './machine';

const message = (event: string, details: object = {}): GlobalToSportMessage =>
  GlobalSchema.parse({ source: 'global', event, details });

interface Harness {
  machine: FrameMachine;
  posted: SportMessage[];
  effects: { [K in keyof FrameEffects]: ReturnType<typeof vi.fn> };
  user: { present: boolean; token: string | null; balanceAt: number; redirect: string | null };
}

function harness({ app = false }: { app?: boolean } = {}): Harness {
  const user = {
    present: false,
    token: null as string | null,
    balanceAt: 0,
    redirect: null as string | null,
  };
  const posted: SportMessage[] = [];
  const effects = {
    post: vi.fn((m: SportMessage) => posted.push(m)),
    hasUser: vi.fn(() => user.present),
    storedToken: vi.fn(() => user.token),
    handOverToken: vi.fn(async () => (user.token ? `single-use-of-${user.token}` : null)),
    adoptToken: vi.fn(async (token: string) => {
      user.token = token;
      user.present = true;
    }),
    signOut: vi.fn(async () => {
      user.present = false;
      user.token = null;
    }),
    loadUser: vi.fn(async () => {}),
    refreshBalance: vi.fn(async () => {
      user.balanceAt = Date.now();
    }),
    setInboxUnread: vi.fn(),
    syncPlayer: vi.fn(async () => {}),
    verifySession: vi.fn(async () => {}),
    keepSession: vi.fn(async () => {}),
    lastBalanceAt: vi.fn(() => user.balanceAt),
    takeRedirect: vi.fn(() => {
      const target = user.redirect;
      user.redirect = null;
      return target;
    }),
    goTo: vi.fn(),
    goHome: vi.fn(),
    runQueryActions: vi.fn(),
    showRestrictedRegion: vi.fn(),
    tagEvent: vi.fn(),
    nativeLoginInstead: vi.fn((url: string) => app && url.endsWith('/login')),
    report: vi.fn(),
  };
  const machine = createFrameMachine(effects as unknown as FrameEffects);
  machine.start();
  return { machine, posted, effects, user };
}

const events = (posted: SportMessage[]) => posted.map((m) => m.event);
const receive = (h: Harness, event: string, details: object = {}) =>
  h.machine.send({ type: 'message', message: message(event, details) });

describe('account frame machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('inbox_count from the account site gives its new count to the Inbox badge', () => {
    const h = harness();
    receive(h, 'inbox_count', { new: 3, total: 7 });
    receive(h, 'inbox_count', { new: 0, total: 7 });
    expect(h.effects.setInboxUnread.mock.calls).toEqual([[3], [0]]);
  });

  it('hands gtm_push_action events to the tag manager, registration_abandoned included', () => {
    const h = harness();
    receive(h, 'gtm_push_action', { event: 'registration_abandoned', step: 2 });
    expect(h.effects.tagEvent.mock.calls).toEqual([[{ event: 'registration_abandoned', step: 2 }]]);
  });

  it('keeps one message in its slot until app_ready, then sends it before the start-up sequence', () => {
    const h = harness();
    h.machine.send({ type: 'open', path: '/registration' });
    h.machine.send({ type: 'open', path: '/login' });
    expect(h.posted).toEqual([]);
    receive(h, 'app_ready');
    expect(h.posted[0]).toEqual({ event: 'show', details: { path: '/login' } });
    expect(events(h.posted)).toEqual(['show', 'get_sport_token']);
    expect(h.effects.loadUser).toHaveBeenCalledTimes(1);
    expect(h.effects.runQueryActions).toHaveBeenCalledTimes(1);
  });

  it('after app_ready hands the session over as a single-use token, then asks for the token, and refreshes the balance at 1 s and 3 s', async () => {
    const h = harness();
    h.user.token = 'stored';
    h.user.present = true;
    receive(h, 'app_ready');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.posted.filter((m) => m.event.includes('token'))).toEqual([
      { event: 'sport_token', details: { token: 'single-use-of-stored' } },
      { event: 'get_sport_token', details: {} },
    ]);
    expect(h.effects.refreshBalance).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(h.effects.refreshBalance).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.effects.refreshBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.effects.refreshBalance).toHaveBeenCalledTimes(2);
  });

  it('is visible only once active and page-ready; page_ready alone does not pop it up', () => {
    const h = harness();
    receive(h, 'app_ready');
    receive(h, 'page_ready', { url: 'https://account.test/' });
    expect(isFrameVisible(h.machine.getState())).toBe(false);
    h.machine.send({ type: 'open', path: '/login' });
    expect(h.machine.getState().view).toBe('opening');
    receive(h, 'page_ready', { url: 'https://account.test/login' });
    expect(isFrameVisible(h.machine.getState())).toBe(true);
    expect(h.machine.getState().url).toBe('https://account.test/login');
  });

  it('in the app, a login page reported by page_ready opens the native login instead of the frame', () => {
    const h = harness({ app: true });
    receive(h, 'app_ready');
    h.machine.send({ type: 'open', path: '/login' });
    receive(h, 'page_ready', { url: 'https://account.test/login' });
    expect(h.effects.nativeLoginInstead).toHaveBeenCalledWith('https://account.test/login');
    expect(h.machine.getState().view).toBe('hidden');
    // Another page still shows in the frame.
    h.machine.send({ type: 'open', path: '/cashier/deposit' });
    receive(h, 'page_ready', { url: 'https://account.test/cashier/deposit' });
    expect(isFrameVisible(h.machine.getState())).toBe(true);
  });

  it('show, show_help, show_cashier and show_popup show it; iframe_hidden, dismiss and a route change hide it', () => {
    const h = harness();
    receive(h, 'app_ready');
    for (const event of ['show', 'show_help', 'show_cashier']) {
      receive(h, event);
      expect(isFrameVisible(h.machine.getState())).toBe(true);
      receive(h, 'iframe_hidden');
      expect(isFrameVisible(h.machine.getState())).toBe(false);
    }
    receive(h, 'show_popup', { popup: 'rewards' });
    expect(isFrameVisible(h.machine.getState())).toBe(true);
    h.machine.send({ type: 'dismiss' });
    expect(isFrameVisible(h.machine.getState())).toBe(false);
    receive(h, 'show');
    h.machine.send({ type: 'route_change' });
    expect(isFrameVisible(h.machine.getState())).toBe(false);
  });

  it('a route change leaves a frame that is still opening alone', () => {
    const h = harness();
    receive(h, 'app_ready');
    h.machine.send({ type: 'open', path: '/login' });
    h.machine.send({ type: 'route_change' });
    receive(h, 'page_ready', { url: 'https://account.test/login' });
    expect(isFrameVisible(h.machine.getState())).toBe(true);
  });

  it('a login in the frame hides it, finishes at 1 s, syncs, redirects and notifies at 0.5 s and 2 s', async () => {
    const h = harness();
    receive(h, 'app_ready');
    h.machine.send({ type: 'open', path: '/login' });
    receive(h, 'page_ready', { url: 'https://account.test/login' });
    h.user.redirect = '/account/bets';
    h.posted.length = 0;
    receive(h, 'sport_token', { token: 'one-time' });
    receive(h, 'action_done', { action: 'login' });
    expect(isFrameVisible(h.machine.getState())).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.effects.adoptToken).toHaveBeenCalledWith('one-time');
    expect(h.effects.syncPlayer).toHaveBeenCalledTimes(1);
    expect(h.effects.goTo).toHaveBeenCalledWith('/account/bets');
    await vi.advanceTimersByTimeAsync(499);
    expect(events(h.posted)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events(h.posted)).toEqual(['logged_in']);
    await vi.advanceTimersByTimeAsync(500);
    expect(events(h.posted)).toEqual(['logged_in', 'sportLoginFinished']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events(h.posted)).toEqual(['logged_in', 'sportLoginFinished', 'update_freebets']);
  });

  it('a login without a token asks the account site for one again', async () => {
    const h = harness();
    receive(h, 'app_ready');
    h.posted.length = 0;
    receive(h, 'action_done', { action: 'login' });
    await vi.advanceTimersByTimeAsync(0);
    expect(events(h.posted)).toEqual(['get_sport_token']);
    expect(h.effects.syncPlayer).not.toHaveBeenCalled();
  });

  it('a login whose token comes only when asked again still syncs and goes to the saved redirect target', async () => {
    const h = harness();
    receive(h, 'app_ready');
    h.user.redirect = '/account/bets';
    receive(h, 'action_done', { action: 'login' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.effects.goTo).not.toHaveBeenCalled();
    receive(h, 'sport_token', { token: 'late' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.effects.adoptToken).toHaveBeenCalledWith('late');
    expect(h.effects.syncPlayer).toHaveBeenCalledTimes(1);
    expect(h.effects.goTo).toHaveBeenCalledWith('/account/bets');
  });

  it('a single-use token the account site sends twice is exchanged once, and the login redirects once', async () => {
    const h = harness();
    receive(h, 'app_ready');
    h.user.redirect = '/account/bets';
    // A slow exchange: the repeat arrives while the first is still with the server.
    let answer: () => void = () => {};
    h.effects.adoptToken.mockImplementationOnce(
      (token: string) =>
        new Promise<void>((done) => {
          answer = () => {
            h.user.token = `access-for-${token}`;
            h.user.present = true;
            done();
          };
        }),
    );
    receive(h, 'sport_token', { token: 'one-time' });
    receive(h, 'sport_token', { token: 'one-time' });
    receive(h, 'action_done', { action: 'login' });
    await vi.advanceTimersByTimeAsync(100);
    expect(h.effects.goTo).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.effects.adoptToken).toHaveBeenCalledTimes(1);
    expect(h.effects.syncPlayer).toHaveBeenCalledTimes(1);
    expect(h.effects.goTo).toHaveBeenCalledTimes(1);
    expect(h.effects.goTo).toHaveBeenCalledWith('/account/bets');
    await vi.advanceTimersByTimeAsync(2000);
    expect(events(h.posted).filter((e) => e === 'sportLoginFinished')).toHaveLength(1);
  });

  it('any other action_done sends sportRegistrationFinished after 1 s', async () => {
    const h = harness();
    receive(h, 'app_ready');
    h.posted.length = 0;
    receive(h, 'action_done', { action: 'registration' });
    await vi.advanceTimersByTimeAsync(999);
    expect(events(h.posted)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events(h.posted)).toEqual(['sportRegistrationFinished']);
  });

  it.each(['log_out', 'logout'])(
    '%s clears the session, goes home and sends logged_out after 0.5 s',
    async (event) => {
      const h = harness();
      h.user.present = true;
      receive(h, 'app_ready');
      h.posted.length = 0;
      receive(h, event);
      expect(h.effects.signOut).toHaveBeenCalledTimes(1);
      expect(h.effects.goHome).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(499);
      expect(events(h.posted)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(events(h.posted)).toEqual(['logged_out']);
    },
  );

  it('the popup-logged-out popup signs out instead of showing', () => {
    const h = harness();
    h.user.present = true;
    receive(h, 'app_ready');
    receive(h, 'show_popup', { popup: 'popup-logged-out' });
    expect(h.effects.signOut).toHaveBeenCalledTimes(1);
    expect(isFrameVisible(h.machine.getState())).toBe(false);
  });

  it('an empty sport_token clears a session; the token already held is not exchanged again', async () => {
    const h = harness();
    h.user.present = true;
    h.user.token = 'held';
    receive(h, 'app_ready');
    receive(h, 'sport_token', { token: 'held' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.effects.adoptToken).not.toHaveBeenCalled();
    receive(h, 'sport_token', { token: '' });
    expect(h.effects.signOut).toHaveBeenCalledTimes(1);
    receive(h, 'sport_token', { token: null });
    expect(h.effects.signOut).toHaveBeenCalledTimes(1);
  });

  it('the login check verifies the session when no balance came within 10 s of the token request', async () => {
    const h = harness();
    h.user.present = true;
    h.user.balanceAt = Date.now() - 20_000;
    h.effects.refreshBalance.mockImplementation(async () => {});
    receive(h, 'app_ready');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.effects.verifySession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.effects.verifySession).toHaveBeenCalledTimes(1);
  });

  it('the login check stays quiet when the balance is recent', async () => {
    const h = harness();
    h.user.present = true;
    h.user.balanceAt = Date.now() - 5_000;
    receive(h, 'app_ready');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.effects.verifySession).not.toHaveBeenCalled();
  });

  it('keepalive goes out every 30 s only for a user who did something since the last one', async () => {
    const h = harness();
    receive(h, 'app_ready');
    h.posted.length = 0;
    h.machine.send({ type: 'activity' });
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    expect(events(h.posted)).toEqual([]);
    h.user.present = true;
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    expect(events(h.posted)).toEqual(['keep_session']);
    expect(h.effects.keepSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    expect(events(h.posted)).toEqual(['keep_session']);
    h.machine.send({ type: 'activity' });
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS - 1);
    expect(events(h.posted)).toEqual(['keep_session']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events(h.posted)).toEqual(['keep_session', 'keep_session']);
  });

  it('activity inside the frame (its keep_session) counts for the next tick: one keep-session call per tick, whatever the source', async () => {
    const h = harness();
    h.user.present = true;
    receive(h, 'app_ready');
    h.posted.length = 0;
    receive(h, 'keep_session');
    h.machine.send({ type: 'activity' });
    receive(h, 'keep_session');
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    expect(events(h.posted)).toEqual(['keep_session']);
    expect(h.effects.keepSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    expect(h.effects.keepSession).toHaveBeenCalledTimes(1);
  });

  it('show_restricted_region_popup shows the popup after 3.5 s', async () => {
    const h = harness();
    receive(h, 'app_ready');
    receive(h, 'show_restricted_region_popup');
    await vi.advanceTimersByTimeAsync(3499);
    expect(h.effects.showRestrictedRegion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.effects.showRestrictedRegion).toHaveBeenCalledTimes(1);
  });

  it('a sportsbook logout sends logged_out after 0.5 s even before app_ready (queued)', async () => {
    const h = harness();
    h.user.present = true;
    h.machine.send({ type: 'logout' });
    await vi.advanceTimersByTimeAsync(500);
    expect(h.posted).toEqual([]);
    receive(h, 'app_ready');
    expect(events(h.posted)[0]).toBe('logged_out');
  });
});
