/** The combo hint, the boosts paid on top, and the total stake and potential return. */
import type { SlipView } from '@touchline/betting';
import { useTranslation } from 'react-i18next';
import styles from '../betslip.module.css';

interface SlipSummaryProps {
  view: Pick<SlipView, 'comboHint' | 'comboBoost' | 'boostTokenExtra' | 'totalStake' | 'potentialReturn'>;
  /** Minor units to text in the bettor's currency; null is '-'. */
  money: (minor: number | null) => string;
}

export function SlipSummary({ view, money }: SlipSummaryProps) {
  const { t } = useTranslation();
  return (
    <>
      {view.comboHint ? <p className={styles.hint}>{t('betslip.comboHint')}</p> : null}
      {view.comboBoost ? (
        <p className={styles.boost}>
          {t('betslip.comboBoost', { percentage: view.comboBoost.percentage })}
          <strong>+{money(view.comboBoost.extra)}</strong>
        </p>
      ) : null}
      {view.boostTokenExtra !== null ? (
        <p className={styles.boost}>
          {t('betslip.boostTokenExtra')}
          <strong>+{money(view.boostTokenExtra)}</strong>
        </p>
      ) : null}
      <dl className={styles.totals}>
        <dt>{t('betslip.totalStake')}</dt>
        <dd data-testid="total-stake">{money(view.totalStake)}</dd>
        <dt>{t('betslip.potentialReturn')}</dt>
        <dd data-testid="potential-return" className={styles.return}>
          {money(view.potentialReturn)}
        </dd>
      </dl>
    </>
  );
}
