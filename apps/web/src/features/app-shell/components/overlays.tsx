/**
 * Scroll-to-top, toasts, the network and forbidden modals and the restricted-country notice
 * (betting-core.md sections 8 and 9; shell-and-account.md section 2.5 items 8 to 10).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnline, onOnlineChange, onScroll, scrollOffset, scrollToTop } from '@/shared/platform/page';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';
import { useIpCheck } from '../api/get-ip-check';
import { useShellUi } from '../ui-store';
import styles from './overlays.module.css';

/** Scroll-to-top shows after 300 px (betting-core.md section 9). */
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

export function Toasts() {
  const { t } = useTranslation();
  const toasts = useShellUi((state) => state.toasts);
  const dismiss = useShellUi((state) => state.dismissToast);
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

export function NetworkModal() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(isOnline());
  useEffect(() => onOnlineChange(setOnline), []);
  return (
    <Dialog open={!online} title={t('modal.networkTitle')} blocking role="alertdialog" size="sm">
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

export function ForbiddenModal() {
  const { t } = useTranslation();
  const open = useShellUi((state) => state.forbiddenOpen);
  const setOpen = useShellUi((state) => state.setForbiddenOpen);
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      title={t('modal.forbiddenTitle')}
      onClose={close}
      size="sm"
      footer={
        <button type="button" className={styles.primary} onClick={close}>
          {t('modal.forbiddenClose')}
        </button>
      }
    >
      <div className={styles.centered}>
        <span className={styles.bigIcon}>
          <Icon name="block" size={32} />
        </span>
        <p>{t('modal.forbiddenBody')}</p>
      </div>
    </Dialog>
  );
}

/** Full-screen notice when the server declines the visitor's location (shell-and-account.md section 2.5 item 8). */
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
