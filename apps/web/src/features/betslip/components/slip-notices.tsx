/**
 * The bars under the totals: insufficient funds (a tap opens the cashier), a 'Please note' warning, an
 * error, and the hint while the cashier is open for a quick deposit.
 */
import type { SlipView } from '@touchline/betting';
import { useTranslation } from 'react-i18next';
import styles from '../betslip.module.css';

interface SlipNoticesProps {
  notice: SlipView['notice'];
  awaitingDeposit: SlipView['awaitingDeposit'];
  /** Minor units to text in the bettor's currency. */
  money: (minor: number) => string;
  onDeposit: () => void;
}

export function SlipNotices({ notice, awaitingDeposit, money, onDeposit }: SlipNoticesProps) {
  const { t } = useTranslation();
  return (
    <>
      {notice?.kind === 'insufficient-funds' ? (
        <button type="button" className={styles.errorBar} onClick={onDeposit}>
          {t('betslip.insufficientFunds')}
        </button>
      ) : notice?.kind === 'warning' ? (
        <p className={styles.warningBar} role="status">
          {t('betslip.warning', { warning: t(`betslip.errors.${notice.code as 'ODDS_CHANGED'}`) })}
        </p>
      ) : notice ? (
        <p className={styles.errorBar} role="alert">
          {notice.kind === 'failed'
            ? t('betslip.oops')
            : t(`betslip.errors.${notice.code}`, {
                defaultValue: t('betslip.errorMessage', { message: notice.code }),
              })}
        </p>
      ) : null}
      {awaitingDeposit !== null ? (
        <p className={styles.hint} role="status">
          {t('betslip.awaitingDeposit', { amount: money(awaitingDeposit) })}
        </p>
      ) : null}
    </>
  );
}
