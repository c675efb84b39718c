/** Why a payment did not go through, in the bettor's words. */
import { DEPOSIT_MAX, DEPOSIT_MIN } from '@touchline/contract';
import type { ParseKeys, TFunction } from 'i18next';
import { ApiError } from '@/shared/api/client';
import { explainApiError } from '@/shared/api/errors';
import { explainLimitRefusal } from '@/shared/safe-gambling/refusals';

const BY_CODE: Readonly<Record<string, ParseKeys>> = {
  CARD_DECLINED: 'cashier.errors.declined',
  APPLE_PAY_TOKEN_INVALID: 'cashier.applePay.tokenInvalid',
  BALANCE_INSUFFICIENT: 'cashier.errors.amountAboveCash',
  AMOUNT_BELOW_MINIMUM: 'cashier.errors.amountBelowMin',
  AMOUNT_ABOVE_MAXIMUM: 'cashier.errors.amountAboveMax',
  DEPOSIT_LIMIT_EXCEEDED: 'cashier.errors.depositLimit',
  TIMED_OUT: 'cashier.errors.excluded',
  SELF_EXCLUDED: 'cashier.errors.excluded',
};

export function explainCashierError(error: unknown, t: TFunction, money: (minor: number) => string): string {
  // A deposit limit or an exclusion is explained with its figures: the limit, what is left, until when.
  const limit = explainLimitRefusal(error, t);
  if (limit !== null) return limit;
  if (error instanceof ApiError && error.code !== null) {
    const key = BY_CODE[error.code];
    if (key) return t(key, { min: money(DEPOSIT_MIN), max: money(DEPOSIT_MAX) });
  }
  return explainApiError(error, t);
}
