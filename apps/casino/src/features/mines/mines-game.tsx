/**
 * Mines: a 5 x 5 grid hides the chosen number of mines. Start stakes; each safe tile raises what
 * cashing out pays (the engine's multiplier); a mine ends the round. When the round ends the mines are
 * shown. A round left open (a reload) is picked up again from the session's rounds.
 */
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier, payout, ratioValue } from '@touchline/casino';
import {
  cashoutMines,
  listSessionRounds,
  type MinesAnswer,
  revealMinesTile,
  type StudioRound,
  startMines,
} from '@touchline/contract';
import { SelectField } from '@touchline/web-kit/field';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/shared/api/client';
import { formatMoney } from '@/shared/money/stake';
import { useGameSession } from '@/shared/session/session';
import { usePlay } from '@/shared/session/use-play';
import { ErrorText } from '@/shared/ui/error-text';
import { StakeField, useStake } from '@/shared/ui/stake-field';
import ui from '@/shared/ui/ui.module.css';
import styles from './mines.module.css';

const TILES = Array.from({ length: MINES_TILES }, (_, tile) => tile);
const COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);

interface Board {
  round: StudioRound;
  mines: number;
  picks: number[];
  /** The mines' tiles once the round is over. */
  revealed: number[] | null;
  cashout: number;
}

const minesOf = (round: StudioRound): number => {
  const bet = round.bet as { mines?: unknown } | null;
  return typeof bet?.mines === 'number' ? bet.mines : MINES_MIN;
};

/** The board an answer (or a listed round) shows. */
function boardOf(round: StudioRound, cashout: number): Board | null {
  if (round.outcome.game !== 'mines') return null;
  return { round, mines: minesOf(round), picks: round.outcome.picks, revealed: round.outcome.mines, cashout };
}

export function MinesGame() {
  const { t, i18n } = useTranslation();
  const { ended, applyAnswer, balance } = useGameSession();
  const stake = useStake();
  const play = usePlay();
  const [mines, setMines] = useState(3);
  const [tried, setTried] = useState(false);
  const [board, setBoard] = useState<Board | null>(null);
  const money = (minor: number) => formatMoney(minor, balance.currency, i18n.language);
  const open = board?.round.status === 'open';

  // A round left open by an earlier page load of this session is played on.
  useEffect(() => {
    let live = true;
    callApi(listSessionRounds, { query: { limit: 5 } })
      .then(({ rounds }) => {
        const left = rounds.find((round) => round.game === 'mines' && round.status === 'open');
        if (!live || !left || left.outcome.game !== 'mines') return;
        const picks = left.outcome.picks.length;
        const found = boardOf(
          left,
          picks > 0 ? payout(left.stake, minesMultiplier(minesOf(left), picks)) : 0,
        );
        if (found) setBoard(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const show = (answer: MinesAnswer) => {
    const next = boardOf(answer.round, answer.cashout);
    if (next) setBoard(next);
    applyAnswer(answer);
  };

  const start = async () => {
    setTried(true);
    if (!stake.check.ok) return;
    const minor = stake.check.minor;
    const answer = await play.run(() => callApi(startMines, { body: { stake: minor, bet: { mines } } }));
    if (answer) show(answer);
  };

  const reveal = async (tile: number) => {
    if (!board || !open || board.picks.includes(tile)) return;
    const roundId = board.round.round_id;
    const answer = await play.run(() => callApi(revealMinesTile, { body: { round_id: roundId, tile } }));
    if (answer) show(answer);
  };

  const cashOut = async () => {
    if (!board || !open) return;
    const roundId = board.round.round_id;
    const answer = await play.run(() => callApi(cashoutMines, { body: { round_id: roundId } }));
    if (answer) show(answer);
  };

  const safePicks = board ? board.picks.filter((tile) => !board.revealed?.includes(tile)).length : 0;
  const nextMultiplier =
    board && open && safePicks < MINES_TILES - board.mines
      ? ratioValue(minesMultiplier(board.mines, safePicks + 1))
      : null;
  const multiplierFormat = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  const tileState = (tile: number): 'hidden' | 'gem' | 'mine' | 'hit' => {
    if (!board) return 'hidden';
    const picked = board.picks.includes(tile);
    const mine = board.revealed?.includes(tile) ?? false;
    if (picked && mine) return 'hit';
    if (mine) return 'mine';
    if (picked) return 'gem';
    return 'hidden';
  };

  return (
    <div className={styles.game}>
      <section className={styles.stage} aria-label={t('mines.stage')}>
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('mines.grid')}</legend>
          <div className={styles.grid}>
            {TILES.map((tile) => {
              const state = tileState(tile);
              return (
                <button
                  key={tile}
                  type="button"
                  className={styles.tile}
                  data-state={state}
                  disabled={!open || state !== 'hidden' || play.busy || Boolean(ended)}
                  onClick={() => reveal(tile)}
                >
                  {state === 'hidden' ? (
                    <span className={styles.number}>{tile + 1}</span>
                  ) : (
                    <span className={styles.face}>
                      <span className={styles.icon} aria-hidden="true" />
                      <span className={styles.word}>
                        {state === 'gem' ? t('mines.gem') : t('mines.mine')}
                      </span>
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div aria-live="polite" className={styles.outcome}>
          {board?.round.status === 'won' ? (
            <p className={ui.win}>{t('mines.cashedOut', { payout: money(board.round.payout) })}</p>
          ) : board?.round.status === 'lost' ? (
            <p className={ui.loss}>{t('mines.hitMine')}</p>
          ) : open ? (
            <p className={ui.muted}>{t('mines.pickTile')}</p>
          ) : (
            <p className={ui.muted}>{t('mines.hint')}</p>
          )}
        </div>
      </section>
      <section className={`${ui.panel} ${styles.controls}`} aria-label={t('mines.controls')}>
        <SelectField
          label={t('mines.count')}
          value={mines}
          disabled={open || Boolean(ended)}
          onValueChange={(value) => setMines(Number(value))}
        >
          {COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <StakeField stake={stake} disabled={open || Boolean(ended)} showError={tried} />
        {open && board ? (
          <>
            <dl className={ui.stats}>
              <div>
                <dt>{t('mines.safeTiles')}</dt>
                <dd>{safePicks}</dd>
              </div>
              <div>
                <dt>{t('mines.nextTile')}</dt>
                <dd>{nextMultiplier === null ? '–' : `${multiplierFormat.format(nextMultiplier)}×`}</dd>
              </div>
            </dl>
            <button
              type="button"
              className={ui.primary}
              disabled={safePicks === 0 || play.busy || Boolean(ended)}
              onClick={cashOut}
            >
              {t('mines.cashOut', { amount: money(board.cashout) })}
            </button>
          </>
        ) : (
          <button type="button" className={ui.primary} disabled={play.busy || Boolean(ended)} onClick={start}>
            {t('mines.start')}
          </button>
        )}
        <ErrorText message={play.error} />
      </section>
    </div>
  );
}
