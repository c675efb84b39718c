/** Wire shapes of the cashier calls (not in the contract: the spec only shows the account site opening them). */
import { Currency, IsoDateTime, MinorUnits, PlayerBalance } from '@touchline/contract';
import { z } from 'zod';
import { DEMO_METHOD } from './provider';

export const IdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'an idempotency key is 8-128 letters, digits, _ . : or -');

export const CashierBody = z.object({
  amount: MinorUnits.min(1).describe('Minor units (10.00 is 1000)'),
  method: z.literal(DEMO_METHOD).default(DEMO_METHOD),
  idempotency_key: IdempotencyKey.optional().describe(
    'Or the Idempotency-Key header; one of them is required',
  ),
  card: z
    .string()
    .regex(/^\d{12,19}$/, 'a card number is 12-19 digits')
    .optional()
    .describe('Demo card number; one ending in 0002 is declined'),
});
export type CashierBody = z.infer<typeof CashierBody>;

export const PaymentView = z.object({
  id: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  amount: MinorUnits,
  currency: Currency,
  status: z.enum(['pending', 'completed', 'declined', 'refused']),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  provider_reference: z.string().nullable(),
  created_at: IsoDateTime,
});

/** Every cashier answer, whatever the outcome: 200 completed, 402 declined, 422 refused. */
export const CashierResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().nullable(),
  code: z.string().nullable().describe('BALANCE_INSUFFICIENT, CARD_DECLINED, ...; null on success'),
  replayed: z.boolean().describe('true when the idempotency key had been used: nothing moved again'),
  payment: PaymentView,
  balance: PlayerBalance,
});

export const TransactionsQuery = z.object({
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number<number | string>().int().min(1).max(100).default(20),
});

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

export const TransactionsResponse = z.object({
  data: z.array(LedgerEntryView),
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
});
