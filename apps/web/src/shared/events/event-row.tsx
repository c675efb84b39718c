/**
 * One event in a list: time or live clock, teams with scores and the serve indicator, the main market's
 * prices and a link to every market.
 */
import type { Event, Market } from '@touchline/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OddsButton } from '@/shared/betslip';
import { eventHref } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import styles from './event-row.module.css';
import { EventTime } from './event-time';

/** Short column labels of a three-way market: 1, X, 2. */
const THREE_WAY = ['1', 'X', '2'];

function outcomeLabel(market: Market, index: number): string | null {
  if (market.layout === 'three_way' && market.outcomes.length === 3) return THREE_WAY[index] ?? null;
  if (market.layout === 'two_way' && market.outcomes.length === 2) return index === 0 ? '1' : '2';
  return null;
}

function Team({
  name,
  score,
  set,
  serving,
}: {
  name: string;
  score: number | null;
  set: number | null;
  /** The serve indicator's label when this side serves, else null. */
  serving: string | null;
}) {
  return (
    <div className={styles.team}>
      <span className={styles.teamName}>
        {name}
        {serving ? (
          <span className={styles.serve} role="img" aria-label={serving} data-testid="serve" />
        ) : null}
      </span>
      {set !== null ? <span className={styles.set}>{set}</span> : null}
      {score !== null ? (
        <span className={styles.score} data-testid="score">
          {score}
        </span>
      ) : null}
    </div>
  );
}

function EventRowView({ event, showCompetition = false }: { event: Event; showCompetition?: boolean }) {
  const { t } = useTranslation();
  const market = event.markets?.[0];
  const href = eventHref(event);
  const stats = event.stats;
  const live = event.is_live || event.status === 'live';
  const more = Math.max(0, event.markets_count - (event.markets?.length ?? 0));
  const outcomes = market?.outcomes.slice(0, 3) ?? [];
  return (
    <article
      className={`${styles.row} ${live ? styles.isLive : ''}`}
      data-event-id={event.id}
      aria-label={event.name}
    >
      <Link to={href} className={styles.main}>
        <div className={styles.meta}>
          <EventTime event={event} />
          {showCompetition ? <span className={styles.competition}>{event.competition_name}</span> : null}
        </div>
        {event.home_team && event.away_team ? (
          <div className={styles.teams}>
            <Team
              name={event.home_team}
              score={live ? (stats?.home_scores ?? null) : null}
              set={live ? (stats?.home_set ?? null) : null}
              serving={live && stats?.server === 1 ? t('event.serving') : null}
            />
            <Team
              name={event.away_team}
              score={live ? (stats?.away_scores ?? null) : null}
              set={live ? (stats?.away_set ?? null) : null}
              serving={live && stats?.server === 2 ? t('event.serving') : null}
            />
          </div>
        ) : (
          <div className={styles.teams}>
            <span className={styles.teamName}>{event.name}</span>
          </div>
        )}
      </Link>
      <div
        className={styles.odds}
        style={{ gridTemplateColumns: `repeat(${Math.max(outcomes.length, 1)}, minmax(0, 1fr))` }}
      >
        {market
          ? outcomes.map((outcome, index) => (
              <OddsButton
                key={outcome.id}
                event={event}
                market={market}
                outcome={outcome}
                label={outcomeLabel(market, index) ?? outcome.name}
                layout="stacked"
              />
            ))
          : null}
        {outcomes.length === 0 ? (
          // A row keeps its height while its market is closed (after a goal, say): nothing below moves.
          <span className={styles.noPrices}>
            <Icon name="lock" size={14} />
            {t('odds.unavailable')}
          </span>
        ) : null}
      </div>
      <Link
        to={href}
        className={styles.more}
        aria-label={t('event.moreMarketsLabel', { count: event.markets_count })}
      >
        {more > 0 ? <span>{t('event.moreMarkets', { count: more })}</span> : null}
        <Icon name="chevronRight" size={18} />
      </Link>
    </article>
  );
}

export const EventRow = memo(EventRowView);
