/**
 * The app's full-screen location splash: a loader while locating, then what the bettor can do in each
 * status (allow location, turn it on in the settings, retry, or pick a country site when the check
 * declines the location). The page behind leaves the accessibility tree and the focus while it shows.
 */
import type { Country } from '@touchline/contract';
import { hideOutside } from '@touchline/web-kit/layers';
import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { countrySiteHref } from '@/brands/country-site';
import { currentLanguage } from '@/shared/i18n/i18n';
import { SPLASH_COUNTRIES } from './constants';
import styles from './location-splash.module.css';
import type { SplashState } from './machine';
import type { LocationDevice, SplashPage } from './ports';
import { useLocationSplash } from './use-location-splash';

export interface LocationSplashProps {
  device: LocationDevice;
  page: SplashPage;
  /** Told once the check has passed for this country. */
  onPassed?: () => void;
}

/** The splash as long as the check is not done; nothing once it is. */
export function LocationSplash({ device, page, onPassed }: LocationSplashProps) {
  const { state, splash } = useLocationSplash(device, page);
  const passed = state.status === 'done';
  useEffect(() => {
    if (passed) onPassed?.();
  }, [passed, onPassed]);
  if (passed) return null;
  return <SplashScreen state={state} onRetry={splash.retry} onAllow={splash.allow} />;
}

function PinIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

const countryName = (country: Country, lang: string): string => {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
};

export interface SplashScreenProps {
  state: Exclude<SplashState, { status: 'done' }>;
  onRetry: () => void;
  onAllow: () => void;
}

/** One status of the splash; the presentational half, rendered as is by the screenshots and tests. */
export function SplashScreen({ state, onRetry, onAllow }: SplashScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const screen = useRef<HTMLDivElement>(null);
  const lang = currentLanguage();
  const countries = useMemo(
    () => SPLASH_COUNTRIES.map((country) => ({ country, name: countryName(country, lang) })),
    [lang],
  );

  useEffect(() => {
    const node = screen.current;
    if (!node) return;
    node.focus();
    const shown = hideOutside(node);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      shown();
      document.body.style.overflow = overflow;
    };
  }, []);

  const busy = state.status === 'locating' || state.status === 'switching';
  const texts = {
    locating: { title: t('locationSplash.locatingTitle'), body: t('locationSplash.locatingBody') },
    switching: { title: t('locationSplash.switchingTitle'), body: t('locationSplash.switchingBody') },
    request_permissions: {
      title: t('locationSplash.permissionTitle'),
      body: t('locationSplash.permissionBody'),
    },
    denied: { title: t('locationSplash.deniedTitle'), body: t('locationSplash.deniedBody') },
    error: { title: t('locationSplash.errorTitle'), body: t('locationSplash.errorBody') },
    declined: { title: t('locationSplash.declinedTitle'), body: t('locationSplash.declinedBody') },
  }[state.status];

  return createPortal(
    <div
      ref={screen}
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      aria-busy={busy}
      tabIndex={-1}
      data-status={state.status}
      data-testid="location-splash"
    >
      <div className={styles.panel}>
        {busy ? (
          <span className={styles.loader} role="progressbar" aria-label={t('locationSplash.loading')} />
        ) : (
          <span className={`${styles.icon} ${state.status === 'request_permissions' ? '' : styles.problem}`}>
            <PinIcon />
          </span>
        )}
        <h2 id={titleId}>{texts.title}</h2>
        <p id={bodyId}>{texts.body}</p>
        {state.status === 'request_permissions' ? (
          <button type="button" className={styles.primary} onClick={onAllow}>
            {t('locationSplash.allow')}
          </button>
        ) : null}
        {state.status === 'declined' ? (
          <nav aria-label={t('locationSplash.countrySites')}>
            <ul className={styles.countries}>
              {countries.map(({ country, name }) => (
                <li key={country}>
                  <a href={countrySiteHref(country)} data-country={country}>
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {state.status === 'denied' || state.status === 'error' || state.status === 'declined' ? (
          <button type="button" className={styles.primary} onClick={onRetry}>
            {t('locationSplash.retry')}
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
