/**
 * The cashier of the account site: deposits and withdrawals through the demo payment provider, and the
 * ledger the bettor reads back. The server serves these shapes; the account site sends them.
 */
import { z } from 'zod';
import { Currency, IsoDateTime, MinorUnits } from '../entities/common';
import { PlayerBalance } from '../entities/user';
import { defineCall } from './define';
import { LimitRefusalBody } from './limits';

const MODULE = 'wallet';

/** The demo provider's only payment method. */
export const DEMO_CARD_METHOD = 'demo_card';
/** A demo card number ending in these digits is declined, like the test cards of real acquirers. */
export const DECLINED_CARD_SUFFIX = '0002';

/** 5.00 to 5,000.00 per deposit; at least 5.00 per withdrawal (never more than the cash balance). */
export const DEPOSIT_MIN = 500;
export const DEPOSIT_MAX = 500_000;
export const WITHDRAWAL_MIN = 500;

export const CashierIdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'an idempotency key is 8-128 letters, digits, _ . : or -');

export const CardNumber = z.string().regex(/^\d{12,19}$/, 'a card number is 12-19 digits');

export const CashierBody = z.object({
  amount: MinorUnits.min(1).describe('Minor units (10.00 is 1000)'),
  method: z.literal(DEMO_CARD_METHOD).default(DEMO_CARD_METHOD),
  idempotency_key: CashierIdempotencyKey.optional().describe(
    'Or the Idempotency-Key header; one of them is required',
  ),
  card: CardNumber.optional().describe('Demo card number; one ending in 0002 is declined'),
});
export type CashierBody = z.infer<typeof CashierBody>;

export const PaymentStatus = z.enum(['pending', 'completed', 'declined', 'refused']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const PaymentView = z.object({
  id: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  amount: MinorUnits,
  currency: Currency,
  status: PaymentStatus,
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  provider_reference: z.string().nullable(),
  created_at: IsoDateTime,
});
export type PaymentView = z.infer<typeof PaymentView>;

/** Every cashier answer, whatever the outcome: 200 completed, 402 declined, 422 refused. */
export const CashierResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().nullable(),
  code: z.string().nullable().describe('BALANCE_INSUFFICIENT, CARD_DECLINED, ...; null on success'),
  replayed: z.boolean().describe('true when the idempotency key had been used: nothing moved again'),
  payment: PaymentView,
  balance: PlayerBalance,
});
export type CashierResponse = z.infer<typeof CashierResponse>;

export const TransactionsQuery = z.object({
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number<number | string>().int().min(1).max(100).default(20),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

export const LedgerEntryView = z.object({
  id: z.string(),
  kind: z.string(),
  balance_kind: z.enum(['cash', 'bonus', 'casino']),
  amount: z.int().describe('Signed minor units: credit > 0, debit < 0'),
  balance_after: MinorUnits,
  currency: Currency,
  reference_type: z.string().nullable(),
  reference_id: z.string().nullable(),
  created_at: IsoDateTime,
});
export type LedgerEntryView = z.infer<typeof LedgerEntryView>;

export const TransactionsResponse = z.object({
  data: z.array(LedgerEntryView),
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
});
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

/**
 * A cashier outcome's status: completed 200, declined by the provider 402, refused by the server 422,
 * each with the cashier body; refused by a deposit limit (409) or an exclusion (403) with the facts
 * behind the refusal.
 */
export const cashierOutcomes = {
  402: CashierResponse,
  422: CashierResponse,
  403: LimitRefusalBody,
  409: LimitRefusalBody,
};

export const cashierDeposit = defineCall({
  method: 'POST',
  path: '/v1/cashier/deposit',
  module: MODULE,
  summary: 'Deposit through the demo provider (5.00 to 5,000.00; idempotent per key)',
  auth: 'required',
  body: CashierBody,
  response: CashierResponse,
  responses: cashierOutcomes,
});

export const cashierWithdraw = defineCall({
  method: 'POST',
  path: '/v1/cashier/withdraw',
  module: MODULE,
  summary:
    'Withdraw cash through the demo provider (at least 5.00, at most the cash balance; idempotent per key)',
  auth: 'required',
  body: CashierBody,
  response: CashierResponse,
  responses: cashierOutcomes,
});

export const cashierTransactions = defineCall({
  method: 'GET',
  path: '/v1/cashier/transactions',
  module: MODULE,
  summary: 'Ledger history of the logged-in user, newest first, paged',
  auth: 'required',
  querystring: TransactionsQuery,
  response: TransactionsResponse,
});

export const PaymentsResponse = z.object({
  data: z.array(PaymentView),
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
});
export type PaymentsResponse = z.infer<typeof PaymentsResponse>;

export const cashierPayments = defineCall({
  method: 'GET',
  path: '/v1/cashier/payments',
  module: MODULE,
  summary:
    'Deposits and withdrawals of the logged-in user, declined and refused ones too, newest first, paged',
  auth: 'required',
  querystring: TransactionsQuery,
  response: PaymentsResponse,
});

export const cashierCalls = {
  cashierDeposit,
  cashierWithdraw,
  cashierTransactions,
  cashierPayments,
} as const;
