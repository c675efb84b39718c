/**
 * The account frame as an explicit machine: the account site (login, registration, cashier, help) lives
 * on its own origin in an iframe over the sportsbook, and the two sides talk in protocol messages.
 * Plain TypeScript: React only subscribes to the state and forwards events. Every timing runs through
 * the timers module, so tests drive them with a fake clock.
 */
import type { GlobalToSportMessage, SportToGlobalMessage } from '@touchline/contract';
import type { z } from 'zod';
import { after, cancel, every, now, type TimerId } from '@/shared/platform/timers';

/** Balance refreshes after app_ready and after a login in the frame. */
export const BALANCE_REFRESH_AFTER_MS = [1000, 3000] as const;
/** sportLoginFinished / sportRegistrationFinished go out this long after action_done. */
export const ACTION_FINISHED_DELAY_MS = 1000;
/** After a frame login: logged_in, then update_freebets. */
export const LOGGED_IN_NOTICE_MS = 500;
export const UPDATE_FREEBETS_NOTICE_MS = 2000;
/** logged_out goes out this long after a logout. */
export const LOGGED_OUT_NOTICE_MS = 500;
/** The login check runs this long after a token request; it fires when no balance came in that window. */
export const LOGIN_CHECK_MS = 10_000;
/** Keepalive period: a keep_session goes out only when the bettor did something since the last one. */
export const KEEPALIVE_MS = 30_000;
/** Delay of the restricted-region popup the account site asks for. */
export const RESTRICTED_POPUP_DELAY_MS = 3500;
/** The account site's popup that says the session ended there. */
export const POPUP_LOGGED_OUT = 'popup-logged-out';

type Distribute<T> = T extends unknown ? Omit<T, 'v' | 'source'> : never;
/** A message to the account site, without the envelope the transport adds (version and source). */
export type SportMessage = Distribute<z.input<typeof SportToGlobalMessage>>;

/** loading: the account site has not said app_ready yet; ready: it has. */
export type FrameStatus = 'loading' | 'ready';
/** hidden; opening: asked to show, waiting for its page; shown: active and page-ready. */
export type FrameView = 'hidden' | 'opening' | 'shown';

export interface FrameState {
  status: FrameStatus;
  view: FrameView;
  /** The account page last reported by page_ready. */
  url: string | null;
  /** The account page asked for by the sportsbook, if any. */
  path: string | null;
}

export type FrameEvent =
  | { type: 'message'; message: GlobalToSportMessage }
  | { type: 'open'; path: string }
  | { type: 'dismiss' }
  | { type: 'route_change' }
  | { type: 'activity' }
  | { type: 'became_active' }
  | { type: 'logout' };

/** What the machine needs from the rest of the app (the session, navigation, the transport). */
/** The path, query and hash of a URL on this page's own origin; null for any other origin. */
export function ownPagePath(url: string, origin: string = globalThis.location?.origin ?? ''): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

export interface FrameEffects {
  /** Posts to the account site (the transport encodes and checks the origin). */
  post: (message: SportMessage) => void;
  hasUser: () => boolean;
  /** The access token kept across reloads, if any. */
  storedToken: () => string | null;
  /**
   * A single-use sport token of the session held, for the account site to exchange; null without one.
   * The access token itself never crosses the frame.
   */
  handOverToken: () => Promise<string | null>;
  /** A token from the account site: exchange or adopt it and load the user. */
  adoptToken: (token: string) => Promise<void>;
  /** Clears every trace of the session locally and ends it on the server (failures logged). */
  signOut: () => Promise<void>;
  loadUser: () => Promise<void>;
  refreshBalance: () => Promise<void>;
  /** The account site's inbox counts: `unread` is the Inbox badge. */
  setInboxUnread: (unread: number) => void;
  syncPlayer: () => Promise<void>;
  /** Asks the server whether the session still lives; a dead one is cleared. */
  verifySession: () => Promise<void>;
  /** The server side of keep_session. */
  keepSession: () => Promise<void>;
  /** When the balance last came in (ms, same clock as timers.now). */
  lastBalanceAt: () => number;
  /** The page to return to after a login, taken once. */
  takeRedirect: () => string | null;
  goTo: (path: string) => void;
  goHome: () => void;
  /** The query-parameter actions of the page (login_with_token, cashier, help...). */
  runQueryActions: () => void;
  showRestrictedRegion: () => void;
  /** An event the account site has for the tag manager (the consent rules decide whether it goes). */
  tagEvent: (details: { event: string; [key: string]: unknown }) => void;
  /**
   * In the app, a login page of the account site opens the native login instead: true when it did (the
   * frame then stays hidden). Always false on the web.
   */
  nativeLoginInstead: (url: string) => boolean;
  report: (error: unknown) => void;
}

