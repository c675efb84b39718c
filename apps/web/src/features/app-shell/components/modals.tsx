/**
 * The forbidden modal, the restricted-country screen and scroll-to-top. Their own chunk: the first
 * paint never shows them. (The network modal ships with the
 * first load, in overlays.tsx: it must show when nothing more can be fetched.)
 */

import { Dialog } from '@touchline/web-kit/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onScroll, scrollOffset, scrollToTop } from '@/shared/platform/page';
import { HelpLink } from '@/shared/ui/help-link';
import { Icon } from '@/shared/ui/icon';
import styles from './overlays.module.css';

export function ForbiddenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={t('modal.forbiddenTitle')}
      closeLabel={t('modal.close')}
      onClose={onClose}
      size="sm"
      // Its one close control is the CLOSE button: a second one named Close would make two of that name.
      closeButton={false}
      footer={
        <button type="button" className={styles.primary} onClick={onClose}>
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

/** The restricted-country notice: full screen, when the server declines the visitor's location. */
export function RestrictedScreen() {
  const { t } = useTranslation();
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
        <HelpLink className={styles.primary} to="/help/contact-us" reload>
          {t('nav.support')}
        </HelpLink>
      </div>
    </div>
  );
}

/** Scroll-to-top shows after 300 px. */
export const SCROLL_TOP_AFTER_PX = 300;

export function ScrollTopButton() {
  const { t } = useTranslation();
  // The page may already be scrolled when this code arrives (it loads after the first screen): read once
  // mounted, never while rendering, where reading the scroll offset would lay out the page in between.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(scrollOffset() > SCROLL_TOP_AFTER_PX);
    update();
    return onScroll(update);
  }, []);
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
