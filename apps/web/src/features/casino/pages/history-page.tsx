/**
 * Games History at /casinov2/history: the logged-in bettor's real-money rounds, newest first, a page
 * at a time, each with its proof (the server seed's hash, the seed once revealed, the client seed and
 * the nonce) and a Verify that recomputes a settled round in the browser with the casino engine.
 */
import { formatMoney } from '@touchline/betting';
import type { StudioGame, StudioRound } from '@touchline/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { useSettings } from '@/shared/preferences';
import { paths } from '@/shared/routing/paths';
import { useIsLoggedIn } from '@/shared/session';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { useHistoryPage } from '../api/history';
import { useLobby } from '../api/lobby';
import { type CasinoText, useCasinoText } from '../i18n';
import { canVerify, type VerifyResult, verifyRound } from '../model/verify-round';
import styles from './casino.module.css';

/** The page is the bettor's own: a guest logs in and comes back here. */
export function CasinoHistoryPage() {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={paths.login(`${pathname}${search}`)} replace />;
  return <History />;
}

function History() {
  const text = useCasinoText();
  // The cursor of every page shown so far: null for the newest, then each page's `next`.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text('history.title')}</h1>
      <p className={styles.intro}>{text('history.intro')}</p>
      {cursors.map((before, index) => (
        <RoundsPage
          key={before ?? 'newest'}
          before={before}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors((shown) => [...shown, next])}
        />
      ))}
    </div>
  );
}

function RoundsPage({
  before,
  last,
  onMore,
}: {
  before: string | null;
  last: boolean;
  onMore: (next: string) => void;
}) {
  const text = useCasinoText();
  const page = useHistoryPage(before);
  const lobby = useLobby();
  const names = useMemo(
    () => new Map(lobby.data?.games.map((game) => [game.slug, game.name]) ?? []),
    [lobby.data],
  );
  const nameOf = (game: StudioGame) => names.get(game) ?? text(`games.${game}`);
  if (page.isError && !page.data) {
    return <ErrorState message={text('history.error')} onRetry={() => void page.refetch()} />;
  }
  if (!page.data) return <Skeleton rows={before === null ? 4 : 2} height={120} />;
  const { rounds, next } = page.data;
  if (rounds.length === 0 && before === null)
    return <EmptyState message={text('history.empty')} icon="star" />;
  return (
    <>
      <ul className={styles.rounds}>
        {rounds.map((round) => (
          <li key={round.round_id}>
            <RoundCard round={round} name={nameOf(round.game)} />
          </li>
        ))}
      </ul>
      {last && next ? (
        <button type="button" className={`${styles.secondary} ${styles.more}`} onClick={() => onMore(next)}>
          {text('history.more')}
        </button>
      ) : null}
    </>
  );
}

function useDates() {
  const { i18n } = useTranslation();
  const timeZone = useSettings((state) => state.timezone);
  return useMemo(() => {
    try {
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
    } catch {
      // A time zone this browser does not know: its own zone rather than no date.
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    }
  }, [i18n.language, timeZone]);
}

function RoundCard({ round, name }: { round: StudioRound; name: string }) {
  const text = useCasinoText();
  const dates = useDates();
  const money = (minor: number) => formatMoney(minor, round.currency, currentBrand.locale);
  const headingId = `round-${round.round_id}`;
  return (
    <article className={styles.round} aria-labelledby={headingId}>
      <header className={styles.roundHead}>
        <h2 id={headingId} className={styles.roundName}>
          {name}
        </h2>
        <span className={`${styles.status} ${styles[`status-${round.status}`] ?? ''}`}>
          {text(`history.status.${round.status}`)}
        </span>
      </header>
      <dl className={styles.figures}>
        <div>
          <dt>{text('history.time')}</dt>
          <dd>
            <time dateTime={round.created_at}>{dates.format(new Date(round.created_at))}</time>
          </dd>
        </div>
        <div>
          <dt>{text('history.stake')}</dt>
          <dd>{money(round.stake)}</dd>
        </div>
        <div>
          <dt>{text('history.payout')}</dt>
          <dd>{money(round.payout)}</dd>
        </div>
        <div>
          <dt>{text('history.status.label')}</dt>
          <dd>{text(`history.status.${round.status}`)}</dd>
        </div>
      </dl>
      <details className={styles.proof}>
        <summary>{text('history.proof')}</summary>
        <dl className={styles.seeds}>
          <div>
            <dt>{text('history.serverSeedHash')}</dt>
            <dd>
              <code>{round.server_seed_hash}</code>
            </dd>
          </div>
          <div>
            <dt>{text('history.serverSeed')}</dt>
            <dd>{round.server_seed ? <code>{round.server_seed}</code> : text('history.notRevealed')}</dd>
          </div>
          <div>
            <dt>{text('history.clientSeed')}</dt>
            <dd>
              <code>{round.client_seed}</code>
            </dd>
          </div>
          <div>
            <dt>{text('history.nonce')}</dt>
            <dd>{round.nonce}</dd>
          </div>
        </dl>
        {canVerify(round) ? <Verify round={round} money={money} /> : null}
      </details>
    </article>
  );
}

function outcomeText(text: CasinoText, result: Extract<VerifyResult, { kind: 'checked' }>): string {
  const outcome = result.verification.outcome;
  switch (outcome.game) {
    case 'dice':
      return text('history.outcome.dice', { roll: (outcome.roll / 100).toFixed(2) });
    case 'wheel':
      return text('history.outcome.wheel', { segment: outcome.segment });
    case 'mines':
      return text('history.outcome.mines', { tiles: outcome.mines.join(', ') });
    case 'roulette':
      return text('history.outcome.roulette', { pocket: outcome.pocket });
  }
}

function Verify({ round, money }: { round: StudioRound; money: (minor: number) => string }) {
  const text = useCasinoText();
  const [state, setState] = useState<'idle' | VerifyResult>('idle');
  const run = () => {
    try {
      setState(verifyRound(round));
    } catch {
      setState({ kind: 'unreadable' });
    }
  };
  let message: string | null = null;
  let ok = false;
  if (typeof state === 'object') {
    if (state.kind === 'unreadable') message = text('history.unreadable');
    else if (!state.verification.hashMatches) message = text('history.hashMismatch');
    else if (!state.verification.payoutMatches)
      message = text('history.payoutMismatch', { payout: money(state.verification.payout) });
    else {
      ok = true;
      message = text('history.verified', {
        outcome: outcomeText(text, state),
        payout: money(state.verification.payout),
      });
    }
  }
  return (
    <div className={styles.verify}>
      <button type="button" className={styles.secondary} onClick={run}>
        {text('history.verify')}
      </button>
      <p role="status" className={ok ? styles.verified : message ? styles.notVerified : undefined}>
        {message}
      </p>
    </div>
  );
}
