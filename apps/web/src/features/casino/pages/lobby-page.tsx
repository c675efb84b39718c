/**
 * The lobby at /casinov2/{category}/: category tabs with their counts, a search, a provider filter and
 * the games as tiles (artwork, name, RTP, a Live mark, Play and Demo). The address holds the filter, so
 * a reload or a shared link shows the same games; an unknown category is the 404 page.
 */
import type { CasinoGameInfo, CasinoLobby } from '@touchline/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { after, cancel } from '@/shared/platform/timers';
import { NotFoundPage } from '@/shared/ui/not-found';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { useLobby } from '../api/lobby';
import { useCasinoText } from '../i18n';
import { casinoPaths, type LobbyFilter, lobbyFilterOf, lobbyPath, SEARCH_MAX } from '../model/lobby-url';
import styles from './casino.module.css';

/** Typing waits this long before the address (and the lobby call) follows. */
const SEARCH_DEBOUNCE_MS = 250;

export function CasinoLobbyPage({ segment }: { segment: string }) {
  const [search] = useSearchParams();
  const filter = lobbyFilterOf(segment, search);
  if (filter === null) return <NotFoundPage />;
  return <Lobby filter={filter} />;
}

function Lobby({ filter }: { filter: LobbyFilter }) {
  const text = useCasinoText();
  const lobby = useLobby(filter);
  const data = lobby.data;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text('title')}</h1>
      {/* The tabs' row is kept while the lobby loads: the search below does not move when they come. */}
      {data ? <CategoryTabs lobby={data} filter={filter} /> : <div className={styles.tabsPending} />}
      <Filters filter={filter} providers={data?.providers ?? []} />
      {lobby.isError && !data ? (
        <ErrorState message={text('lobby.error')} onRetry={() => void lobby.refetch()} />
      ) : !data ? (
        <Skeleton rows={3} height={180} />
      ) : data.games.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState message={text('lobby.empty')} icon="search" />
          <Link className={styles.secondary} to={lobbyPath({ category: filter.category })}>
            {text('lobby.clear')}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid} aria-busy={lobby.isPlaceholderData}>
          {data.games.map((game, index) => (
            <li key={game.slug}>
              <GameTile game={game} firstRows={index < FIRST_ROWS_TILES} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryTabs({ lobby, filter }: { lobby: CasinoLobby; filter: LobbyFilter }) {
  const text = useCasinoText();
  return (
    <nav aria-label={text('lobby.categoriesLabel')}>
      <ul className={styles.tabs}>
        {lobby.gameCategories.map((entry) => (
          <li key={entry.slug}>
            <Link
              to={lobbyPath({ ...filter, category: entry.slug })}
              className={styles.tab}
              aria-current={entry.slug === filter.category ? 'page' : undefined}
            >
              {text(`categories.${entry.slug}`)} <span className={styles.count}>{entry.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({ filter, providers }: { filter: LobbyFilter; providers: CasinoLobby['providers'] }) {
  const text = useCasinoText();
  const navigate = useNavigate();
  const searchId = useId();
  const providerId = useId();
  const [typed, setTyped] = useState(filter.q);
  // The address changed from elsewhere (a tab, Back, Clear filters): the field shows it.
  useEffect(() => setTyped(filter.q), [filter.q]);
  useEffect(() => {
    if (typed.trim() === filter.q) return;
    const timer = after(SEARCH_DEBOUNCE_MS, () =>
      navigate(lobbyPath({ ...filter, q: typed }), { replace: true }),
    );
    return () => cancel(timer);
  }, [typed, filter, navigate]);
  return (
    <search className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={searchId}>{text('lobby.search')}</label>
        <input
          id={searchId}
          type="search"
          value={typed}
          maxLength={SEARCH_MAX}
          placeholder={text('lobby.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={providerId}>{text('lobby.provider')}</label>
        <select
          id={providerId}
          value={filter.provider}
          onChange={(event) => navigate(lobbyPath({ ...filter, q: typed, provider: event.target.value }))}
        >
          <option value="">{text('lobby.allProviders')}</option>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}

/**
 * The first tiles (the first rows on a phone) are on screen as the lobby opens: their
 * pictures load at once and first, the rest as they scroll near.
 */
const FIRST_ROWS_TILES = 4;

function GameTile({ game, firstRows }: { game: CasinoGameInfo; firstRows: boolean }) {
  const text = useCasinoText();
  const nameId = useId();
  return (
    <article className={styles.tile} aria-labelledby={nameId}>
      <div className={styles.art}>
        {/* The name below says what the picture shows. */}
        <img
          src={game.image}
          alt=""
          width={320}
          height={240}
          loading={firstRows ? 'eager' : 'lazy'}
          fetchPriority={firstRows ? 'high' : 'auto'}
          decoding="async"
        />
        {game.live ? <span className={styles.live}>{text('lobby.live')}</span> : null}
      </div>
      <div className={styles.tileBody}>
        <h2 id={nameId} className={styles.tileName}>
          {game.name}
        </h2>
        <p className={styles.rtp}>{text('lobby.rtp', { rtp: game.rtp })}</p>
        <div className={styles.tileActions}>
          <Link className={styles.primary} to={casinoPaths.game(game.slug)}>
            {text('lobby.play')}
          </Link>
          {game.demo ? (
            <Link className={styles.secondary} to={casinoPaths.game(game.slug, true)}>
              {text('lobby.demo')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
