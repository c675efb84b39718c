/**
 * The reality check: with an interval set in the bettor's safe-gambling tools, once that long has
 * passed in real-money casino play a blocking dialog shows the time played and the net result of the
 * rounds since the period began. Continue starts a new period; Leave closes every game and goes back
 * to the casino lobby. The dialog cannot be dismissed otherwise (no Escape, no backdrop).
 */
import { formatMoney } from '@touchline/betting';
import { Dialog } from '@touchline/web-kit/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { useCasinoPlay } from '@/shared/casino-play';
import { useSession } from '@/shared/session';
import styles from './reality-check.module.css';
import { minutesPlayed, useRealityCheckDue } from './timing';
import { useRealityCheckMinutes } from './use-reality-check-minutes';

/** Where Leave takes the bettor: the casino lobby. */
export const CASINO_LOBBY_PATH = '/casinov2/';

export function RealityCheck() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const periodStart = useCasinoPlay((state) => state.periodStart);
  const minutes = useRealityCheckMinutes(periodStart !== null);
  const staked = useCasinoPlay((state) => state.staked);
  const paid = useCasinoPlay((state) => state.paid);
  const currency = useSession((state) => state.user?.currency ?? null);
  const due = useRealityCheckDue(periodStart, minutes);
  if (!due || periodStart === null) return null;

  const played = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(minutesPlayed(periodStart, Date.now()));
  const net = paid - staked;
  const amount = currency ? formatMoney(Math.abs(net), currency, currentBrand.locale) : null;
  const result =
    amount === null
      ? null
      : net > 0
        ? t('realityCheck.won', { amount })
        : net < 0
          ? t('realityCheck.lost', { amount })
          : t('realityCheck.even', { amount });

  const leave = () => {
    useCasinoPlay.getState().closeAll();
    navigate(CASINO_LOBBY_PATH);
  };

  return (
    <Dialog
      open
      blocking
      size="sm"
      title={t('realityCheck.title')}
      closeLabel={t('realityCheck.leave')}
      footer={
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={leave}>
            {t('realityCheck.leave')}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => useCasinoPlay.getState().restartPeriod()}
          >
            {t('realityCheck.continue')}
          </button>
        </div>
      }
    >
      <p className={styles.lead}>{t('realityCheck.lead')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('realityCheck.timePlayed')}</dt>
          <dd data-testid="reality-check-played">{played}</dd>
        </div>
        {result ? (
          <div>
            <dt>{t('realityCheck.netResult')}</dt>
            <dd
              data-testid="reality-check-result"
              className={net > 0 ? styles.won : net < 0 ? styles.lost : undefined}
            >
              {result}
            </dd>
          </div>
        ) : null}
      </dl>
      <p>{t('realityCheck.question')}</p>
    </Dialog>
  );
}

export default RealityCheck;
