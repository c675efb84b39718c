/**
 * One selection of the slip: outcome, market and event, the price in
 * the bettor's format (highlighted when it moved, 'Suspended' in red when the market is), the error under
 * the line, remove, and for a single its own stake and each-way checkbox.
 */
import { formatOdds, handicapOutcomeName, type SlipLineView } from '@touchline/betting';
import { useTranslation } from 'react-i18next';
import { StakeInput } from '@/shared/betslip/stake-input';
import { useSettings } from '@/shared/preferences';
import { Icon } from '@/shared/ui/icon';
import styles from '../betslip.module.css';
// This feature's texts (English at once, the page's language fetched with it).
import '../texts';

interface SelectionLineProps {
  /** The line as the slip's view shows it: the selection, its error, its move, its stake. */
  line: SlipLineView;
  single: boolean;
  currencySymbol: string;
  locked: boolean;
  onRemove: () => void;
  onStake: (stake: number) => void;
  onToggleEachWay: () => void;
}

export function SelectionLine({
  line,
  single,
  currencySymbol,
  locked,
  onRemove,
  onStake,
  onToggleEachWay,
}: SelectionLineProps) {
  const { t } = useTranslation();
  const format = useSettings((state) => state.oddsFormat);
  const { selection, error, suspended, move, stake, eachWayCheckbox } = line;
  const { outcome, market, event } = selection;
  const name = handicapOutcomeName(outcome.name ?? '');
  const price = outcome.is_starting_price
    ? t('betslip.startingPrice')
    : (outcome.display_odds?.[format] ?? formatOdds(outcome.odds, format));
  const moved = move?.direction ?? 'none';
  return (
    <li className={styles.line} data-outcome-id={outcome.id} data-suspended={suspended || undefined}>
      <div className={styles.lineHead}>
        <div className={styles.lineText}>
          <span className={styles.outcome}>{name}</span>
          <span className={styles.meta}>{market.name}</span>
          <span className={styles.meta}>{event.name}</span>
        </div>
        <div className={styles.linePrice}>
          {suspended ? (
            <span className={styles.suspended}>{t('betslip.suspended')}</span>
          ) : (
            <span
              className={styles.price}
              data-moved={moved === 'none' ? undefined : moved}
              data-testid="slip-price"
            >
              {moved === 'up' ? <Icon name="caretUp" size={12} /> : null}
              {moved === 'down' ? <Icon name="caretDown" size={12} /> : null}
              {price}
            </span>
          )}
          {move && !suspended ? (
            <span className={styles.was}>
              {t('betslip.priceWas', { odds: formatOdds(move.was, format) })}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('betslip.remove', { name })}
          disabled={locked}
          onClick={onRemove}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
      {error ? (
        <p className={styles.lineError} role="alert">
          {t(`betslip.errors.${error}`, { defaultValue: t('betslip.errorMessage', { message: error }) })}
        </p>
      ) : null}
      {single ? (
        <div className={styles.lineStake}>
          {eachWayCheckbox ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={outcome.is_each_way === true}
                disabled={locked}
                onChange={onToggleEachWay}
              />
              <span>
                {t('betslip.eachWay')}
                {market.ew_place && market.ew_price ? (
                  <span className={styles.terms}>
                    {' '}
                    {t('betslip.eachWayTerms', { places: market.ew_place, fraction: market.ew_price })}
                  </span>
                ) : null}
              </span>
            </label>
          ) : (
            <span />
          )}
          <StakeInput
            value={stake}
            onChange={onStake}
            currencySymbol={currencySymbol}
            disabled={locked}
            className={styles.stake}
          />
        </div>
      ) : null}
    </li>
  );
}
