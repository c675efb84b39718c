/**
 * Scroll-to-top, toasts, the network and forbidden modals and the restricted-country notice.
 */

import { setToastSink } from '@touchline/web-kit';
import { hideOutside } from '@touchline/web-kit/layers';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { closeForbidden, useAccountFrame } from '@/shared/account-frame';
import { isApp, useShellState } from '@/shared/native/platform';
import { isOnline, onOnlineChange } from '@/shared/platform/page';
import { Icon } from '@/shared/ui/icon';
import { useIpCheck } from '../api/get-ip-check';
import { useShellUi } from '../ui-store';
import styles from './overlays.module.css';

/** The toast queue; features raise toasts through shared/ui, and this list is where they land. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useShellUi((state) => state.toasts);
  const dismiss = useShellUi((state) => state.dismissToast);
  useEffect(() => {
    setToastSink((message, tone) => useShellUi.getState().toast(message, tone));
    return () => setToastSink(null);
  }, []);
  return (
    <div className={styles.toasts} aria-live="polite" role="status">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
          <span>{toast.message}</span>
          <button type="button" onClick={() => dismiss(toast.id)} aria-label={t('toast.dismiss')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

const loadModals = () => import('./modals');
const ForbiddenDialog = lazy(() => loadModals().then((m) => ({ default: m.ForbiddenDialog })));
const RestrictedScreen = lazy(() => loadModals().then((m) => ({ default: m.RestrictedScreen })));
const ScrollTop = lazy(() => loadModals().then((m) => ({ default: m.ScrollTopButton })));

/** Scroll-to-top shows only after scrolling: its code loads after the first screen. */
export function ScrollTopButton() {
  return (
    <Suspense fallback={null}>
      <ScrollTop />
    </Suspense>
  );
}

/**
 * The network modal: full screen and blocking until the connection is back. It ships with the first
 * load (no file of its own to fetch): the network may go away before anything else has loaded. Its
 * source is the mode's: the device's Network plugin in the app (the browser's events until it answers),
 * the browser's events on the web.
 */
export function NetworkModal() {
  const [online, setOnline] = useState(isOnline());
  const device = useShellState((state) => state.online);
  useEffect(() => onOnlineChange(setOnline), []);
  // The app's runtime (and with it the device's word) may not have loaded when the network goes: the
  // browser's own online state stands in until the device has answered.
  if ((isApp() ? (device ?? online) : online) !== false) return null;
  return <NetworkScreen />;
}

/**
 * A plain full-screen alert rather than the dialog component: it has no close control, no focus to trap
 * but its own, and the dialog's code stays out of the first load. The page behind leaves the
 * accessibility tree and the focus while it shows.
 */
function NetworkScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = screen.current;
    if (!node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node.focus();
    const shown = hideOutside(node);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      shown();
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);
  return createPortal(
    <div
      ref={screen}
      className={styles.networkScreen}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.restrictedPanel}>
        <span className={styles.bigIcon}>
          <Icon name="wifiOff" size={32} />
        </span>
        <h2 id={titleId}>{t('modal.networkTitle')}</h2>
        <p>{t('modal.networkBody')}</p>
        <p className={styles.wait}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('modal.networkWait')}
        </p>
      </div>
    </div>,
    document.body,
  );
}

/** Also shown instead of login or registration when login is disabled by configuration. */
export function ForbiddenModal() {
  const open = useShellUi((state) => state.forbiddenOpen);
  const setOpen = useShellUi((state) => state.setForbiddenOpen);
  const instead = useAccountFrame((state) => state.forbidden);
  if (!open && !instead) return null;
  return (
    <Suspense fallback={null}>
      <ForbiddenDialog
        onClose={() => {
          setOpen(false);
          closeForbidden();
        }}
      />
    </Suspense>
  );
}

/** Full-screen notice when the server declines the visitor's location (its markup is a chunk of its own). */
export function RestrictedNotice() {
  const { data } = useIpCheck();
  if (data?.status !== 'declined') return null;
  return (
    <Suspense fallback={null}>
      <RestrictedScreen />
    </Suspense>
  );
}
