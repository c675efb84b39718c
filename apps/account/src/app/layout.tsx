import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useBridge } from '@/shared/frame/bridge-context';
import { useSessionStore } from '@/shared/session/store';
import { useSite } from '@/shared/site/site-context';
import styles from './layout.module.css';

type NavKey =
  | 'deposit'
  | 'withdraw'
  | 'transactions'
  | 'history'
  | 'myAccount'
  | 'inbox'
  | 'rewards'
  | 'safeGambling'
  | 'fairGaming'
  | 'login'
  | 'registration'
  | 'help';

const CASHIER_NAV: readonly [string, NavKey][] = [
  ['/cashier/deposit', 'deposit'],
  ['/cashier/withdraw', 'withdraw'],
  ['/cashier/transactions', 'transactions'],
  ['/cashier/history', 'history'],
  ['/cashier/my-account', 'myAccount'],
  ['/inbox', 'inbox'],
  ['/rewards', 'rewards'],
  ['/account/safe-gambling-tools', 'safeGambling'],
  ['/cashier/fair-gaming', 'fairGaming'],
];

const GUEST_NAV: readonly [string, NavKey][] = [
  ['/login', 'login'],
  ['/registration', 'registration'],
  ['/help', 'help'],
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

/**
 * The section tabs scroll sideways when they do not fit. The side with more tabs fades out (the
 * data-more attribute), so a cut-off tab reads as 'more this way', and the current page's tab is
 * scrolled into view.
 */
function useSectionTabsScroll(pathname: string, tabs: readonly unknown[]) {
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page or the tabs change
  useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    const mark = () => {
      const start = nav.scrollLeft > 1;
      const end = nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : '';
      if (more) nav.dataset.more = more;
      else delete nav.dataset.more;
    };
    nav.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    mark();
    nav.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      nav.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
    // The tabs change with the login (the guest's three, the bettor's nine) as well as the page.
  }, [pathname, tabs]);
  return ref;
}

/** The frame's chrome: brand, the bettor, a Close button, the section's links, the footer. */
export function Layout() {
  const { t } = useTranslation();
  const bridge = useBridge();
  const site = useSite();
  const username = useSessionStore((state) => state.username);
  const { pathname } = useLocation();
  const nav = username && !pathname.startsWith('/help') ? CASHIER_NAV : GUEST_NAV;

  const navRef = useSectionTabsScroll(pathname, nav);

  // In the sportsbook's frame its own close button sits over this header's right end: one close only.
  const framed = site.sportsbookOrigin !== null;
  const close = () => {
    // In the frame the sportsbook hides it; opened on its own the bettor goes to the sportsbook.
    if (!bridge.send({ event: 'iframe_hidden' })) window.location.assign(site.apiUrl);
  };

  return (
    <div className={styles.shell}>
      <header className={framed ? `${styles.header} ${styles.framedHeader}` : styles.header}>
        <Link to={username ? '/cashier/my-account' : '/login'} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            T
          </span>
          {site.brand.name}
        </Link>
        {username ? <span className={styles.user}>{t('layout.loggedInAs', { username })}</span> : null}
        {framed ? null : (
          <button type="button" className={styles.close} onClick={close}>
            {t('layout.close')}
          </button>
        )}
      </header>
      <nav ref={navRef} className={styles.nav} aria-label={t('layout.navigation')}>
        {nav.map(([to, key]) => (
          <NavLink key={to} to={to} className={navClass} end={to === '/help'}>
            {t(`layout.nav.${key}`)}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <span className={styles.age} role="img" aria-label={t('layout.adultsOnly')}>
          18+
        </span>
        <Link to="/help/responsible-gambling">{t('layout.footer.responsible')}</Link>
        <Link to="/help/terms-and-conditions">{t('layout.footer.terms')}</Link>
        <Link to="/help/privacy">{t('layout.footer.privacy')}</Link>
        <Link to="/help/contact-us">{t('layout.footer.contact')}</Link>
      </footer>
    </div>
  );
}
