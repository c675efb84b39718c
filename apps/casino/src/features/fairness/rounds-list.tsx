/** My rounds: the session's rounds of this game, newest first, each with its Verify. */
import { formatDiceRoll, WHEEL_SEGMENTS } from '@touchline/casino';
import { listSessionRounds, type StudioRound } from '@touchline/contract';
import { Dialog } from '@touchline/web-kit/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/shared/api/client';
import { explainRefusal } from '@/shared/api/refusals';
import { formatMoney } from '@/shared/money/stake';
import { useGameSession } from '@/shared/session/session';
import { ErrorText } from '@/shared/ui/error-text';
import ui from '@/shared/ui/ui.module.css';
import styles from './fairness.module.css';
import { formOfRound } from './verify';
import { VerifyView } from './verify-view';

type T = ReturnType<typeof useTranslation>['t'];

function listedOutcome(round: StudioRound, t: T, locale: string): string {
  const { outcome } = round;
  switch (outcome.game) {
    case 'dice':
      return t('verify.outcomes.dice', { roll: formatDiceRoll(outcome.roll) });
    case 'lucky-wheel': {
      const bp = WHEEL_SEGMENTS[outcome.segment]?.multiplierBp ?? 0;
      return t('verify.outcomes.wheel', {
        multiplier: `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 10_000)}×`,
      });
    }
    case 'mines':
      return t('rounds.minesPicks', { count: outcome.picks.length });
    case 'roulette':
      return outcome.pocket === null
        ? t('rounds.awaitingSpin')
        : t('verify.outcomes.roulette', { pocket: outcome.pocket });
  }
}

export function RoundsList() {
  const { t, i18n } = useTranslation();
  const { roundsVersion, balance } = useGameSession();
  const [rounds, setRounds] = useState<StudioRound[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The round in the Verify dialog, by id: when the list reloads (a seed rotation reveals the seed the
  // round was drawn from) the dialog shows the round as it now stands.
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  const verifying = rounds?.find((round) => round.round_id === verifyingId) ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: roundsVersion is the reload signal
  useEffect(() => {
    let live = true;
    callApi(listSessionRounds, { query: { limit: 20 } })
      .then((answer) => {
        if (!live) return;
        setRounds(answer.rounds);
        setNext(answer.next);
        setError(null);
      })
      .catch((refused) => {
        if (live) setError(explainRefusal(refused, t));
      });
    return () => {
      live = false;
    };
  }, [roundsVersion, t]);

  const older = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const answer = await callApi(listSessionRounds, { query: { limit: 20, before: next } });
      setRounds((current) => [...(current ?? []), ...answer.rounds]);
      setNext(answer.next);
      setError(null);
    } catch (refused) {
      setError(explainRefusal(refused, t));
    } finally {
      setLoadingMore(false);
    }
  };

  const money = (minor: number, round: StudioRound) => formatMoney(minor, round.currency, i18n.language);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });

  return (
    <div>
      <ErrorText message={error} />
      {rounds === null ? (
        <p className={ui.muted}>{t('rounds.loading')}</p>
      ) : rounds.length === 0 ? (
        <p className={ui.muted}>{t('rounds.empty')}</p>
      ) : (
        <ul className={styles.rounds}>
          {rounds.map((round) => (
            <li key={round.round_id} className={styles.round} data-status={round.status}>
              <div className={styles.roundMain}>
                <span className={styles.roundOutcome}>{listedOutcome(round, t, i18n.language)}</span>
                <span className={ui.muted}>
                  {time.format(new Date(round.created_at))} · {t('rounds.nonce', { nonce: round.nonce })}
                </span>
              </div>
              <div className={styles.roundMoney}>
                <span>{t('rounds.stake', { amount: money(round.stake, round) })}</span>
                <span className={round.payout > 0 ? ui.win : ui.loss}>
                  {round.status === 'open'
                    ? t('rounds.open')
                    : round.status === 'rolled_back'
                      ? t('rounds.rolledBack')
                      : t('rounds.paid', { amount: money(round.payout, round) })}
                </span>
              </div>
              <button
                type="button"
                className={ui.small}
                disabled={round.status === 'open'}
                onClick={() => setVerifyingId(round.round_id)}
              >
                {t('rounds.verify')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <button
          type="button"
          className={`${ui.button} ${styles.more}`}
          disabled={loadingMore}
          onClick={older}
        >
          {t('rounds.more')}
        </button>
      ) : null}
      <Dialog
        open={verifying !== null}
        title={t('verify.title')}
        closeLabel={t('common.close')}
        onClose={() => setVerifyingId(null)}
        size="md"
      >
        {verifying ? (
          <VerifyView
            key={`${verifying.round_id}:${verifying.server_seed ?? ''}`}
            initial={formOfRound(verifying)}
            currency={balance.currency}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
