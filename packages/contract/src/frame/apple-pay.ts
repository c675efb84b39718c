/**
 * Apple Pay through the frame. ApplePaySession exists only in the top-level page, so the cashier in the
 * account frame asks the sportsbook to run the payment sheet:
 *
 * 1. The cashier posts apple_pay_check; the sportsbook answers apple_pay_support with whether its page
 *    can make Apple Pay payments. The cashier offers Apple Pay only when it can.
 * 2. The bettor presses Apple Pay: the cashier posts apple_pay_start with the amount, the account's
 *    currency and a fresh request id (the deposit's idempotency key). The sportsbook opens the sheet.
 * 3. The sheet asks for merchant validation: the sportsbook gets a merchant session from the server
 *    and posts apple_pay_progress {stage: merchant_validation}.
 * 4. The bettor authorises: the sportsbook posts apple_pay_progress {stage: payment_authorized}, sends
 *    the token to the server, completes the sheet with the outcome and posts apple_pay_result.
 *
 * A request id the cashier did not start is ignored on its side; a start while a sheet is open is
 * answered with a failed result.
 */
import { z } from 'zod';
import { APPLE_PAY_METHOD } from '../api/apple-pay';
import { CashierIdempotencyKey, DEPOSIT_MAX, DEPOSIT_MIN, PaymentView } from '../api/cashier';
import { DepositLimitBreach } from '../api/limits';
import { Currency, MinorUnits } from '../entities/common';
import { PlayerBalance } from '../entities/user';

export { APPLE_PAY_METHOD };

export const ApplePayStart = z.object({
  request_id: CashierIdempotencyKey.describe("The deposit's idempotency key, new for every press"),
  amount: MinorUnits.min(DEPOSIT_MIN).max(DEPOSIT_MAX).describe('Minor units'),
  currency: Currency,
});
export type ApplePayStart = z.infer<typeof ApplePayStart>;

export const ApplePaySupport = z.object({
  supported: z.boolean().describe('window.ApplePaySession?.canMakePayments() in the sportsbook page'),
});

export const ApplePayStage = z.enum(['merchant_validation', 'payment_authorized']);
export type ApplePayStage = z.infer<typeof ApplePayStage>;

export const ApplePayProgress = z.object({ request_id: CashierIdempotencyKey, stage: ApplePayStage });

/** Why a payment did not go through: the server's refusal (status, code, message and its facts). */
export const ApplePayFailure = z.object({
  status: z.int().min(0).max(599).describe('HTTP status of the refusal; 0 when the server was not reached'),
  code: z.string().max(64).nullable(),
  message: z.string().max(500),
  deposit_limit: DepositLimitBreach.optional(),
  until: z.iso.datetime().optional(),
});
export type ApplePayFailure = z.infer<typeof ApplePayFailure>;

/**
 * completed: the money is in (payment and new balance); declined by the provider or refused by the
 * cashier (a limit, an exclusion): the failure; cancelled: the bettor closed the sheet; failed: the
 * sheet or the merchant validation broke down.
 */
export const ApplePayOutcome = z.enum(['completed', 'declined', 'refused', 'cancelled', 'failed']);
export type ApplePayOutcome = z.infer<typeof ApplePayOutcome>;

export const ApplePayResult = z.object({
  request_id: CashierIdempotencyKey,
  outcome: ApplePayOutcome,
  payment: PaymentView.nullable(),
  balance: PlayerBalance.nullable(),
  failure: ApplePayFailure.nullable(),
});
export type ApplePayResult = z.infer<typeof ApplePayResult>;
