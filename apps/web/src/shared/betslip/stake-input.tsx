/**
 * The money input of the bet slip and the bet builder slip: digits, currency symbols, comma, period and
 * space; one decimal point; at most 2 decimals, further ones dropped as typed; 0.10 to 10000. A phone
 * shows its decimal keypad. What the field holds is the stake the slip prices; an invalid stake counts
 * as 0. Imported by its own path, not through the betslip index: the first load does not need it.
 */
import { MAX_STAKE, MIN_STAKE, parseMoneyInput } from '@touchline/betting';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './stake-input.module.css';
// The slip texts (English at once, the page's language fetched with them).
import './texts';

interface StakeInputProps {
  /** Stake in major units the slip holds. */
  value: number;
  onChange: (stake: number) => void;
  currencySymbol: string;
  disabled?: boolean;
  /** The caller's layout of the field (its width in a row); it fills its container without one. */
  className?: string;
}

/** The symbol a locale writes for a currency (€, £, R$), or the code when it has none. */
export function currencySymbolOf(locale: string, currency: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/** The text a stake starts from: at most 2 decimals, no trailing zeros. */
const textOf = (value: number): string => (value > 0 ? String(Math.trunc(value * 100 + 1e-6) / 100) : '');

export function StakeInput({
  value,
  onChange,
  currencySymbol,
  disabled = false,
  className,
}: StakeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(() => textOf(value));
  const parsed = parseMoneyInput(text);
  // The slip changed the stake (a link, another field): the field follows unless it already says so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the slip, not the keystrokes
  useEffect(() => {
    if (parseMoneyInput(text).value !== value) setText(textOf(value));
  }, [value]);
  const error =
    text === '' || parsed.error === null || parsed.error === 'empty'
      ? null
      : parsed.error === 'below_min'
        ? t('betslip.stakeMin', { amount: MIN_STAKE.toFixed(2) })
        : parsed.error === 'above_max'
          ? t('betslip.stakeMax', { amount: MAX_STAKE.toFixed(2) })
          : t('betslip.stakeInvalid');
  return (
    <div className={className ? `${styles.stake} ${className}` : styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {t('betslip.stake')}
      </label>
      <div className={styles.stakeBox} data-invalid={error ? 'true' : undefined}>
        <span className={styles.currency} aria-hidden="true">
          {currencySymbol}
        </span>
        <input
          id={id}
          className={styles.stakeField}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            // The field shows what the filter keeps, and the stake is what the field shows.
            const shown = parseMoneyInput(event.target.value).text;
            setText(shown);
            onChange(parseMoneyInput(shown).value);
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.stakeError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