export interface FrameMachine {
  send: (event: FrameEvent) => void;
  getState: () => FrameState;
  subscribe: (listener: () => void) => () => void;
  /** Starts the keepalive period. */
  start: () => void;
  dispose: () => void;
}

export const INITIAL_FRAME_STATE: FrameState = { status: 'loading', view: 'hidden', url: null, path: null };

export const isFrameVisible = (state: FrameState): boolean => state.view === 'shown';

export function createFrameMachine(effects: FrameEffects): FrameMachine {
  let state: FrameState = INITIAL_FRAME_STATE;
  const listeners = new Set<() => void>();
  const timers = new Set<TimerId>();
  /** One slot: before app_ready the latest message waits here and goes out on app_ready. */
  let queued: SportMessage | null = null;
  let active = false;
  /** Set by any mouse, touch, click, key or scroll; read and reset by the keepalive. */
  let activity = false;
  let keepalive: TimerId | null = null;
  /** The latest token work, so a login flow waits for the token the account site just sent. */
  let tokenWork: Promise<void> = Promise.resolve();
  /** A login finished in the frame before its token arrived: the token's arrival completes it. */
  let loginAwaitsToken = false;
  /** The last token the account site sent: a single-use token is exchanged once, a repeat is ignored. */
  let lastSportToken: string | null = null;

  const set = (next: Partial<FrameState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const later = (ms: number, run: () => void) => {
    const id = after(ms, () => {
      timers.delete(id);
      run();
    });
    timers.add(id);
  };

  const run = (work: () => Promise<void>) => {
    work().catch(effects.report);
  };

  const post = (message: SportMessage) => {
    if (state.status === 'ready') effects.post(message);
    else queued = message;
  };

  const hide = () => {
    if (state.view !== 'hidden') set({ view: 'hidden' });
  };

  const requestToken = () => {
    post({ event: 'get_sport_token', details: {} });
    const requestedAt = now();
    // The logout check: no balance within the window after asking for the token means the session
    // may have ended elsewhere, so ask the server.
    later(LOGIN_CHECK_MS, () => {
      if (!effects.hasUser()) return;
      if (requestedAt - effects.lastBalanceAt() > LOGIN_CHECK_MS) run(effects.verifySession);
    });
  };

  const refreshBalanceLater = () => {
    for (const ms of BALANCE_REFRESH_AFTER_MS) later(ms, () => run(effects.refreshBalance));
  };

  const signOut = () => {
    hide();
    effects.goHome();
    run(effects.signOut);
    later(LOGGED_OUT_NOTICE_MS, () => post({ event: 'logged_out', details: {} }));
  };

  const onAppReady = () => {
    set({ status: 'ready' });
    const waiting = queued;
    queued = null;
    if (waiting) effects.post(waiting);
    // The session held goes first (as a single-use token the account site exchanges), so the account
    // site knows it before it answers the token request (an empty answer would otherwise end a session
    // it simply had not heard of yet).
    if (effects.storedToken()) {
      run(async () => {
        try {
          const token = await effects.handOverToken();
          if (token) post({ event: 'sport_token', details: { token } });
        } finally {
          requestToken();
        }
      });
    } else {
      requestToken();
    }
    run(effects.loadUser);
    refreshBalanceLater();
    effects.runQueryActions();
  };

  /** The player sync and the saved redirect target of a login, once the sportsbook holds its session. */
  const finishLogin = async () => {
    await effects.syncPlayer();
    const redirect = effects.takeRedirect();
    if (redirect) effects.goTo(redirect);
  };

  const onLoginDone = () => {
    hide();
    later(ACTION_FINISHED_DELAY_MS, () => post({ event: 'sportLoginFinished', details: {} }));
    run(async () => {
      await tokenWork;
      // No token came with the login (the account site could not mint one, or it is still on its way):
      // ask for it again, and finish the login when it comes.
      if (!effects.hasUser()) {
        loginAwaitsToken = true;
        return requestToken();
      }
      await finishLogin();
    });
    refreshBalanceLater();
    later(LOGGED_IN_NOTICE_MS, () => post({ event: 'logged_in', details: {} }));
    later(UPDATE_FREEBETS_NOTICE_MS, () => post({ event: 'update_freebets', details: {} }));
  };

  const onMessage = (message: GlobalToSportMessage) => {
    switch (message.event) {
      case 'app_ready':
        return onAppReady();
      case 'page_ready':
        if (effects.nativeLoginInstead(message.details.url)) {
          active = false;
          hide();
          return set({ url: message.details.url });
        }
        return set({ url: message.details.url, view: active ? 'shown' : state.view });
      case 'show':
      case 'show_help':
      case 'show_cashier':
        active = true;
        return set({ view: 'shown', path: message.details.path ?? state.path });
      case 'show_popup':
        if (message.details.popup === POPUP_LOGGED_OUT) return signOut();
        active = true;
        return set({ view: 'shown' });
      case 'iframe_hidden':
        active = false;
        return hide();
      case 'action_done':
        active = false;
        if (message.details.action === 'login') return onLoginDone();
        hide();
        later(ACTION_FINISHED_DELAY_MS, () => post({ event: 'sportRegistrationFinished', details: {} }));
        return;
      case 'log_out':
      case 'logout':
        active = false;
        return signOut();
      case 'sport_token': {
        const token = message.details.token?.trim() ?? '';
        if (token === '') {
          // An empty token means the account site holds no session: so the sportsbook holds none either.
          if (effects.hasUser()) signOut();
          return;
        }
        if (token === effects.storedToken() || token === lastSportToken) return;
        lastSportToken = token;
        tokenWork = tokenWork
          .then(() => effects.adoptToken(token))
          .then(() => {
            if (!loginAwaitsToken || !effects.hasUser()) return;
            loginAwaitsToken = false;
            return finishLogin();
          })
          .catch(effects.report);
        return;
      }
      case 'show_restricted_region_popup':
        later(RESTRICTED_POPUP_DELAY_MS, effects.showRestrictedRegion);
        return;
      case 'balance_update':
        run(effects.refreshBalance);
        return;
      case 'inbox_count':
        effects.setInboxUnread(message.details.new);
        return;
      case 'go_back': {
        // The cashier sends the bettor back (a quick deposit's backUrl): only to a page of this origin.
        const path = ownPagePath(message.details.url);
        if (path === null) return;
        active = false;
        hide();
        effects.goTo(path);
        return;
      }
      case 'keep_session':
        // The bettor was active inside the frame (its events never reach this page): the next
        // keepalive tick counts it. The tick is this machine's alone.
        activity = true;
        return;
      case 'gtm_push_action':
        effects.tagEvent(message.details);
        return;
      default:
        // user_data needs nothing from the frame machine.
        return;
    }
  };

  const send = (event: FrameEvent) => {
    switch (event.type) {
      case 'message':
        return onMessage(event.message);
      case 'open':
        active = true;
        set({ view: 'opening', path: event.path });
        return post({ event: 'show', details: { path: event.path } });
      case 'dismiss':
        active = false;
        return hide();
      case 'route_change':
        if (state.view !== 'shown') return;
        active = false;
        return hide();
      case 'activity':
        activity = true;
        return;
      case 'became_active':
        if (state.status === 'ready') requestToken();
        return;
      case 'logout':
        return signOut();
    }
  };

  return {
    send,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (keepalive !== null) return;
      keepalive = every(KEEPALIVE_MS, () => {
        if (!activity || !effects.hasUser()) return;
        activity = false;
        post({ event: 'keep_session', details: {} });
        run(effects.keepSession);
      });
    },
    dispose() {
      cancel(keepalive);
      keepalive = null;
      for (const id of timers) cancel(id);
      timers.clear();
      listeners.clear();
    },
  };
}
