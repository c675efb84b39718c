/**
 * The phone's sports strip, in every first load (the left column's menus are in sports-lists.tsx).
 */
import type { Sport } from '@touchline/contract';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSports } from '@/shared/catalog';
import { currentLanguage } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { SportIcon } from '@/shared/ui/sport-icon';
import styles from './sports-menu.module.css';

/** Sports the all-sports list shows: with events or outrights, plus parents. */
export const listedSports = (sports: readonly Sport[]) =>
  sports.filter((sport) => sport.category === 'sport' && (sport.total > 0 || sport.is_parent));

/** Horizontal quick links under the header (mobile and desktop). */
export function SportsStrip() {
  const { t } = useTranslation();
  const { data } = useSports();
  const top = listedSports(data?.data ?? [])
    .filter((sport) => sport.event_count > 0)
    .sort((a, b) => b.event_count - a.event_count)
    .slice(0, 10);
  const lang = currentLanguage();
  const chip = ({ isActive }: { isActive: boolean }) => `${styles.chip} ${isActive ? styles.chipActive : ''}`;
  return (
    <nav className={styles.strip} aria-label={t('nav.sportsMenu')}>
      <NavLink to={paths.home()} end className={chip}>
        <Icon name="home" size={18} />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink to={paths.live()} className={chip}>
        <span className={styles.liveDot} aria-hidden="true" />
        <span>{t('nav.live')}</span>
      </NavLink>
      {top.map((sport) => (
        <NavLink key={sport.id} to={paths.sport(sport.translated_slug)} className={chip}>
          <SportIcon slug={sport.slug} altSlug={sport.icon} size={18} />
          <span>{sport.name}</span>
        </NavLink>
      ))}
      <NavLink to={paths.horseRacing()} className={chip}>
        <SportIcon slug="horse-racing" size={18} />
        <span>{t('nav.horseRacing')}</span>
      </NavLink>
      <NavLink to={paths.greyhounds()} className={chip}>
        <SportIcon slug="greyhounds" size={18} />
        <span>{t('nav.greyhounds')}</span>
      </NavLink>
      <NavLink to={paths.esports(lang)} className={chip}>
        <SportIcon slug="esports" size={18} />
        <span>{t('nav.esports')}</span>
      </NavLink>
      <NavLink to={paths.virtual()} className={chip}>
        <SportIcon slug="virtual" size={18} />
        <span>{t('nav.virtual')}</span>
      </NavLink>
      <NavLink to={paths.allSports()} className={chip}>
        <Icon name="menu" size={18} />
        <span>{t('nav.allSports')}</span>
      </NavLink>
    </nav>
  );
}
