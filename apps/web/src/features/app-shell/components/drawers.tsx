/**
 * The left sidebar: the sports menus (with the popular competitions), plus the header's links and a settings panel (Dark/Light,
 * Responsible Gaming, Help, Account, Settings, Support) for screens too narrow to show them in the header.
 */

import { Dialog } from '@touchline/web-kit/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings, useSettingsModal } from '@/shared/preferences';
import { paths } from '@/shared/routing/paths';
import { useIsLoggedIn } from '@/shared/session';
import { HelpLink } from '@/shared/ui/help-link';
import { Icon } from '@/shared/ui/icon';
import { useShellUi } from '../ui-store';
import styles from './drawers.module.css';
import { EsportsMenu, PopularCompetitions, QuickMenu, SportsMenu } from './sports-lists';

/** `menus`, composed by the layout, take the sports menus' place (the casino menu in the casino zone). */
export function LeftSidebar({ menus }: { menus?: ReactNode }) {
  const { t } = useTranslation();
  const open = useShellUi((state) => state.leftOpen);
  const setOpen = useShellUi((state) => state.setLeftOpen);
  const theme = useSettings((state) => state.theme);
  const setTheme = useSettings((state) => state.setTheme);
  const openSettings = useSettingsModal((state) => state.setOpen);
  const loggedIn = useIsLoggedIn();
  return (
    <Dialog
      open={open}
      title={t('nav.menu')}
      closeLabel={t('modal.close')}
      onClose={() => setOpen(false)}
      size="full"
      side="left"
    >
      <div className={styles.settingsPanel}>
        <fieldset className={styles.themeSwitch}>
          <legend className="visually-hidden">{t('settings.theme')}</legend>
          <button type="button" aria-pressed={theme === 'dark'} onClick={() => setTheme('dark')}>
            <Icon name="moon" size={16} />
            {t('nav.darkMode')}
          </button>
          <button type="button" aria-pressed={theme === 'light'} onClick={() => setTheme('light')}>
            <Icon name="sun" size={16} />
            {t('nav.lightMode')}
          </button>
        </fieldset>
        <ul className={styles.links}>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                openSettings(true);
              }}
            >
              <Icon name="gear" size={18} />
              {t('nav.settings')}
            </button>
          </li>
          <li>
            <Link to={loggedIn ? paths.accountBets() : paths.login(paths.accountBets())}>
              <Icon name="user" size={18} />
              {t('nav.account')}
            </Link>
          </li>
          <li>
            <HelpLink to="/help/responsible-gambling">
              <Icon name="lock" size={18} />
              {t('nav.responsibleGaming')}
            </HelpLink>
          </li>
          <li>
            <HelpLink to={paths.help()}>
              <Icon name="help" size={18} />
              {t('nav.help')}
            </HelpLink>
          </li>
          <li>
            <HelpLink to="/help/contact-us">
              <Icon name="help" size={18} />
              {t('nav.support')}
            </HelpLink>
          </li>
        </ul>
      </div>
      <div className={styles.menus}>
        {menus || (
          <>
            <QuickMenu />
            <PopularCompetitions />
            <SportsMenu />
            <EsportsMenu />
          </>
        )}
      </div>
    </Dialog>
  );
}
