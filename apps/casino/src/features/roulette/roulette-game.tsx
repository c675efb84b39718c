/**
 * Roulette at the shared live table: every player sees the same round, pushed over the socket. Chips go
 * on the layout while betting is open (the stake field is the chip's value); 'Place bets' sends them for
 * the current round; once the ball lands the winning pocket shows, and the payout of this player's bets
 * comes from the session's rounds.
 */
import { rouletteColour, rouletteCovered } from '@touchline/casino';
import {
  getRouletteTable,
  getStudioSession,
  listSessionRounds,
  placeRouletteBets,
  type RouletteRound,
  type RouletteTable,
  type StudioRound,
} from '@touchline/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl, callApi } from '@/shared/api/client';
import { formatMoney } from '@/shared/money/stake';
import { every, now, pause } from '@/shared/platform/clock';
import { useGameSession } from '@/shared/session/session';
import { usePlay } from '@/shared/session/use-play';
import { ErrorText } from '@/shared/ui/error-text';
import { StakeField, useStake } from '@/shared/ui/stake-field';
import ui from '@/shared/ui/ui.module.css';
import styles from './roulette.module.css';
import { SPOTS, type Spot, spotById } from './table-layout';
import { connectTable, type TableConnector } from './table-socket';

/** The time now, once a second (for the countdowns). */
function useNow(): number {
  const [time, setTime] = useState(now);
  useEffect(() => every(1000, () => setTime(now())), []);
  return time;
}

interface Placed {
  tableRound: string;
  tableNumber: number;
  rounds: string[];
  chips: Record<string, number>;
  total: number;
}

type Settled = { tableRound: string; pocket: number; payout: number; stake: number };

