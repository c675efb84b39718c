/**
 * Browsing pages: all sports, sport page and outrights, competition,
 * e-sports, virtual sports, search and results. Every page has its skeleton, empty and error state.
 */
import type { Event, Sport } from '@touchline/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { SEARCH_MIN_CHARS, useEvents, useSearch, useSports } from '@/shared/catalog';
import { EventList } from '@/shared/events/event-list';
import { EventRow } from '@/shared/events/event-row';
import { OutrightCard } from '@/shared/events/outright-card';
import { PageTitle, Section } from '@/shared/events/section';
import { currentLanguage } from '@/shared/i18n/i18n';
import { now } from '@/shared/platform/timers';
import { competitionHref, paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { NotFoundPage } from '@/shared/ui/not-found';
import { SportIcon } from '@/shared/ui/sport-icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import styles from './pages.module.css';

const LIST_LIMIT = 200;

/** A sport by its translated or canonical slug (the sport route guard's list comes from /sports). */
function useSportBySlug(slug: string | undefined): { sport: Sport | null; loaded: boolean } {
  const { data, isError } = useSports();
  const sports = data?.data ?? [];
  const sport = sports.find((s) => s.translated_slug === slug || s.slug === slug) ?? null;
  return { sport, loaded: Boolean(data) || isError };
}

function EventsBody({
  query,
  empty,
  outrights = false,
}: {
  query: ReturnType<typeof useEvents>;
  empty: string;
  outrights?: boolean;
}) {
  if (query.isPending) return <Skeleton rows={8} height={72} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const events = query.data.data;
  if (events.length === 0) return <EmptyState message={empty} />;
  if (outrights) {
    return (
      <div className={styles.stack}>
        {events.map((event) => (
          <OutrightCard key={event.id} event={event} />
        ))}
      </div>
    );
  }
  return <EventList events={events} />;
}

export function AllSportsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSports();
  const sports = (data?.data ?? [])
    .filter((sport) => sport.category === 'sport' && (sport.total > 0 || sport.is_parent))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className={styles.page}>
      <PageTitle title={t('nav.allSports')} />
      {isPending ? (
        <Skeleton rows={6} height={56} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : sports.length === 0 ? (
        <EmptyState message={t('state.empty')} />
      ) : (
        <ul className={styles.sportGrid}>
          {sports.map((sport) => (
            <li key={sport.id}>
              <Link to={paths.sport(sport.translated_slug)} className={styles.sportTile}>
                <SportIcon slug={sport.slug} altSlug={sport.icon} size={22} />
                <span>{sport.name}</span>
                <span className={styles.count}>{sport.total}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SportPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const outrights = search.get('mode') === 'outrights';
  const { sport, loaded } = useSportBySlug(params.sport);
  const slug = sport?.slug ?? params.sport ?? '';
  const query = useEvents(
    { sport: slug, outrights, limit: LIST_LIMIT, group_by: 'competition' },
    { enabled: Boolean(sport) },
  );
  if (loaded && !sport) return <NotFoundPage />;
  if (!sport) return <Skeleton rows={8} height={72} />;
  const competitions = query.data?.competitions ?? [];
  return (
    <div className={styles.page}>
      <PageTitle title={sport.name} icon={<SportIcon slug={sport.slug} altSlug={sport.icon} size={28} />} />
      <nav className={styles.tabs} aria-label={sport.name}>
        <Link
          to={paths.sport(sport.translated_slug)}
          className={`${styles.tab} ${outrights ? '' : styles.tabActive}`}
          aria-current={outrights ? undefined : 'page'}
        >
          {t('event.matches')}
        </Link>
        {sport.outright_count > 0 ? (
          <Link
            to={paths.sport(sport.translated_slug, true)}
            className={`${styles.tab} ${outrights ? styles.tabActive : ''}`}
            aria-current={outrights ? 'page' : undefined}
          >
            {t('event.outrights')}
          </Link>
        ) : null}
      </nav>
      {!outrights && competitions.length > 1 ? (
        <Section title={t('sport.competitions')} icon={<Icon name="trophy" size={18} />}>
          <ul className={styles.chips}>
            {competitions.map((competition) => (
              <li key={competition.id}>
                <Link
                  to={competitionHref(
                    sport.id,
                    competition.translated_sport_slug,
                    competition.translated_slug,
                  )}
                  className={styles.chip}
                >
                  {competition.name}
                  <span className={styles.count}>{competition.event_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <EventsBody query={query} empty={t('sport.noEvents')} outrights={outrights} />
    </div>
  );
}

export function CompetitionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { sport, loaded } = useSportBySlug(params.sport);
  const query = useEvents(
    { sport: sport?.slug ?? params.sport ?? '', competition: params.competition ?? '', limit: LIST_LIMIT },
    { enabled: Boolean(sport) },
  );
  if (loaded && !sport) return <NotFoundPage />;
  const first: Event | undefined = query.data?.data[0];
  return (
    <div className={styles.page}>
      <PageTitle
        title={first?.competition_name ?? sport?.name ?? ''}
        icon={<SportIcon slug={sport?.slug} altSlug={sport?.icon} size={28} />}
      >
        {first ? <span className={styles.muted}>{first.region_name}</span> : null}
      </PageTitle>
      {sport ? (
        <EventsBody query={query} empty={t('competition.notFound')} />
      ) : (
        <Skeleton rows={8} height={72} />
      )}
    </div>
  );
}

export function EsportsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = currentLanguage();
  const sports = useSports();
  const esports = (sports.data?.data ?? []).filter((sport) => sport.category === 'esport' && sport.total > 0);
  const chosen = esports.find((s) => s.translated_slug === params.sport || s.slug === params.sport) ?? null;
  const query = useEvents({ category: 'esport', sport: chosen?.slug, limit: LIST_LIMIT });
  return (
    <div className={styles.page}>
      <PageTitle
        title={chosen?.name ?? t('esports.title')}
        icon={<SportIcon slug={chosen?.slug ?? 'esports'} size={28} />}
      />
      {esports.length > 0 ? (
        <nav className={styles.tabs} aria-label={t('esports.games')}>
          <Link to={paths.esports(lang)} className={`${styles.tab} ${chosen ? '' : styles.tabActive}`}>
            {t('live.allSports')}
          </Link>
          {esports.map((sport) => (
            <Link
              key={sport.id}
              to={paths.esports(lang, sport.translated_slug)}
              className={`${styles.tab} ${chosen?.id === sport.id ? styles.tabActive : ''}`}
            >
              <SportIcon slug={sport.slug} altSlug={sport.icon} size={16} />
              {sport.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <EventsBody query={query} empty={t('live.sorryNoEvents')} />
    </div>
  );
}

export function VirtualPage() {
  const { t } = useTranslation();
  const query = useEvents({ category: 'virtual', limit: 60, sort: 'starts_at' });
  const events = query.data?.data ?? [];
  const races = events.filter((event) => !event.home_team);
  const matches = events.filter((event) => event.home_team);
  return (
    <div className={styles.page}>
      <PageTitle title={t('virtual.title')} icon={<SportIcon slug="virtual" size={28} />} />
      {query.isPending ? (
        <Skeleton rows={8} height={72} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState message={t('live.sorryNoEvents')} />
      ) : (
        <>
          {matches.length > 0 ? (
            <Section title={t('virtual.nextEvents')} flush>
              {matches.map((event) => (
                <EventRow key={event.id} event={event} showCompetition />
              ))}
            </Section>
          ) : null}
          {races.length > 0 ? (
            <Section title={t('virtual.nextRaces')} flush>
              {races.map((event) => (
                <EventRow key={event.id} event={event} showCompetition />
              ))}
            </Section>
          ) : null}
        </>
      )}
    </div>
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useSearch(q);
  const term = q.trim();
  return (
    <div className={styles.page}>
      <PageTitle title={t('search.title')} />
      <search className={styles.searchBox}>
        <Icon name="search" size={20} />
        <input
          type="search"
          value={q}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          // biome-ignore lint/a11y/noAutofocus: the search page exists to type into this box
          autoFocus
        />
      </search>
      {term.length < SEARCH_MIN_CHARS ? (
        <EmptyState message={t('search.minChars')} />
      ) : query.isPending ? (
        <Skeleton rows={5} height={64} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.events.length + query.data.competitions.length + query.data.teams.length === 0 ? (
        <EmptyState message={t('search.noResults', { query: term })} />
      ) : (
        <>
          {query.data.competitions.length > 0 ? (
            <Section title={t('search.competitions')} flush>
              <ul className={styles.linkList}>
                {query.data.competitions.map((competition) => (
                  <li key={competition.id}>
                    <Link
                      className={styles.linkItem}
                      to={paths.competition(competition.translated_sport_slug, competition.translated_slug)}
                    >
                      <SportIcon slug={competition.sport_slug} size={18} />
                      <span>{competition.name}</span>
                      <span className={styles.muted}>{competition.region_name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {query.data.teams.length > 0 ? (
            <Section title={t('search.teams')}>
              <ul className={styles.chips}>
                {query.data.teams.map((team) => (
                  <li key={`${team.sport_slug}-${team.name}`}>
                    <Link className={styles.chip} to={paths.search(team.name)}>
                      <SportIcon slug={team.sport_slug} size={16} />
                      {team.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {query.data.events.length > 0 ? (
            <Section title={t('search.events')} flush>
              {query.data.events.map((event) => (
                <EventRow key={event.id} event={event} showCompetition />
              ))}
            </Section>
          ) : null}
        </>
      )}
    </div>
  );
}

export function ResultsPage() {
  const { t } = useTranslation();
  // Results list what has started, latest first; settled events drop out of the catalogue.
  const query = useEvents({
    to: new Date(Math.floor(now() / 60_000) * 60_000).toISOString(),
    sort: '-starts_at',
    limit: 100,
  });
  return (
    <div className={styles.page}>
      <PageTitle title={t('results.title')} icon={<Icon name="trophy" size={26} />} />
      <EventsBody query={query} empty={t('results.empty')} />
    </div>
  );
}
