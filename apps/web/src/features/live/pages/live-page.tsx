/**
 * The live page and its widget: sport groups, competitions, events with
 * scores and the serve indicator, events about to start with their countdown, and 'Sorry no events'.
 */
import type { Event, LiveTreeCompetition, LiveTreeSport } from '@touchline/contract';
import { memo, useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEvents, useEventsLive } from '@/shared/catalog';
import { EventRow, PageTitle, Section } from '@/shared/events';
import { useNearViewport, useSeenNearViewport } from '@/shared/hooks/use-near-viewport';
import { useNow } from '@/shared/hooks/use-now';
import { scrollOffset } from '@/shared/platform/page';
import { viewportHeight } from '@/shared/platform/viewport';
import { competitionHref, paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { SportIcon } from '@/shared/ui/sport-icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { useLiveRefresh } from '../use-live-refresh';
import styles from './live-page.module.css';

const SOON_WINDOW_MS = 3_600_000;
const NO_EVENTS: readonly Event[] = [];
/** A competition's rows render while it is within this distance of the viewport (about three rows). */
const RENDER_MARGIN_PX = 400;
/** Height of a list row before it has been measured (a live row is 85 to 100 px). */
const ROW_ESTIMATE_PX = 92;
/**
 * Less than any list row's height (a row is at least its odds buttons, 48 px, and its padding): the
 * rows above a competition put its top at least this far down per row.
 */
const ROW_MIN_PX = 56;

function SportTabs({ tree, chosen }: { tree: readonly LiveTreeSport[]; chosen: string | null }) {
  const { t } = useTranslation();
  const total = tree.reduce((sum, sport) => sum + sport.count, 0);
  return (
    <nav className={styles.sports} aria-label={t('live.title')}>
      <Link
        to={paths.live()}
        className={`${styles.sport} ${chosen ? '' : styles.sportActive}`}
        aria-current={chosen ? undefined : 'page'}
      >
        <Icon name="live" size={20} />
        <span className={styles.sportName}>{t('live.allSports')}</span>
        <span className={styles.sportCount}>{total}</span>
      </Link>
      {tree.map((sport) => (
        <Link
          key={sport.id}
          to={paths.live(sport.slug)}
          className={`${styles.sport} ${chosen === sport.slug ? styles.sportActive : ''}`}
          aria-current={chosen === sport.slug ? 'page' : undefined}
        >
          <SportIcon slug={sport.slug} altSlug={sport.icon} size={20} />
          <span className={styles.sportName}>{sport.name}</span>
          <span className={styles.sportCount}>{sport.count}</span>
        </Link>
      ))}
    </nav>
  );
}

/**
 * The events starting soon come after the whole in-play list: fetched and rendered once their place comes
 * near the viewport (at once when the list is short and leaves them on the first screen), so a long list's
 * first screen does not wait on work nobody sees yet.
 */
function StartingSoon({ sport }: { sport: string | null }) {
  const place = useRef<HTMLDivElement>(null);
  const seen = useSeenNearViewport(place, RENDER_MARGIN_PX);
  return seen ? <StartingSoonList sport={sport} /> : <div ref={place} aria-hidden="true" />;
}

function StartingSoonList({ sport }: { sport: string | null }) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const window = useMemo(() => {
    const from = Math.floor(now / 60_000) * 60_000;
    return { from: new Date(from).toISOString(), to: new Date(from + SOON_WINDOW_MS).toISOString() };
  }, [now]);
  const query = useEvents({
    live: false,
    ...window,
    sport: sport ?? undefined,
    limit: 10,
    sort: 'starts_at',
  });
  const events = (query.data?.data ?? []).filter((event) => !event.is_outright);
  if (events.length === 0) return null;
  return (
    <Section title={t('event.startingSoon')} icon={<Icon name="play" size={16} />} flush id="live-soon">
      {events.map((event) => (
        <EventRow key={event.id} event={event} showCompetition />
      ))}
    </Section>
  );
}

/** Same events in the same order: a block whose events kept their identity need not render again. */
const sameEvents = (a: readonly Event[], b: readonly Event[]) =>
  a.length === b.length && a.every((event, i) => event === b[i]);

