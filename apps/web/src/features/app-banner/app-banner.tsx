/**
 * The native app banner on a phone-width web visit: 'Open' (the app is installed, or the browser
 * cannot tell) tries the app's deep link and goes to the store if the page is still visible after
 * 1600 ms; 'Install' (the browser says it is not installed) goes to the store. Closing it hides it for
 * 30 days. Inside the app, an in-app browser, where the platform shows its own app banner or where the
 * platform's store does not list the brand's app it renders nothing.
 */
import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appLinksOf } from '@/brands/app-stores';
import { currentBrand } from '@/brands/current-brand';
import { isApp } from '@/shared/native/platform';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { Icon } from '@/shared/ui/icon';
import styles from './app-banner.module.css';
import { dismissBanner } from './dismissal';
import { type InstallStatus, installStatus } from './install-status';
import { openAppOrStore } from './open-probe';
import { bannerAllowedIn, storePage } from './rules';
import { textsReady } from './texts';

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
const touchPoints = () => (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints);

/** A banner that fails leaves the page as it is. */
const hidden = () => null;

export default function SafeAppBanner() {
  return (
    <ErrorBoundary fallback={hidden}>
      <AppBanner />
    </ErrorBoundary>
  );
}

function AppBanner() {
  use(textsReady);
  const { t } = useTranslation();
  const links = appLinksOf(currentBrand);
  const store = storePage(links, userAgent(), touchPoints());
  const [shown, setShown] = useState(
    () => !isApp() && bannerAllowedIn(userAgent(), touchPoints()) && store !== null,
  );
  const [installed, setInstalled] = useState<InstallStatus>(null);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    void installStatus().then((status) => {
      if (live) setInstalled(status);
    });
    return () => {
      live = false;
    };
  }, [shown]);

  if (!shown || store === null) return null;
  const path = typeof window === 'undefined' ? '/' : window.location.pathname;

  return (
    <aside className={styles.banner} aria-label={t('appBanner.region')}>
      <button
        type="button"
        className={styles.close}
        aria-label={t('appBanner.close')}
        onClick={() => {
          dismissBanner();
          setShown(false);
        }}
      >
        <Icon name="close" />
      </button>
      <span className={styles.mark}>
        <Icon name="ticket" size={24} />
      </span>
      <span className={styles.copy}>
        <span className={styles.title}>{t('appBanner.title')}</span>
        <span className={styles.text}>{t('appBanner.text')}</span>
      </span>
      {installed === false ? (
        <a className={styles.action} href={store} rel="noopener">
          {t('appBanner.install')}
        </a>
      ) : (
        <button
          type="button"
          className={styles.action}
          onClick={() => openAppOrStore(links.deepLink(path), store)}
        >
          {t('appBanner.open')}
        </button>
      )}
    </aside>
  );
}
