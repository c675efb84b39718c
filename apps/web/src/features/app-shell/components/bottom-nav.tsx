/**
 * Mobile bottom navigation: a burger menu,
 * nav items (Home, Sports, In-Play, My Bets, and Rewards for a logged-in bettor) and the betslip badge; the active tab follows the route name; expanded menus collapse on
 * route change (the layout calls collapse()).
 */
import { badgeText } from '@touchline/betting';
import type { NavigationItem } from '@touchline/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSlipCount } from '@/shared/betslip';
import { paths } from '@/shared/routing/paths';
import { useIsLoggedIn } from '@/shared/session';
import { Icon, type IconName } from '@/shared/ui/icon';
import { useNavigation } from '../api/get-navigation';
import { visibleItems } from '../navigation';
import { useShellUi } from '../ui-store';
import { useNavigationContext } from '../use-navigation-context';
import styles from './bottom-nav.module.css';
import { NavItem, useItemLabel } from './nav-item';

export type BottomTab = 'home' | 'sports' | 'live' | 'account-bets' | 'rewards';

const ICONS: Record<string, IconName> = {
  casino: 'star',
  promotions: 'gift',
  rewards: 'medal',
  chatbot: 'help',
  live: 'live',
  sports: 'menu',
  betslip: 'ticket',
};

export function BottomNav({ active }: { active: BottomTab | null }) {
  const { t } = useTranslation();
  const expanded = useShellUi((state) => state.bottomExpanded);
  const setExpanded = useShellUi((state) => state.setBottomExpanded);
  const setSlipOpen = useShellUi((state) => state.setSlipOpen);
  const setLeftOpen = useShellUi((state) => state.setLeftOpen);
  const count = useSlipCount();
  const loggedIn = useIsLoggedIn();
  const { navigation, remote } = useNavigation();
  const ctx = useNavigationContext();
  const label = useItemLabel();
  const dropdown: NavigationItem[] = visibleItems(navigation.footer.dropdown, ctx);
  const slipBadge = badgeText(count);
  const tab = (name: BottomTab) => `${styles.tab} ${active === name ? styles.active : ''}`;

  return (
    <nav className={styles.bar} aria-label={t('nav.bottomNavigation')}>
      {expanded ? (
        <ul className={styles.sheet}>
          {dropdown.map((item) => (
            <li key={item.key}>
              <NavItem
                item={item}
                label={label(item, remote)}
                className={styles.sheetItem}
                badgeClassName={styles.badge}
                icon={<Icon name={ICONS[item.key] ?? 'star'} size={18} />}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.tabs}>
        <button
          type="button"
          className={styles.tab}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          // On a phone the chat is reached through this menu: the chat's notification points here.
          data-chat-anchor=""
        >
          <Icon name={expanded ? 'close' : 'menu'} size={22} />
          <span>{t('nav.menu')}</span>
        </button>
        <Link to={paths.home()} className={tab('home')} aria-current={active === 'home' ? 'page' : undefined}>
          <Icon name="home" size={22} />
          <span>{t('nav.home')}</span>
        </Link>
        <button type="button" className={tab('sports')} onClick={() => setLeftOpen(true)}>
          <Icon name="trophy" size={22} />
          <span>{t('nav.sports')}</span>
        </button>
        <Link to={paths.live()} className={tab('live')} aria-current={active === 'live' ? 'page' : undefined}>
          <Icon name="live" size={22} />
          <span>{t('nav.live')}</span>
        </Link>
        <Link
          to={loggedIn ? paths.accountBets() : paths.login(paths.accountBets())}
          className={tab('account-bets')}
          aria-current={active === 'account-bets' ? 'page' : undefined}
        >
          <Icon name="user" size={22} />
          <span>{t('nav.myBets')}</span>
        </Link>
        {loggedIn ? (
          <Link
            to={paths.rewards()}
            className={tab('rewards')}
            aria-current={active === 'rewards' ? 'page' : undefined}
          >
            <Icon name="medal" size={22} />
            <span>{t('nav.rewards')}</span>
          </Link>
        ) : null}
        <button
          type="button"
          className={`${styles.tab} ${styles.slip}`}
          onClick={() => count > 0 && setSlipOpen(true)}
          aria-disabled={count === 0}
          data-testid="bottom-slip"
        >
          <Icon name="ticket" size={22} />
          <span>{t('nav.betSlip')}</span>
          {slipBadge ? <span className={styles.badge}>{slipBadge}</span> : null}
        </button>
      </div>
    </nav>
  );
}
