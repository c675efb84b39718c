/**
 * The account frame: the account site in an iframe kept loaded in the background, shown full screen
 * over a dimmed backdrop when the machine says so. It also runs the query actions of the page. Its own
 * chunk, loaded after the first paint.
 */

import { keepPageShown } from '@touchline/web-kit/layers';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { isLoginPage, openForbidden, takeRedirect, useAccountFrame } from '@/shared/account-frame';
import { useConfig } from '@/shared/api/config';
import { currentLanguage } from '@/shared/i18n/i18n';
import { onVisibilityChange } from '@/shared/platform/page';
import { useSettings } from '@/shared/preferences';
import { Icon } from '@/shared/ui/icon';
import { applePayMessages, isApplePayMessage } from './apple-pay-messages';
import { frameEffects } from './frame-effects';
import styles from './frame-host.module.css';
import { createFrameMachine, type FrameMachine, INITIAL_FRAME_STATE, isFrameVisible } from './machine';
import { connectFrame, type FrameTransport, originOf } from './transport';
import { useQueryActions } from './use-query-actions';
// This feature's texts (English at once, the page's language fetched with it).
import './texts';

/** Every kind of input that counts as activity for the keepalive. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'touchstart', 'click', 'keydown', 'scroll'] as const;

/** The address the frame loads: the account site with brand, language and theme. */
export function frameSource(origin: string, lang: string, theme: string, parent: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('bookmaker', currentBrand.bookmaker);
  url.searchParams.set('lang', lang);
  url.searchParams.set('theme', theme);
  url.searchParams.set('origin', parent);
  return url.toString();
}

/** The requests already carried out (ids grow with each request). */
const handled = { request: 0, close: 0, logout: 0 };

/** Before the frame is committed there is no machine: nothing to subscribe to, the initial state. */
const subscribeToNothing = () => () => {};
const initialState = () => INITIAL_FRAME_STATE;

interface Wired {
  machine: FrameMachine;
  transport: FrameTransport;
}

export default function FrameHost() {
  const config = useConfig();
  const origin = config.data ? originOf(config.data.brand.global_iframe) : null;
  const loginEnabled = config.data?.operator.login_enabled !== false;
  return origin ? <Frame origin={origin} loginEnabled={loginEnabled} /> : null;
}

