/**
 * The stake of a combi or system: the system sizes to pick from, then one row with the slip-wide
 * each-way toggle (or the lines of a system, or the combi's total odds) and the stake.
 */
import { formatOdds, type SlipView } from '@touchline/betting';
import { useTranslation } from 'react-i18next';
import type { SlipCommand } from '@/shared/betslip';
import { StakeInput } from '@/shared/betslip/stake-input';
import { useSettings } from '@/shared/preferences';
import styles from '../betslip.module.css';

interface StakesSectionProps {
  system: SlipView['system'];
  combined: SlipView['combined'];
  currencySymbol: string;
  send: (command: SlipCommand) => void;
}

export function StakesSection({ system, combined, currencySymbol, send }: StakesSectionProps) {
  const { t } = useTranslation();
  const oddsFormat = useSettings((state) => state.oddsFormat);
  return (
    <>
      {system ? (
        <fieldset className={styles.systems}>
          <legend>{t('betslip.systemPick')}</legend>
          {system.options.map((option) => (
            <label key={option.type} className={styles.systemOption}>
              <input
                type="radio"
                name="system-type"
                checked={option.chosen}
                onChange={() => send({ type: 'SET_SYSTEM_TYPE', systemType: option.type })}
              />
              <span className={styles.systemName}>
                {t('betslip.systemName', { k: option.k, n: option.n })}
              </span>
              <span className={styles.meta}>{t('betslip.combinations', { count: option.combinations })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {combined ? (
        <div className={styles.betRow}>
          {combined.eachWay ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                role="switch"
                aria-checked={combined.eachWay.on}
                checked={combined.eachWay.on}
                onChange={() => send({ type: 'TOGGLE_EACH_WAY' })}
              />
              <span>{t('betslip.eachWay')}</span>
            </label>
          ) : (
            <span className={styles.meta}>
              {combined.summary.kind === 'lines'
                ? t('betslip.perLine', { count: combined.summary.count })
                : t('betslip.totalOdds', {
                    odds:
                      combined.summary.odds === null ? '-' : formatOdds(combined.summary.odds, oddsFormat),
                  })}
            </span>
          )}
          <StakeInput
            className={styles.stake}
            value={combined.stake}
            currencySymbol={currencySymbol}
            onChange={(stake) => send({ type: 'SET_STAKE', betType: combined.betType, stake })}
          />
        </div>
      ) : null}
    </>
  );
}
