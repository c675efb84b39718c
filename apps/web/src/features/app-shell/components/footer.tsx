/** The footer menu with help links, settings and the responsible gambling notice. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSettings, useSettingsModal } from '@/shared/preferences';
import { paths } from '@/shared/routing/paths';
import { HelpLink } from '@/shared/ui/help-link';
import styles from './footer.module.css';
import { Logo } from './logo';

/** settingsEntries: further entries of the Settings column (list items), e.g. the cookie settings. */
export function Footer({ settingsEntries }: { settingsEntries?: ReactNode }) {
  const { t } = useTranslation();
  const openSettings = useSettingsModal((state) => state.setOpen);
  const toggleTheme = useSettings((state) => state.toggleTheme);
  const theme = useSettings((state) => state.theme);
  const lang = currentLanguage();
  return (
    <footer className={styles.footer}>
      <nav className={styles.columns} aria-label={t('nav.footerNavigation')}>
        <div>
          <h2 className={styles.heading}>{t('nav.sports')}</h2>
          <ul>
            <li>
              <Link to={paths.live()}>{t('nav.live')}</Link>
            </li>
            <li>
              <Link to={paths.allSports()}>{t('nav.allSports')}</Link>
            </li>
            <li>
              <Link to={paths.horseRacing()}>{t('nav.horseRacing')}</Link>
            </li>
            <li>
              <Link to={paths.esports(lang)}>{t('nav.esports')}</Link>
            </li>
            <li>
              <Link to={paths.virtual()}>{t('nav.virtual')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('nav.promotions')}</h2>
          <ul>
            <li>
              <Link to={paths.promotions(lang)}>{t('nav.promotions')}</Link>
            </li>
            <li>
              <Link to={paths.premiumLeague()}>{t('nav.premiumLeague')}</Link>
            </li>
            <li>
              <Link to={paths.rewards()}>{t('nav.rewards')}</Link>
            </li>
            <li>
              <Link to={paths.results()}>{t('nav.results')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('nav.help')}</h2>
          <ul>
            <li>
              <HelpLink to={paths.help()}>{t('nav.help')}</HelpLink>
            </li>
            <li>
              <HelpLink to="/help/responsible-gambling">{t('nav.responsibleGaming')}</HelpLink>
            </li>
            <li>
              <HelpLink to="/help/contact-us">{t('nav.support')}</HelpLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('nav.settings')}</h2>
          <ul>
            <li>
              <button type="button" onClick={() => openSettings(true)} data-testid="footer-settings">
                {t('nav.settings')}
              </button>
            </li>
            <li>
              <button type="button" onClick={toggleTheme} data-testid="footer-theme">
                {t(theme === 'dark' ? 'nav.switchToLight' : 'nav.switchToDark')}
              </button>
            </li>
            {settingsEntries}
          </ul>
        </div>
      </nav>
      <div className={styles.legal}>
        <Logo />
        <p>
          <span className={styles.adult}>{t('app.adult')}</span> {t('app.footerLegal')}
        </p>
        <p className={styles.copy}>{t('app.copyright')}</p>
      </div>
    </footer>
  );
}
