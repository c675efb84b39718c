/** The deposit page's payment method choice and what it says about an Apple Pay payment. */
import { ApiError } from '@touchline/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, SuccessNotice } from '@/shared/ui/alert';
import styles from '@/shared/ui/ui.module.css';
import type { ApplePayState } from './apple-pay';
import own from './cashier.module.css';
import { explainCashierError } from './cashier-errors';

export type PaymentMethod = 'card' | 'apple_pay';

const METHODS = [
  ['card', 'cashier.method.card'],
  ['apple_pay', 'cashier.method.applePay'],
] as const;

export function PayMethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={own.methods} disabled={disabled}>
      <legend className={own.sectionTitle}>{t('cashier.method.legend')}</legend>
      {METHODS.map(([method, label]) => (
        <label key={method} className={own.method}>
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>{t(label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The outcome of the last Apple Pay sheet: the money in, why not, or that it was closed. */
export function ApplePayMessage({
  state,
  money,
}: {
  state: ApplePayState;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const last = state.status === 'ready' ? state.last : null;
  if (!last) return null;
  switch (last.outcome) {
    case 'completed':
      return last.payment && last.balance ? (
        <SuccessNotice>
          {t('cashier.deposit.done', {
            amount: money(last.payment.amount),
            balance: money(last.balance.total),
          })}
        </SuccessNotice>
      ) : null;
    case 'cancelled':
      return (
        <p role="status" className={styles.muted}>
          {t('cashier.applePay.cancelled')}
        </p>
      );
    default: {
      const failure = last.failure;
      // Not reached the server, or no reason given: the sheet itself broke down.
      if (!failure || failure.status === 0) return <ErrorAlert>{t('cashier.applePay.failed')}</ErrorAlert>;
      const error = new ApiError(failure.status, failure.message, failure.code, null, failure);
      return <ErrorAlert>{explainCashierError(error, t, money)}</ErrorAlert>;
    }
  }
}
