/**
 * The left column's casino menu in the casino zone: Home, Casino with its categories, Live Casino and
 * Sport, plus Games History on staging builds only.
 */
import { CASINO_CATEGORIES } from '@touchline/contract';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { useCasinoText } from '../i18n';
import { casinoPaths } from '../model/lobby-url';
import styles from './casino-menu.module.css';

/** Staging builds show the Games History entry; the page itself works for every logged-in bettor. */
export const showsGamesHistory = (): boolean => import.meta.env.MODE === 'staging';

const link = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

export function CasinoMenu() {
  const text = useCasinoText();
  const { pathname } = useLocation();
  // The bare lobby address is the 'all' category.
  const lobbyActive = pathname === casinoPaths.lobby() || pathname === '/casinov2/all/';
  return (
    <nav aria-label={text('menu.label')} className={styles.menu}>
      <ul>
        <li>
          <NavLink to={paths.home()} end className={link}>
            <Icon name="home" size={18} />
            <span>{text('menu.home')}</span>
          </NavLink>
        </li>
        <li>
          <Link
            to={casinoPaths.lobby()}
            className={link({ isActive: lobbyActive })}
            aria-current={lobbyActive ? 'page' : undefined}
          >
            <Icon name="star" size={18} />
            <span>{text('menu.casino')}</span>
          </Link>
          <ul className={styles.sub}>
            {CASINO_CATEGORIES.filter((category) => category !== 'all' && category !== 'live-casino').map(
              (category) => (
                <li key={category}>
                  <NavLink to={casinoPaths.lobby(category)} className={link}>
                    <span>{text(`categories.${category}`)}</span>
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </li>
        <li>
          <NavLink to={casinoPaths.lobby('live-casino')} className={link}>
            <Icon name="live" size={18} />
            <span>{text('menu.liveCasino')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.home()} className={link}>
            <Icon name="trophy" size={18} />
            <span>{text('menu.sport')}</span>
          </NavLink>
        </li>
        {showsGamesHistory() ? (
          <li>
            <NavLink to={casinoPaths.history()} className={link}>
              <Icon name="chart" size={18} />
              <span>{text('menu.history')}</span>
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
