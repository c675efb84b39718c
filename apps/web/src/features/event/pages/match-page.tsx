/**
 * The match page (routes match-screen, esports-match-id and virtual-slug):
 * the scoreboard and every market grouped, handicap names with their plus sign, suspended markets
 * locked and marked 'Suspended'.
 */
import type { Event, Market } from '@touchline/contract';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { OddsButton } from '@/shared/betslip';
import { useMarkets } from '@/shared/catalog';
import { EventTime, usePhaseText } from '@/shared/events';
import { competitionHref, parseEventSlug, paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { NotFoundPage } from '@/shared/ui/not-found';
import { SportIcon } from '@/shared/ui/sport-icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { groupMarkets, type MarketGroup } from '../market-groups';
import styles from './match-page.module.css';

/**
 * The event id of whichever route led here:
 * - a virtual event (/virtual/:id/:slug?event_id=...): `id` is the virtual sport and `slug` the event's
 *   name alone, so the event is the `event_id` query;
 * - an e-sports match (/esports/match/:id): the `id` param, unless an `event_id` query names one;
 * - a match (/:sport/:competition/:slug): the slug ends with a hyphen and the event id.
 */
function eventIdOf(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): string | null {
  const queried = search.get('event_id');
  if (params.id && params.slug) return queried;
  if (params.id) return queried ?? params.id;
  if (params.slug) return parseEventSlug(params.slug)?.id ?? null;
  return queried;
}

function useEventId(): string | null {
  const params = useParams();
  const [search] = useSearchParams();
  return eventIdOf(params, search);
}

const StatsModal = lazy(() => import('../stats/stats-modal').then((m) => ({ default: m.StatsModal })));

/** The stats button and, once pressed, the stats modal. */
function StatsButton({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.statsButton}
        onClick={() => setOpen(true)}
        data-testid="open-stats"
      >
        <Icon name="chart" size={16} />
        {t('event.stats')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <StatsModal eventId={event.id} title={event.name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Scoreboard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const phaseText = usePhaseText();
  const live = event.is_live || event.status === 'live';
  const stats = event.stats;
  return (
    <section className={`${styles.board} ${live ? styles.boardLive : ''}`} aria-label={event.name}>
      <div className={styles.boardTop}>
        <nav className={styles.crumbs} aria-label={event.competition_name}>
          <Link to={paths.sport(event.translated_sport_slug)}>
            <SportIcon slug={event.sport.slug} size={16} />
            {event.sport.name}
          </Link>
          <Icon name="chevronRight" size={14} />
          <Link
            to={competitionHref(
              event.sport.id,
              event.translated_sport_slug,
              event.translated_competition_slug,
            )}
          >
            {event.competition_name}
          </Link>
        </nav>
        <div className={styles.boardActions}>
          {event.sport.slug === 'football' && !event.is_outright ? (
            // The bet builder reads eventid from the address (as its deep links do) and opens its modal.
            <Link
              to={{ search: `?eventid=${encodeURIComponent(event.id)}` }}
              replace
              className={styles.builderButton}
              data-testid="open-bet-builder"
            >
              {t('betBuilder.open')}
            </Link>
          ) : null}
          <StatsButton event={event} />
        </div>
      </div>
      {event.home_team && event.away_team ? (
        <div className={styles.teams}>
          <h1 className={styles.team}>
            {event.home_team}
            {live && stats?.server === 1 ? (
              <span className={styles.serve} role="img" aria-label={t('event.serving')} />
            ) : null}
          </h1>
          <div className={styles.centre}>
            {live && stats ? (
              <div className={styles.score} data-testid="match-score">
                <span className="visually-hidden">{t('event.score')}</span>
                <span>{stats.home_scores ?? 0}</span>
                <span className={styles.dash}>-</span>
                <span>{stats.away_scores ?? 0}</span>
              </div>
            ) : (
              <span className={styles.versus}>{t('event.versus')}</span>
            )}
            <EventTime event={event} />
            {live && stats && stats.home_set !== null ? (
              <span className={styles.sets}>
                {stats.home_set} - {stats.away_set}
              </span>
            ) : null}
          </div>
          <h1 className={`${styles.team} ${styles.away}`}>
            {live && stats?.server === 2 ? (
              <span className={styles.serve} role="img" aria-label={t('event.serving')} />
            ) : null}
            {event.away_team}
          </h1>
        </div>
      ) : (
        <div className={styles.single}>
          <h1 className={styles.team}>{event.name}</h1>
          <EventTime event={event} />
        </div>
      )}
      {event.status_description ? (
        <p className={styles.status}>{phaseText(event.status_description)}</p>
      ) : null}
    </section>
  );
}

function MarketCard({ event, market }: { event: Event; market: Market }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const columns =
    market.outcomes.length === 3 || market.layout === 'three_way' ? 3 : market.outcomes.length === 1 ? 1 : 2;
  return (
    <section className={styles.market} aria-label={market.name} data-market-id={market.id}>
      <h3 className={styles.marketHeading}>
        <button
          type="button"
          className={styles.marketToggle}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <span>{market.name}</span>
          {market.is_suspended ? (
            <span className={styles.suspended} data-testid="market-suspended">
              <Icon name="lock" size={14} />
              {t('odds.suspended')}
            </span>
          ) : null}
          <Icon name="chevronDown" size={18} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h3>
      {open ? (
        <div
          className={styles.outcomes}
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {market.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.id}
              event={event}
              market={market}
              outcome={outcome}
              label={outcome.fullname || outcome.name}
              layout={columns === 3 ? 'stacked' : 'inline'}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function MatchPage() {
  const { t } = useTranslation();
  const eventId = useEventId();
  const query = useMarkets(eventId);
  // Every market renders in a transition React can interrupt, so a long market list is no long task.
  const deferred = useDeferredValue(query.data);
  // Another event's markets, deferred from the page before, are never shown under this one's address.
  const data = deferred?.event.id === eventId ? deferred : undefined;
  const [group, setGroup] = useState<MarketGroup | 'all'>('all');
  if (!eventId) return <NotFoundPage />;
  if (data === undefined) {
    if (!query.isError) return <Skeleton rows={8} height={80} />;
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  const { event, data: markets } = data;
  const groups = groupMarkets(markets);
  const shown = group === 'all' ? groups : groups.filter((g) => g.group === group);
  return (
    <div className={styles.page}>
      <Scoreboard event={event} />
      {markets.length === 0 ? (
        <EmptyState message={t('event.noMarkets')} icon="lock" />
      ) : (
        <>
          <div className={styles.groupTabs} role="tablist" aria-label={t('event.marketGroups')}>
            {(['all', ...groups.map((g) => g.group)] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={group === name}
                className={`${styles.groupTab} ${group === name ? styles.groupTabActive : ''}`}
                onClick={() => setGroup(name)}
              >
                {t(`event.group.${name}`)}
              </button>
            ))}
          </div>
          {shown.map(({ group: name, markets: list }) => (
            <div key={name} className={styles.groupBody}>
              {list.map((market) => (
                <MarketCard key={market.id} event={event} market={market} />
              ))}
            </div>
          ))}
        </>
      )}
    </div>
  );
}
