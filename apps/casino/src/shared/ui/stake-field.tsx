/**
 * The stake: major units in the session's currency, with half and double, checked against the session's
 * minimum and maximum and the balance. The typed text is the game's; `check` says whether it can be sent.
 */
import type { Currency } from '@touchline/contract';
import { TextField } from '@touchline/web-kit/field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkStake,
  formatMoney,
  type StakeBounds,
  type StakeCheck,
  scaleStake,
  toMajorText,
} from '@/shared/money/stake';
import { useGameSession } from '@/shared/session/session';
import styles from './stake-field.module.css';
import ui from './ui.module.css';

export interface Stake {
  text: string;
  setText(text: string): void;
  check: StakeCheck;
  bounds: StakeBounds;
  currency: Currency;
}

/** The stake's state, starting at the session's minimum. */
export function useStake(): Stake {
  const { session, balance } = useGameSession();
  const [text, setText] = useState(() => toMajorText(Math.max(session.min_stake, 100)));
  const bounds = { min: session.min_stake, max: session.max_stake, balance: balance.cash };
  return { text, setText, check: checkStake(text, bounds), bounds, currency: balance.currency };
}

export function StakeField({
  stake,
  disabled = false,
  showError,
}: {
  stake: Stake;
  disabled?: boolean;
  /** Show the problem of the typed stake (after a try to play, or as soon as it is edited). */
  showError: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, stake.currency, i18n.language);
  const problem = stake.check.ok ? null : stake.check.problem;
  const error =
    showError && problem
      ? t(`stake.problems.${problem}`, { min: money(stake.bounds.min), max: money(stake.bounds.max) })
      : null;
  return (
    <div className={styles.stake}>
      <div>
        <TextField
          label={t('stake.label', { currency: stake.currency })}
          value={stake.text}
          onValueChange={stake.setText}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          error={error}
          hint={t('stake.range', { min: money(stake.bounds.min), max: money(stake.bounds.max) })}
        />
      </div>
      <div className={styles.quick}>
        <button
          type="button"
          className={ui.button}
          disabled={disabled}
          onClick={() => stake.setText(scaleStake(stake.text, 0.5, stake.bounds))}
        >
          {t('stake.half')}
        </button>
        <button
          type="button"
          className={ui.button}
          disabled={disabled}
          onClick={() => stake.setText(scaleStake(stake.text, 2, stake.bounds))}
        >
          {t('stake.double')}
        </button>
      </div>
    </div>
  );
}