/**
 * One competition of the in-play list. Memoised on its events, so an odds push re-renders only the
 * block (and, inside it, the row) it touched, not the whole list (the bench renders 500 live events).
 */
const CompetitionBlock = memo(
  function CompetitionBlock({
    sport,
    competition,
    events,
    initiallyNear,
  }: {
    sport: LiveTreeSport;
    competition: LiveTreeCompetition;
    events: readonly Event[];
    /** Whether the block may be on screen at the first frame (its rows then render at once). */
    initiallyNear: boolean;
  }) {
    const block = useRef<HTMLDivElement>(null);
    const rows = useRef<HTMLDivElement>(null);
    const measured = useRef<number | null>(null);
    // Remember the rows' height before they are swapped for a spacer, so nothing moves on screen.
    const remember = useCallback(() => {
      if (rows.current) measured.current = rows.current.offsetHeight;
    }, []);
    const near = useNearViewport(block, RENDER_MARGIN_PX, { initial: initiallyNear, onLeave: remember });
    return (
      <div className={styles.competition} ref={block} data-live-competition={competition.id}>
        <h3 className={styles.competitionTitle}>
          <Link to={competitionHref(sport.id, sport.translated_slug, competition.translated_slug)}>
            <span className={styles.region}>{competition.region_name}</span>
            {competition.name}
          </Link>
        </h3>
        {near ? (
          <div ref={rows}>
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </div>
        ) : (
          <div style={{ height: measured.current ?? events.length * ROW_ESTIMATE_PX }} aria-hidden="true" />
        )}
      </div>
    );
  },
  (before, after) =>
    before.sport === after.sport &&
    before.competition === after.competition &&
    sameEvents(before.events, after.events),
);

export function LivePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const chosen = search.get('sport');
  const query = useEventsLive();
  // The list renders in a transition React can interrupt: a big in-play list or a refetch of it never
  // blocks the page in one long task.
  const data = useDeferredValue(query.data);
  const events = data?.events ?? NO_EVENTS;
  const eventIds = useMemo(() => events.map((event) => event.id), [events]);
  useLiveRefresh(eventIds, () => void query.refetch());
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const tree = data?.tree ?? [];
  const sports = chosen
    ? tree.filter((sport) => sport.slug === chosen || sport.translated_slug === chosen)
    : tree;
  // A competition may be on screen at the first frame when the rows above it, at their smallest, do not
  // reach below the viewport: decided without reading layout, and never a placeholder where rows show.
  const firstFrameBottom = useRef<number | null>(null);
  firstFrameBottom.current ??= scrollOffset() + viewportHeight();
  let rowsAbove = 0;

  return (
    <div className={styles.page}>
      <PageTitle title={t('live.title')} icon={<span className={styles.liveDot} aria-hidden="true" />} />
      {data === undefined && !query.isError ? (
        <Skeleton rows={8} height={72} />
      ) : data === undefined ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          <SportTabs tree={tree} chosen={chosen} />
          {sports.length === 0 || events.length === 0 ? (
            <EmptyState message={t('live.sorryNoEvents')} icon="live" />
          ) : (
            sports.map((sport) => (
              <section key={sport.id} className={styles.group} aria-labelledby={`live-${sport.id}`}>
                <h2 id={`live-${sport.id}`} className={styles.groupTitle}>
                  <SportIcon slug={sport.slug} altSlug={sport.icon} size={20} />
                  {sport.name}
                  <span className={styles.sportCount}>{t('live.eventCount', { count: sport.count })}</span>
                </h2>
                {sport.competitions.map((competition) => {
                  const list = competition.event_ids
                    .map((id) => byId.get(id))
                    .filter((event): event is Event => event !== undefined);
                  if (list.length === 0) return null;
                  const initiallyNear = rowsAbove * ROW_MIN_PX < (firstFrameBottom.current ?? 0);
                  rowsAbove += list.length;
                  return (
                    <CompetitionBlock
                      key={competition.id}
                      sport={sport}
                      competition={competition}
                      events={list}
                      initiallyNear={initiallyNear}
                    />
                  );
                })}
              </section>
            ))
          )}
          <StartingSoon sport={chosen} />
        </>
      )}
    </div>
  );
}
