/**
 * Scroll-to-top, toasts, the network and forbidden modals and the restricted-country notice.
 */

import { setToastSink } from '@touchline/web-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeForbidden, useAccountFrame } from '@/shared/account-frame';
import { isOnline, onOnlineChange, onScroll, scrollOffset, scrollToTop } from '@/shared/platform/page';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';
import { useIpCheck } from '../api/get-ip-check';
import { useShellUi } from '../ui-store';
import styles from './overlays.module.css';

/** Scroll-to-top shows after 300 px. */
export const SCROLL_TOP_AFTER_PX = 300;

export function ScrollTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => onScroll(() => setShown(scrollOffset() > SCROLL_TOP_AFTER_PX)), []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      onClick={() => scrollToTop()}
      aria-label={t('nav.backToTop')}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}

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

/**
 * The network modal: full screen and blocking until the connection is back. It ships with the first
 * load (no file of its own to fetch): the network may go away before anything else has loaded.
 */
export function NetworkModal() {
  const [online, setOnline] = useState(isOnline());
  useEffect(() => onOnlineChange(setOnline), []);
  if (online) return null;
  return <NetworkScreen />;
}

function NetworkScreen() {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('modal.networkTitle')} blocking role="alertdialog" size="screen">
      <div className={styles.centered}>
        <span className={styles.bigIcon}>
          <Icon name="wifiOff" size={32} />
        </span>
        <p>{t('modal.networkBody')}</p>
        <p className={styles.wait}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('modal.networkWait')}
        </p>
      </div>
    </Dialog>
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

/** Full-screen notice when the server declines the visitor's location. */
export function RestrictedNotice() {
  const { t } = useTranslation();
  const { data } = useIpCheck();
  if (data?.status !== 'declined') return null;
  return (
    <div
      className={styles.restricted}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="restricted-title"
    >
      <div className={styles.restrictedPanel}>
        <span className={styles.bigIcon}>
          <Icon name="block" size={32} />
        </span>
        <h2 id="restricted-title">{t('modal.restrictedTitle')}</h2>
        <p>{t('modal.restrictedBody')}</p>
        <a className={styles.primary} href="/help/contact-us">
          {t('nav.support')}
        </a>
      </div>
    </div>
  );
}
