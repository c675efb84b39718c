/**
 * The left column's menus: the quick menu, the popular competitions (the left sidebar's), top sports,
 * the all-sports list and the e-sports list. Apart from the phone's sports strip so that a phone, whose
 * first screen shows none of them, does not load them with it.
 */
import type { Sport } from '@touchline/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useBetsStats, useSports } from '@/shared/catalog';
import { currentLanguage } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routing/paths';
import { Icon, type IconName } from '@/shared/ui/icon';
import { SportIcon } from '@/shared/ui/sport-icon';
import { listedSports } from './sports-menu';
import styles from './sports-menu.module.css';

const TOP_SPORTS = 8;
const POPULAR_COMPETITIONS = 8;

function QuickLink({
  to,
  icon,
  label,
  sportSlug,
}: {
  to: string;
  icon?: IconName;
  label: string;
  sportSlug?: string;
}) {
  return (
    <li>
      <NavLink to={to} end className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
        <span className={styles.icon}>
          {icon ? <Icon name={icon} size={18} /> : <SportIcon slug={sportSlug} size={18} />}
        </span>
        <span className={styles.name}>{label}</span>
      </NavLink>
    </li>
  );
}

export function QuickMenu() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.quickLinks')} className={styles.block}>
      <ul>
        <QuickLink to={paths.home()} icon="home" label={t('nav.home')} />
        <QuickLink to={paths.live()} icon="live" label={t('nav.live')} />
        <QuickLink to={paths.horseRacing()} sportSlug="horse-racing" label={t('nav.horseRacing')} />
        <QuickLink to={paths.greyhounds()} sportSlug="greyhounds" label={t('nav.greyhounds')} />
        <QuickLink to={paths.esports(currentLanguage())} sportSlug="esports" label={t('nav.esports')} />
        <QuickLink to={paths.virtual()} sportSlug="virtual" label={t('nav.virtual')} />
        <QuickLink to={paths.promotions(currentLanguage())} icon="gift" label={t('nav.promotions')} />
        <QuickLink to={paths.results()} icon="trophy" label={t('nav.results')} />
      </ul>
    </nav>
  );
}

function SportLink({ sport, to }: { sport: Sport; to: string }) {
  return (
    <li>
      <NavLink to={to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
        <span className={styles.icon}>
          <SportIcon slug={sport.slug} altSlug={sport.icon} size={18} />
        </span>
        <span className={styles.name}>{sport.name}</span>
        {sport.total > 0 ? <span className={styles.count}>{sport.total}</span> : null}
      </NavLink>
    </li>
  );
}

/** The competitions bettors bet on most (bets_stats), under 'Popular'. */
export function PopularCompetitions() {
  const { t } = useTranslation();
  const { data } = useBetsStats();
  const competitions = (data?.competitions_stats ?? []).slice(0, POPULAR_COMPETITIONS);
  if (competitions.length === 0) return null;
  return (
    <nav aria-labelledby="menu-popular" className={styles.block}>
      <h2 id="menu-popular" className={styles.heading}>
        {t('nav.popular')}
      </h2>
      <ul>
        {competitions.map((stat) => (
          <li key={stat.competition_id}>
            <NavLink
              to={paths.competition(stat.translated_sport_slug, stat.translated_slug)}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              <span className={styles.icon}>
                <SportIcon slug={stat.sport_slug} altSlug={stat.icon} size={18} />
              </span>
              <span className={styles.name}>{stat.translated_name || stat.name}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SportsMenu() {
  const { t } = useTranslation();
  const { data } = useSports();
  const sports = listedSports(data?.data ?? []);
  const top = [...sports].sort((a, b) => b.event_count - a.event_count).slice(0, TOP_SPORTS);
  const az = [...sports].sort((a, b) => a.name.localeCompare(b.name));
  if (sports.length === 0) return null;
  return (
    <>
      <nav aria-labelledby="menu-top-sports" className={styles.block}>
        <h2 id="menu-top-sports" className={styles.heading}>
          {t('nav.topSports')}
        </h2>
        <ul>
          {top.map((sport) => (
            <SportLink key={sport.id} sport={sport} to={paths.sport(sport.translated_slug)} />
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="menu-az-sports" className={styles.block}>
        <h2 id="menu-az-sports" className={styles.heading}>
          {t('nav.azSports')}
        </h2>
        <ul>
          {az.map((sport) => (
            <SportLink key={sport.id} sport={sport} to={paths.sport(sport.translated_slug)} />
          ))}
        </ul>
      </nav>
    </>
  );
}

export function EsportsMenu() {
  const { t } = useTranslation();
  const { data } = useSports();
  const esports = (data?.data ?? []).filter((sport) => sport.category === 'esport' && sport.total > 0);
  if (esports.length === 0) return null;
  return (
    <nav aria-labelledby="menu-esports" className={styles.block}>
      <h2 id="menu-esports" className={styles.heading}>
        {t('nav.esports')}
      </h2>
      <ul>
        {esports.map((sport) => (
          <SportLink
            key={sport.id}
            sport={sport}
            to={paths.esports(currentLanguage(), sport.translated_slug)}
          />
        ))}
      </ul>
    </nav>
  );
}
