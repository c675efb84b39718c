/**
 * Headers. Mobile: back (in the app, off home), search, My Bets
 * with the open-bet badge, balance, Join and Log in. Desktop: burger, logo, navigation with a More
 * dropdown, dark/light toggle, balance, Register and Log in.
 */
import { badgeText, formatMoney } from '@touchline/betting';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { openAccountFrame } from '@/shared/account-frame';
import { isApp } from '@/shared/native/platform';
import { useSettings, useSettingsModal } from '@/shared/preferences';
import { paths } from '@/shared/routing/paths';
import { useBalanceFresh, useSession } from '@/shared/session';
import { Icon } from '@/shared/ui/icon';
import { useNavigation } from '../api/get-navigation';
import { visibleItems } from '../navigation';
import { useShellUi } from '../ui-store';
import { useNavigationContext } from '../use-navigation-context';
import styles from './header.module.css';
import { Logo } from './logo';
import { NavItem, useItemLabel } from './nav-item';

/** Log in and Join open the account site in the frame (the forbidden modal when login is disabled). */
function useLoginAction() {
  return (target: 'login' | 'registration') => {
    openAccountFrame(target === 'login' ? '/login' : '/registration');
  };
}

/** The balance (money plus the active playthrough); it opens the account sidebar. */
function Balance() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const fresh = useBalanceFresh();
  const setRightOpen = useShellUi((state) => state.setRightOpen);
  if (!user) return null;
  // Until the server's balance of this visit is in, a placeholder: the stored one may be out of date.
  return (
    <button
      type="button"
      className={styles.balance}
      onClick={() => setRightOpen(true)}
      aria-haspopup="dialog"
      aria-busy={!fresh}
      data-testid="header-balance"
    >
      <Icon name="wallet" size={16} />
      <span className="visually-hidden">{t('session.balance')} </span>
      {fresh ? (
        formatMoney(user.balance + user.bonus, user.currency, currentBrand.locale)
      ) : (
        <span className={styles.balanceBone} aria-hidden="true" data-testid="balance-loading" />
      )}
    </button>
  );
}

function AuthButtons({
  joinKey,
  className,
}: {
  joinKey: 'nav.join' | 'nav.register';
  className: string | undefined;
}) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const act = useLoginAction();
  if (user) return null;
  return (
    <>
      <button type="button" className={`${styles.join} ${className}`} onClick={() => act('registration')}>
        {t(joinKey)}
      </button>
      <button type="button" className={`${styles.login} ${className}`} onClick={() => act('login')}>
        {t('nav.login')}
      </button>
    </>
  );
}

/**
 * The phone header's back button: in the app only, on every page but home. The first page of the visit
 * (a deep link, a notification) has nothing behind it: there it goes home.
 */
function AppBack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  if (!isApp() || pathname === paths.home()) return null;
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.mobileOnly}`}
      onClick={() => (key === 'default' ? navigate(paths.home()) : navigate(-1))}
      aria-label={t('nav.back')}
    >
      <Icon name="chevronLeft" size={24} />
    </button>
  );
}

function MoreMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { navigation, remote } = useNavigation();
  const ctx = useNavigationContext();
  const label = useItemLabel();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menu
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const items = visibleItems(navigation.header.more, ctx);
  if (items.length === 0) return null;
  return (
    <div className={styles.more} ref={root}>
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t('nav.more')}
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <ul id={menuId} className={styles.moreMenu}>
          {items.map((item) => (
            <li key={item.key}>
              <NavItem
                item={item}
                label={label(item, remote)}
                className={styles.moreItem}
                badgeClassName={styles.badge}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { navigation, remote } = useNavigation();
  const ctx = useNavigationContext();
  const label = useItemLabel();
  const theme = useSettings((state) => state.theme);
  const toggleTheme = useSettings((state) => state.toggleTheme);
  const openSettings = useSettingsModal((state) => state.setOpen);
  const setLeftOpen = useShellUi((state) => state.setLeftOpen);
  const openBets = useSession((state) => state.user?.openBets ?? 0);
  const loggedIn = useSession((state) => state.user !== null);
  const betsBadge = badgeText(openBets);
  const main = visibleItems(navigation.header.main, ctx);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <AppBack />
        <button
          type="button"
          className={`${styles.iconButton} ${styles.desktopOnly}`}
          onClick={() => setLeftOpen(true)}
          aria-label={t('nav.menu')}
        >
          <Icon name="menu" size={22} />
        </button>
        <Logo className={styles.logo} />
        <nav className={`${styles.nav} ${styles.desktopOnly}`} aria-label={t('nav.mainNavigation')}>
          {main.map((item) => (
            <NavItem
              key={item.key}
              item={item}
              label={label(item, remote)}
              className={styles.navLink}
              activeClassName={styles.active}
              badgeClassName={styles.badge}
            />
          ))}
          <MoreMenu />
        </nav>
        <div className={styles.actions}>
          <Link
            to={paths.search()}
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label={t('nav.search')}
          >
            <Icon name="search" size={22} />
          </Link>
          {/* The header's My Bets is a logged-in bettor's; a guest has Log in beside it (and My Bets in
              the bottom navigation), and a phone's header has no room for both. */}
          {loggedIn ? (
            <Link
              to={paths.accountBets()}
              className={`${styles.iconButton} ${styles.mobileOnly}`}
              aria-label={t('nav.myBets')}
            >
              <Icon name="ticket" size={22} />
              {betsBadge ? <span className={styles.iconBadge}>{betsBadge}</span> : null}
            </Link>
          ) : null}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.desktopOnly}`}
            onClick={toggleTheme}
            aria-label={t(theme === 'dark' ? 'nav.switchToLight' : 'nav.switchToDark')}
            data-testid="theme-toggle"
          >
            <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
          </button>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.desktopOnly}`}
            onClick={() => openSettings(true)}
            aria-label={t('nav.settings')}
            data-testid="open-settings"
          >
            <Icon name="gear" size={20} />
          </button>
          <Balance />
          <AuthButtons joinKey="nav.join" className={styles.mobileOnly} />
          <AuthButtons joinKey="nav.register" className={styles.desktopOnly} />
        </div>
      </div>
    </header>
  );
}
