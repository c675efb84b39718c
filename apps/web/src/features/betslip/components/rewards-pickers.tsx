/** The free bet and boost token pickers, each shown only where the slip's shape admits it. */
import type { SlipView } from '@touchline/betting';
import { useTranslation } from 'react-i18next';
import type { SlipCommand } from '@/shared/betslip';
import styles from '../betslip.module.css';

interface RewardsPickersProps {
  freeBets: SlipView['freeBets'];
  boostTokens: SlipView['boostTokens'];
  /** Minor units to text in the bettor's currency. */
  money: (minor: number) => string;
  send: (command: SlipCommand) => void;
}

export function RewardsPickers({ freeBets, boostTokens, money, send }: RewardsPickersProps) {
  const { t } = useTranslation();
  return (
    <>
      {freeBets ? (
        <label className={styles.picker}>
          <span>{t('betslip.freeBet')}</span>
          <select
            value={freeBets.chosen ?? ''}
            onChange={(event) => send({ type: 'CHOOSE_FREE_BET', freeBetId: event.target.value || null })}
          >
            <option value="">{t('betslip.noFreeBet')}</option>
            {freeBets.options.map((option) => (
              <option key={option.id} value={option.id} disabled={option.disabled}>
                {`${option.name} (${money(option.amountRemaining)})`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {boostTokens ? (
        <label className={styles.picker}>
          <span>{t('betslip.boostToken')}</span>
          <select
            value={boostTokens.chosen ?? ''}
            onChange={(event) =>
              send({ type: 'CHOOSE_BOOST_TOKEN', boostTokenId: event.target.value || null })
            }
          >
            <option value="">{t('betslip.noBoostToken')}</option>
            {boostTokens.options.map((option) => (
              <option key={option.id} value={option.id}>
                {t('betslip.boostTokenOption', { name: option.name, percentage: option.percentage })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </>
  );
}