export function RouletteGame({ connect = connectTable }: { connect?: TableConnector }) {
  const { t, i18n } = useTranslation();
  const { ended, applyAnswer, balance, session } = useGameSession();
  const stake = useStake();
  const play = usePlay();
  const time = useNow();
  const [table, setTable] = useState<RouletteTable | null>(null);
  const [chips, setChips] = useState<Record<string, number>>({});
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [tried, setTried] = useState(false);
  const money = (minor: number) => formatMoney(minor, balance.currency, i18n.language);

  // Pushes keep the table current; a read fills it in at first, and again whenever a change is overdue
  // (a push missed while the socket was reconnecting). An older state never replaces a newer one.
  const keep = useCallback((next: RouletteTable) => {
    setTable((current) => (current && isBefore(next.round, current.round) ? current : next));
  }, []);
  const reading = useRef(false);
  const readAt = useRef(0);
  const read = useCallback(() => {
    if (reading.current || now() - readAt.current < OVERDUE_MS) return;
    reading.current = true;
    readAt.current = now();
    callApi(getRouletteTable, {})
      .then(keep)
      .catch(() => undefined)
      .finally(() => {
        reading.current = false;
      });
  }, [keep]);
  useEffect(() => {
    read();
    return connect(apiBaseUrl(), (message) =>
      keep({ round: message.round, recent: message.recent, players: message.players }),
    );
  }, [connect, read, keep]);

  const round = table?.round ?? null;
  useEffect(() => {
    if (round && time > Date.parse(dueAt(round)) + OVERDUE_MS) read();
  }, [round, time, read]);

  const bettingOpen = round?.phase === 'betting' && Date.parse(round.closes_at) > time;
  const pendingTotal = Object.values(chips).reduce((sum, amount) => sum + amount, 0);

  // Once the ball has landed on a round with this player's bets (its result seen, or the table already
  // past it), their payout is read from the session's rounds, as often as it takes for the table to pay.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const settling = useRef<string | null>(null);
  const settle = useCallback(
    async (mine: Placed) => {
      if (settling.current === mine.tableRound) return;
      settling.current = mine.tableRound;
      for (let attempt = 0; mounted.current; attempt++) {
        try {
          const [{ rounds }, fresh] = await Promise.all([
            callApi(listSessionRounds, { query: { limit: 20 } }),
            callApi(getStudioSession, {}),
          ]);
          const ours = rounds.filter((listed) => mine.rounds.includes(listed.round_id));
          const outcome = ours[0]?.outcome;
          const pocket = outcome?.game === 'roulette' ? outcome.pocket : null;
          const paid = ours.length === mine.rounds.length && ours.every((listed) => listed.status !== 'open');
          if (paid && pocket !== null) {
            if (!mounted.current) return;
            for (const listed of ours) {
              applyAnswer({ round: listed, balance: fresh.balance, fairness: fresh.fairness });
            }
            setSettled({
              tableRound: mine.tableRound,
              pocket,
              payout: ours.reduce((sum, listed: StudioRound) => sum + listed.payout, 0),
              stake: mine.total,
            });
            return;
          }
        } catch {
          // Tried again below.
        }
        await pause(Math.min(1000 * (attempt + 1), 3000));
      }
    },
    [applyAnswer],
  );

  useEffect(() => {
    if (!round || !placed) return;
    const drawn =
      round.round_id === placed.tableRound
        ? round.phase === 'result' && round.pocket !== null
        : round.number > placed.tableNumber;
    if (drawn) void settle(placed);
  }, [round, placed, settle]);

  const add = (spot: Spot) => {
    setTried(true);
    if (!stake.check.ok) return;
    const chip = stake.check.minor;
    if (pendingTotal + chip > balance.cash) {
      play.setError(t('refusals.insufficientFunds'));
      return;
    }
    play.setError(null);
    setChips((current) => ({ ...current, [spot.id]: (current[spot.id] ?? 0) + chip }));
  };

  const place = async () => {
    if (!round || pendingTotal === 0) return;
    const bets = Object.entries(chips).flatMap(([id, amount]) => {
      const spot = spotById(id);
      return spot ? [{ bet: spot.bet, stake: amount }] : [];
    });
    const tableRound = round.round_id;
    const tableNumber = round.number;
    const answer = await play.run(() => callApi(placeRouletteBets, { body: { round_id: tableRound, bets } }));
    if (!answer) return;
    applyAnswer(answer);
    setPlaced((current) =>
      current && current.tableRound === tableRound
        ? {
            tableRound,
            tableNumber,
            rounds: [...current.rounds, answer.round.round_id],
            chips: merge(current.chips, chips),
            total: current.total + pendingTotal,
          }
        : { tableRound, tableNumber, rounds: [answer.round.round_id], chips, total: pendingTotal },
    );
    setSettled(null);
    setChips({});
  };

  const shownChips = (id: string): number =>
    (chips[id] ?? 0) + (placed && placed.tableRound === round?.round_id ? (placed.chips[id] ?? 0) : 0);

  const seconds = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - time) / 1000));
  const phaseText = !round
    ? t('roulette.connecting')
    : round.phase === 'betting'
      ? bettingOpen
        ? t('roulette.betting', { count: seconds(round.closes_at) })
        : t('roulette.closed')
      : round.phase === 'spinning'
        ? t('roulette.spinning')
        : t('roulette.result', { count: seconds(round.next_at) });
  const winning = round?.phase === 'result' ? round.pocket : null;

  return (
    <div className={styles.game}>
      <section className={styles.stage} aria-label={t('roulette.stage')}>
        <div className={styles.status}>
          <p className={styles.phase} data-phase={round?.phase ?? 'connecting'} aria-live="polite">
            {phaseText}
          </p>
          {winning !== null && winning !== undefined ? (
            <p className={styles.winning}>
              <span>{t('roulette.winningNumber')}</span>
              <span className={styles.pocket} data-colour={rouletteColour(winning)}>
                {winning}
              </span>
            </p>
          ) : null}
          {table ? <p className={ui.muted}>{t('roulette.players', { count: table.players })}</p> : null}
        </div>
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('roulette.layout')}</legend>
          <div className={styles.table}>
            {SPOTS.map((spot) => {
              const amount = shownChips(spot.id);
              return (
                <button
                  key={spot.id}
                  type="button"
                  className={styles.spot}
                  data-colour={spot.colour}
                  data-kind={spot.bet.type === 'straight' ? 'number' : 'outside'}
                  data-won={
                    winning !== null && winning !== undefined && spotWins(spot, winning) ? 'true' : undefined
                  }
                  style={
                    {
                      '--wr': spot.wide.row,
                      '--wc': spot.wide.col,
                      '--wrs': spot.wide.rows ?? 1,
                      '--wcs': spot.wide.cols ?? 1,
                      '--nr': spot.narrow.row,
                      '--nc': spot.narrow.col,
                      '--nrs': spot.narrow.rows ?? 1,
                      '--ncs': spot.narrow.cols ?? 1,
                    } as React.CSSProperties
                  }
                  disabled={!bettingOpen || play.busy || Boolean(ended)}
                  onClick={() => add(spot)}
                >
                  <span className={styles.spotName}>{spotName(spot, t)}</span>
                  {amount > 0 ? (
                    <>
                      {' '}
                      <span className={styles.chip}>{money(amount)}</span>
                    </>
                  ) : null}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className={styles.recent}>
          <h2 className={styles.recentTitle}>{t('roulette.recent')}</h2>
          <ol className={styles.recentList}>
            {(table?.recent ?? []).slice(0, 12).map((pocket, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a pocket repeats; its place in the list is its identity
              <li key={index} className={styles.pocket} data-colour={rouletteColour(pocket)}>
                {pocket}
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={`${ui.panel} ${styles.controls}`} aria-label={t('roulette.controls')}>
        <StakeField stake={stake} disabled={Boolean(ended)} showError={tried} />
        <dl className={ui.stats}>
          <div>
            <dt>{t('roulette.pending')}</dt>
            <dd>{money(pendingTotal)}</dd>
          </div>
          <div>
            <dt>{t('roulette.placed')}</dt>
            <dd>{money(placed && placed.tableRound === round?.round_id ? placed.total : 0)}</dd>
          </div>
        </dl>
        <div className={ui.row}>
          <button
            type="button"
            className={ui.button}
            disabled={pendingTotal === 0 || play.busy}
            onClick={() => setChips({})}
          >
            {t('roulette.clear')}
          </button>
          <button
            type="button"
            className={ui.primary}
            disabled={!bettingOpen || pendingTotal === 0 || play.busy || Boolean(ended)}
            onClick={place}
          >
            {t('roulette.place')}
          </button>
        </div>
        <ErrorText message={play.error} />
        <div aria-live="polite">
          {settled ? (
            settled.payout > 0 ? (
              <p className={ui.win}>
                {t('roulette.paid', { payout: money(settled.payout), pocket: settled.pocket })}
              </p>
            ) : (
              <p className={ui.loss}>{t('roulette.noWin', { pocket: settled.pocket })}</p>
            )
          ) : placed ? (
            <p className={ui.muted}>{t('roulette.waiting')}</p>
          ) : null}
        </div>
        {round ? (
          <p className={ui.muted}>
            {t('roulette.commitment')} <span className={ui.mono}>{round.server_seed_hash}</span>
          </p>
        ) : null}
        <p className={ui.muted}>
          {t('roulette.limits', { min: money(session.min_stake), max: money(session.max_stake) })}
        </p>
      </section>
    </div>
  );
}

/** How long past its due time a phase may run before the table is read again. */
const OVERDUE_MS = 2500;

const PHASES = ['betting', 'spinning', 'result'] as const;

/** Whether round `a` is an earlier state of the table than round `b`. */
const isBefore = (a: RouletteRound, b: RouletteRound): boolean =>
  a.number !== b.number ? a.number < b.number : PHASES.indexOf(a.phase) < PHASES.indexOf(b.phase);

/** When the round's current phase ends. */
const dueAt = (round: RouletteRound): string =>
  round.phase === 'betting' ? round.closes_at : round.phase === 'spinning' ? round.result_at : round.next_at;

const merge = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
  const out = { ...a };
  for (const [id, amount] of Object.entries(b)) out[id] = (out[id] ?? 0) + amount;
  return out;
};

/** Whether a spot's bet wins on a pocket (for highlighting the layout). */
const spotWins = (spot: Spot, pocket: number): boolean => rouletteCovered(spot.bet).includes(pocket);

type T = ReturnType<typeof useTranslation>['t'];

/** The spot's visible text, which is also its accessible name. */
function spotName(spot: Spot, t: T): string {
  const { bet } = spot;
  switch (bet.type) {
    case 'straight':
      return String(bet.numbers[0]);
    case 'dozen':
      return t(`roulette.dozen${bet.dozen}`);
    case 'column':
      return t('roulette.column', { n: bet.column });
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return t(`roulette.bets.${bet.type}`);
    default:
      return '';
  }
}
