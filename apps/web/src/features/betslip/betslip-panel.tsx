/**
 * The right-column betslip placeholder (issue 5: the slip itself is a later issue): the selection count,
 * the selections with their prices, 'No selections' when empty.
 */
import { formatOdds } from '@touchline/betting';
import { useTranslation } from 'react-i18next';
import { useSlip } from '@/shared/betslip';
import { useSettings } from '@/shared/preferences';
import { Icon } from '@/shared/ui/icon';
import styles from './betslip-panel.module.css';

export function BetslipPanel() {
  const { t } = useTranslation();
  const slip = useSlip((state) => state.slip);
  const dispatch = useSlip((state) => state.dispatch);
  const format = useSettings((state) => state.oddsFormat);
  const count = slip.selections.length;
  return (
    <section className={styles.panel} aria-labelledby="betslip-title">
      <header className={styles.header}>
        <h2 id="betslip-title" className={styles.title}>
          <Icon name="ticket" size={18} />
          {t('betslip.title')}
        </h2>
        <span className={styles.count} data-testid="slip-count" aria-live="polite">
          {t('betslip.count', { count })}
        </span>
      </header>
      {count === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('betslip.empty')}</p>
          <p className={styles.emptyHint}>{t('betslip.emptyHint')}</p>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {slip.selections.map((selection) => {
              const price =
                selection.outcome.display_odds?.[format] ?? formatOdds(selection.outcome.odds, format);
              return (
                <li key={selection.outcome.id} className={styles.item}>
                  <div className={styles.itemText}>
                    <span className={styles.outcome}>{selection.outcome.name}</span>
                    <span className={styles.meta}>{selection.market.name}</span>
                    <span className={styles.meta}>{selection.event.name}</span>
                  </div>
                  <span className={styles.price}>{price}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('betslip.remove', { name: selection.outcome.name ?? '' })}
                    onClick={() => dispatch({ type: 'REMOVE_SELECTION', outcomeId: selection.outcome.id })}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
          {slip.betType === 'combi' ? <p className={styles.hint}>{t('betslip.comboHint')}</p> : null}
          <button type="button" className={styles.clear} onClick={() => dispatch({ type: 'CLEAR' })}>
            {t('betslip.clear')}
          </button>
        </>
      )}
    </section>
  );
}
