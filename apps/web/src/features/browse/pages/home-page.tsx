/** Home: highlights, live now from /home tabs.live, top competitions from bets_stats. */
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBetsStats, useHome } from '@/shared/catalog';
import { EventRow } from '@/shared/events/event-row';
import { Section } from '@/shared/events/section';
import { paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { SportIcon } from '@/shared/ui/sport-icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import styles from './pages.module.css';

const LIVE_SHOWN = 8;
const HIGHLIGHTS_SHOWN = 12;
/**
 * Placeholders as tall as the rows they stand for (a row with its competition line is about 100 px),
 * so the sections below do not jump when the data arrives (Lighthouse CLS).
 */
const ROW_PLACEHOLDER_PX = 100;

function TopCompetitions() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useBetsStats();
  return (
    <Section title={t('home.topCompetitions')} icon={<Icon name="trophy" size={18} />}>
      {isPending ? (
        <Skeleton rows={2} height={40} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.competitions_stats.length + data.sports_stats.length === 0 ? (
        <EmptyState message={t('state.empty')} icon="trophy" />
      ) : (
        <>
          <ul className={styles.chips}>
            {data.competitions_stats.slice(0, 12).map((stat) => (
              <li key={stat.competition_id}>
                <Link
                  to={paths.competition(stat.translated_sport_slug, stat.translated_slug)}
                  className={styles.chip}
                >
                  <SportIcon slug={stat.sport_slug} altSlug={stat.icon} size={16} />
                  {stat.translated_name || stat.name}
                </Link>
              </li>
            ))}
          </ul>
          {data.sports_stats.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{t('home.topSports')}</h3>
              <ul className={styles.chips}>
                {data.sports_stats.slice(0, 10).map((stat) => (
                  <li key={stat.sport_id}>
                    <Link
                      to={paths.sport(stat.translated_sport_slug || stat.translated_slug)}
                      className={styles.chip}
                    >
                      <SportIcon slug={stat.sport_slug} altSlug={stat.icon} size={16} />
                      {stat.translated_name || stat.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </Section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const home = useHome();
  // The lists render in a transition React can interrupt, so their arrival is no long task.
  const data = useDeferredValue(home.data);
  const loading = data === undefined && !home.isError;
  const failed = data === undefined && home.isError;
  const live = data?.tabs.live.events ?? [];
  const highlights = data?.tabs.highlights.events ?? [];
  return (
    <div className={styles.page}>
      {/* The same markup as the boot shell's hero (build/boot-hero.ts), so the one replaces the other
          without a visible change. */}
      <section className="home-hero" aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title" className="home-hero-title">
            {t('home.heroTitle')}
          </h1>
          <p className="home-hero-body">{t('home.heroBody')}</p>
        </div>
        <Link to={paths.live()} className="home-hero-cta">
          <span className="live-dot" aria-hidden="true" />
          {t('home.heroCta')}
        </Link>
      </section>

      <Section
        title={t('home.liveNow')}
        icon={<span className="live-dot" aria-hidden="true" />}
        action={{ to: paths.live(), label: t('home.viewAll') }}
        flush
        id="home-live"
      >
        {loading ? (
          <Skeleton rows={LIVE_SHOWN} height={ROW_PLACEHOLDER_PX} />
        ) : failed ? (
          <ErrorState onRetry={() => void home.refetch()} />
        ) : live.length === 0 ? (
          <EmptyState message={t('live.sorryNoEvents')} icon="live" />
        ) : (
          live.slice(0, LIVE_SHOWN).map((event) => <EventRow key={event.id} event={event} showCompetition />)
        )}
      </Section>

      <Section title={t('home.highlights')} icon={<Icon name="star" size={18} />} flush id="home-highlights">
        {loading ? (
          <Skeleton rows={HIGHLIGHTS_SHOWN} height={ROW_PLACEHOLDER_PX} />
        ) : failed ? (
          <ErrorState onRetry={() => void home.refetch()} />
        ) : highlights.length === 0 ? (
          <EmptyState message={t('state.empty')} />
        ) : (
          highlights
            .slice(0, HIGHLIGHTS_SHOWN)
            .map((event) => <EventRow key={event.id} event={event} showCompetition />)
        )}
      </Section>

      <TopCompetitions />
    </div>
  );
}
