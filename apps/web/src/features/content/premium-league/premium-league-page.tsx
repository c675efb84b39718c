/**
 * Premium League: the brand's promotion leaderboards as the server serves them. A board's standings
 * (results) show to everyone; a logged-in bettor sees where they stand (opted in, not yet opted in, not
 * on a limited board's list) and opts in here; a guest is asked to log in through the account frame.
 * An opt-in the server answers NOT_OPTED_IN shows its failure message.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardSummary, LeaderboardResponse } from '@touchline/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { openAccountFrame } from '@/shared/account-frame';
import { PageTitle } from '@/shared/events';
import { useSession } from '@/shared/session';
import { Icon } from '@/shared/ui/icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { allowedQuery, boardsQuery, LEAGUE_KEY, postOptIn, resultsQuery } from './api';
import styles from './premium-league.module.css';
import { type Standing, standingOf } from './standing';
import { textsReady } from './texts';

// The page's texts come with its code: the module is ready once they are in the page's language.
await textsReady;

export function PremiumLeaguePage() {
  const { t, i18n } = useTranslation();
  const boards = useQuery(boardsQuery(i18n.language));
  const [picked, setPicked] = useState<string | null>(null);
  const list = boards.data?.boards ?? [];
  const board = list.find((b) => b.id_board === picked) ?? list[0] ?? null;

  return (
    <div className={styles.page}>
      <PageTitle title={t('premiumLeague.title')} icon={<Icon name="trophy" size={26} />} />
      {boards.isPending ? (
        <Skeleton rows={3} height={56} />
      ) : boards.isError ? (
        <ErrorState onRetry={() => void boards.refetch()} />
      ) : board === null ? (
        <EmptyState message={t('premiumLeague.noBoards')} icon="trophy" />
      ) : (
        <>
          <fieldset className={styles.picker}>
            <legend className="visually-hidden">{t('premiumLeague.boards')}</legend>
            {list.map((b) => (
              <button
                key={b.id_board}
                type="button"
                className={styles.pick}
                aria-pressed={b.id_board === board.id_board}
                onClick={() => setPicked(b.id_board)}
              >
                {b.title}
              </button>
            ))}
          </fieldset>
          <BoardView key={board.id_board} board={board} />
        </>
      )}
    </div>
  );
}

function BoardView({ board }: { board: BoardSummary }) {
  const { t, i18n } = useTranslation();
  const token = useSession((state) => state.token);
  const results = useQuery(resultsQuery(board.id_board, token));
  const allowed = useQuery(allowedQuery(board.id_board, token, board.is_limited_users));
  const standing = standingOf(board, token !== null, results.data, allowed.data);
  const dates = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const titleId = useId();

  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {board.title}
        </h2>
        <p className={styles.description}>{board.description}</p>
        <p className={styles.window}>
          {t('premiumLeague.window', {
            from: dates.format(new Date(board.starts_at)),
            to: dates.format(new Date(board.ends_at)),
          })}
        </p>
      </header>
      <StandingPanel board={board} standing={standing} />
      {results.isPending ? (
        <Skeleton rows={4} height={44} />
      ) : results.isError ? (
        <ErrorState onRetry={() => void results.refetch()} />
      ) : (
        <Standings results={results.data} />
      )}
    </section>
  );
}

function StandingPanel({ board, standing }: { board: BoardSummary; standing: Standing }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const optIn = async () => {
    setFailed(false);
    setSending(true);
    try {
      // The server answers NOT_OPTED_IN when the opt-in did not happen.
      const answer = await postOptIn(board.id_board);
      if (answer.result !== 'OPTED_IN') setFailed(true);
      await queryClient.invalidateQueries({ queryKey: [LEAGUE_KEY] });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  if (standing === 'unknown') return <Skeleton rows={1} height={56} />;
  const text = {
    guest: t('premiumLeague.guest'),
    'not-allowed': t('premiumLeague.notAllowed'),
    'opt-in-needed': t('premiumLeague.optInNeeded'),
    'opted-in': t('premiumLeague.optedIn'),
    automatic: t('premiumLeague.automatic'),
  }[standing];
  const tone = standing === 'opted-in' || standing === 'automatic' ? styles.ok : '';

  return (
    <div className={`${styles.standing} ${tone}`}>
      <p role="status" className={styles.standingText}>
        {text}
      </p>
      {standing === 'guest' ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => openAccountFrame('/login', { redirect: `${location.pathname}${location.search}` })}
        >
          {t('premiumLeague.login')}
        </button>
      ) : standing === 'opt-in-needed' ? (
        <button type="button" className={styles.action} disabled={sending} onClick={() => void optIn()}>
          {sending ? t('premiumLeague.optingIn') : t('premiumLeague.optIn')}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.failure}>
          {t('premiumLeague.optInFailed')}
        </p>
      ) : null}
    </div>
  );
}

function Standings({ results }: { results: LeaderboardResponse }) {
  const { t, i18n } = useTranslation();
  const points = useMemo(
    () => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [i18n.language],
  );
  const headingId = useId();
  if (results.results.length === 0) return <EmptyState message={t('premiumLeague.empty')} icon="trophy" />;
  return (
    <div className={styles.tableWrap}>
      <div className={styles.tableHead}>
        <h3 id={headingId} className={styles.tableTitle}>
          {t('premiumLeague.standings')}
        </h3>
        <span className={styles.meta}>{t('premiumLeague.players', { n: results.total })}</span>
      </div>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('premiumLeague.rank')}</th>
            <th scope="col">{t('premiumLeague.player')}</th>
            <th scope="col" className={styles.num}>
              {t('premiumLeague.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.results.map((row) => (
            <tr key={`${row.rank}-${row.username}`} className={row.is_me ? styles.me : undefined}>
              <td className={styles.rank}>{row.rank}</td>
              <td>
                {row.username}
                {row.is_me ? <span className={styles.you}>{t('premiumLeague.you')}</span> : null}
              </td>
              <td className={styles.num}>{points.format(row.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