function Frame({ origin, loginEnabled }: { origin: string; loginEnabled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useSettings((state) => state.theme);
  const iframe = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const loginEnabledRef = useRef(loginEnabled);
  loginEnabledRef.current = loginEnabled;
  const { runNow, runOnReady } = useQueryActions(navigateRef);

  // The language and theme the frame starts with; later changes do not reload it (the session would
  // blink), the account site follows its own settings from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fixed for the life of the frame
  const source = useMemo(
    () => frameSource(origin, currentLanguage(), theme, window.location.origin),
    [origin],
  );

  // The transport listens on the window and the machine keeps timers: both are made when the frame is
  // committed, never while rendering. React may render and then throw a render away (one interrupted by
  // a route change, or suspended), and a listener made there would never be removed: it would act on
  // every message of the account site a second time, exchange the same single-use token again (refused)
  // and could take the saved redirect target with a navigate of a page that never showed.
  const [wired, setWired] = useState<Wired | null>(null);
  useLayoutEffect(() => {
    const applePay = applePayMessages((message) => transport.send(message));
    const transport = connectFrame({
      host: window,
      origin,
      target: () => iframe.current?.contentWindow ?? null,
      onMessage: (message) =>
        isApplePayMessage(message) ? applePay(message) : machine.send({ type: 'message', message }),
    });
    const machine = createFrameMachine(
      frameEffects({
        post: (message) => transport.send(message),
        navigate: (path) => navigateRef.current(path),
        takeRedirect,
        runQueryActions: runOnReady,
      }),
    );
    machine.start();
    setWired({ machine, transport });
    return () => {
      machine.dispose();
      transport.dispose();
      setWired(null);
    };
  }, [origin, runOnReady]);

  const state = useSyncExternalStore(
    wired?.machine.subscribe ?? subscribeToNothing,
    wired?.machine.getState ?? initialState,
  );
  const visible = isFrameVisible(state);

  // The frame shows above an open dialog or slip sheet (a login they asked for): it lives in the page
  // those hide from the accessibility tree, so the page is back in it while the frame shows. Counted in
  // the same commit that shows or hides it, so whoever reads whether the page is covered when the
  // frame's attributes change (usePageCovered) reads it right.
  useLayoutEffect(() => (visible ? keepPageShown() : undefined), [visible]);

  useEffect(() => {
    if (wired) runNow();
  }, [wired, runNow]);

  // Requests from the rest of the app: open a page, close, log out. Those made before the frame was
  // mounted are carried out now; a close made then has nothing left to close.
  useEffect(() => {
    if (!wired) return;
    const handle = (state: ReturnType<typeof useAccountFrame.getState>) => {
      if (state.request && state.request.id > handled.request) {
        handled.request = state.request.id;
        // A login asked for before the configuration said login is disabled.
        if (!loginEnabledRef.current && isLoginPage(state.request.path)) openForbidden();
        else wired.machine.send({ type: 'open', path: state.request.path });
      }
      if (state.closeId > handled.close) {
        handled.close = state.closeId;
        wired.machine.send({ type: 'dismiss' });
      }
      if (state.logoutId > handled.logout) {
        handled.logout = state.logoutId;
        wired.machine.send({ type: 'logout' });
      }
    };
    handled.close = useAccountFrame.getState().closeId;
    handle(useAccountFrame.getState());
    useAccountFrame.setState({ hostReady: true });
    const stop = useAccountFrame.subscribe(handle);
    return () => {
      stop();
      useAccountFrame.setState({ hostReady: false });
    };
  }, [wired]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    wired?.machine.send({ type: 'route_change' });
  }, [location.pathname]);

  useEffect(() => {
    if (!wired) return;
    const mark = () => wired.machine.send({ type: 'activity' });
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, mark, { passive: true, capture: true });
    const stopVisibility = onVisibilityChange((shown) => {
      if (shown) wired.machine.send({ type: 'became_active' });
    });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, mark, { capture: true });
      stopVisibility();
    };
  }, [wired]);

  // An accessible dialog: focus into the frame on open, kept inside, Escape closes, focus returns.
  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    iframe.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        wired?.machine.send({ type: 'dismiss' });
      }
      if (event.key === 'Tab' && document.activeElement === closeButton.current) {
        event.preventDefault();
        iframe.current?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.current?.contains(event.target as Node)) closeButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [visible, wired]);

  return (
    <div className={`${styles.root} ${visible ? styles.visible : ''}`} data-frame-state={state.view}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={() => wired?.machine.send({ type: 'dismiss' })}
      />
      <div
        ref={dialog}
        className={styles.panel}
        role="dialog"
        aria-modal={visible}
        aria-label={t('frame.title')}
        aria-hidden={!visible}
        inert={!visible}
      >
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          onClick={() => wired?.machine.send({ type: 'dismiss' })}
          aria-label={t('frame.close')}
        >
          <Icon name="close" size={20} />
        </button>
        <iframe
          ref={iframe}
          className={styles.iframe}
          src={source}
          title={t('frame.title')}
          tabIndex={visible ? 0 : -1}
          allow="payment"
        />
      </div>
      <RestrictedRegionPopup />
    </div>
  );
}

function RestrictedRegionPopup() {
  const { t } = useTranslation();
  const open = useAccountFrame((state) => state.restrictedRegion);
  if (!open) return null;
  return (
    <div
      className={styles.restricted}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="frame-restricted"
    >
      <div className={styles.restrictedPanel}>
        <Icon name="block" size={32} />
        <h2 id="frame-restricted">{t('frame.restrictedTitle')}</h2>
        <p>{t('frame.restrictedBody')}</p>
        <button type="button" onClick={() => useAccountFrame.setState({ restrictedRegion: false })}>
          {t('frame.restrictedClose')}
        </button>
      </div>
    </div>
  );
}
