/**
 * The live match widget of the left column on match pages:
 * teams, score, serve indicator and clock of the event on screen, kept live by the shared cache.
 */
import { useTranslation } from 'react-i18next';
import { useMarkets } from '@/shared/catalog';
import { EventTime } from '@/shared/events';
import { SportIcon } from '@/shared/ui/sport-icon';
import styles from './live-match-widget.module.css';

export function LiveMatchWidget({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { data } = useMarkets(eventId);
  if (!data) return null;
  const { event } = data;
  const live = event.is_live || event.status === 'live';
  const stats = event.stats;
  const row = (name: string | null, score: number | null | undefined, serving: boolean) => (
    <div className={styles.row}>
      <span className={styles.name}>
        {name}
        {serving ? <span className={styles.serve} role="img" aria-label={t('event.serving')} /> : null}
      </span>
      {live ? <span className={styles.score}>{score ?? 0}</span> : null}
    </div>
  );
  return (
    <section className={styles.widget} aria-label={event.name}>
      <header className={styles.header}>
        <SportIcon slug={event.sport.slug} size={16} />
        <span className={styles.competition}>{event.competition_name}</span>
      </header>
      {event.home_team && event.away_team ? (
        <>
          {row(event.home_team, stats?.home_scores, live && stats?.server === 1)}
          {row(event.away_team, stats?.away_scores, live && stats?.server === 2)}
        </>
      ) : (
        <div className={styles.row}>
          <span className={styles.name}>{event.name}</span>
        </div>
      )}
      <footer className={styles.footer}>
        <EventTime event={event} />
      </footer>
    </section>
  );
}
