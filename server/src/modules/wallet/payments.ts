/**
 * The cashier: deposits and withdrawals through the demo payment provider. Each request is a payment
 * row (kept whatever the outcome) and, when it goes through, a ledger entry in the same transaction.
 * One idempotency key per user gives one payment however often the request is retried.
 */
import {
  type ApplePayPaymentToken,
  type Currency,
  DEPOSIT_MAX,
  DEPOSIT_MIN,
  WITHDRAWAL_MIN,
} from '@touchline/contract';
import type { Db } from '../../db/client';
import type { PaymentDirection } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { HttpError } from '../../http/errors';
import { writeInboxMessage } from '../inbox';
import { assertDepositAllowed } from '../limits';
import {
  demoProvider,
  type MerchantSessionRequest,
  type PaymentMethod,
  type PaymentProvider,
} from './provider';
import { findPayment, finishPayment, insertPayment, type PaymentRow } from './repo';
import { credit, debit, getBalances, lockWallet, type WalletBalances } from './service';

export { DEPOSIT_MAX, DEPOSIT_MIN, WITHDRAWAL_MIN };

export type CashierErrorCode =
  | 'AMOUNT_BELOW_MINIMUM'
  | 'AMOUNT_ABOVE_MAXIMUM'
  | 'IDEMPOTENCY_CONFLICT'
  | 'CURRENCY_MISMATCH';

/** The provider every payment goes through, whatever its method. */
const provider: PaymentProvider = demoProvider;

/**
 * A request the cashier refuses before it reaches the provider (nothing is recorded): an amount
 * outside the limits is a 400, a key already used for another payment a 409.
 */
export type CashierRefusal = HttpError<CashierErrorCode>;

export interface CashierRequest {
  userId: number;
  /** Minor units. */
  amount: number;
  method: PaymentMethod;
  idempotencyKey: string;
  card?: string | undefined;
  applePayToken?: ApplePayPaymentToken | undefined;
  /** The currency the bettor saw (an Apple Pay sheet): it must be the account's. */
  currency?: Currency | undefined;
  now: Date;
}

export interface CashierOutcome {
  payment: PaymentRow;
  balances: WalletBalances;
  /** True when the key had been used: this is the first request's payment, nothing moved again. */
  replayed: boolean;
}

const major = (minor: number): string => (minor / 100).toFixed(2);

/** Why an amount is outside the cashier limits, or null (pure). */
export function limitProblem(direction: PaymentDirection, amount: number): CashierRefusal | null {
  const min = direction === 'deposit' ? DEPOSIT_MIN : WITHDRAWAL_MIN;
  if (amount < min) {
    return new HttpError(400, 'AMOUNT_BELOW_MINIMUM', `amount: the minimum ${direction} is ${major(min)}`);
  }
  if (direction === 'deposit' && amount > DEPOSIT_MAX) {
    return new HttpError(400, 'AMOUNT_ABOVE_MAXIMUM', `amount: the maximum deposit is ${major(DEPOSIT_MAX)}`);
  }
  return null;
}

function sameRequest(payment: PaymentRow, direction: PaymentDirection, request: CashierRequest): boolean {
  return (
    payment.direction === direction && payment.amount === request.amount && payment.method === request.method
  );
}

async function processPayment(
  tx: Tx,
  direction: PaymentDirection,
  request: CashierRequest,
): Promise<CashierOutcome> {
  const problem = limitProblem(direction, request.amount);
  if (problem) throw problem;
  const wallet = await lockWallet(tx, request.userId);
  const replay = async (payment: PaymentRow): Promise<CashierOutcome> => {
    if (!sameRequest(payment, direction, request)) {
      throw new HttpError(
        409,
        'IDEMPOTENCY_CONFLICT',
        'idempotency_key: this key was already used for a different payment',
      );
    }
    return { payment, balances: await getBalances(tx, request.userId), replayed: true };
  };
  const existing = await findPayment(tx, request.userId, request.idempotencyKey);
  if (existing) return replay(existing);
  if (request.currency !== undefined && request.currency !== wallet.currency) {
    throw new HttpError(
      400,
      'CURRENCY_MISMATCH',
      `currency: the account is in ${wallet.currency}, not ${request.currency}`,
    );
  }
  // Safe-gambling limits and exclusions refuse a deposit before anything is recorded: no payment,
  // no ledger entry. Checked under the wallet lock, so concurrent deposits share one allowance.
  if (direction === 'deposit') {
    await assertDepositAllowed(tx, {
      userId: request.userId,
      amount: request.amount,
      currency: wallet.currency,
      now: request.now,
    });
  }

  const payment = await insertPayment(tx, {
    userId: request.userId,
    walletId: wallet.walletId,
    direction,
    method: request.method,
    amount: request.amount,
    currency: wallet.currency,
    idempotencyKey: request.idempotencyKey,
    createdAt: request.now,
  });
  if (!payment) {
    const raced = await findPayment(tx, request.userId, request.idempotencyKey);
    if (!raced) throw new Error('payment idempotency key conflicted but no payment holds it');
    return replay(raced);
  }

  if (direction === 'withdrawal' && request.amount > wallet.cash) {
    const refused = await finishPayment(tx, payment.id, {
      status: 'refused',
      failureCode: 'BALANCE_INSUFFICIENT',
      failureMessage: `Withdrawal of ${major(request.amount)} exceeds the withdrawable cash balance of ${major(wallet.cash)}`,
      completedAt: request.now,
    });
    return { payment: refused, balances: wallet, replayed: false };
  }

  const answer = provider.authorize({
    paymentId: payment.id,
    direction,
    amount: request.amount,
    currency: wallet.currency,
    method: request.method,
    card: request.card,
    applePayToken: request.applePayToken,
  });
  if (!answer.approved) {
    const declined = await finishPayment(tx, payment.id, {
      status: 'declined',
      failureCode: answer.code,
      failureMessage: answer.message,
      completedAt: request.now,
    });
    return { payment: declined, balances: wallet, replayed: false };
  }

  const movement = {
    userId: request.userId,
    amount: request.amount,
    reference: { type: 'payment', id: String(payment.id) },
    idempotencyKey: `payment:${payment.id}`,
  };
  const moved =
    direction === 'deposit'
      ? await credit(tx, { ...movement, kind: 'deposit', balance: 'cash' }, wallet)
      : await debit(tx, { ...movement, kind: 'withdrawal', balance: 'cash' }, wallet);
  const completed = await finishPayment(tx, payment.id, {
    status: 'completed',
    providerReference: answer.reference,
    completedAt: request.now,
  });
  await writeInboxMessage(
    tx,
    request.userId,
    {
      kind: direction,
      params: { amount: request.amount, currency: wallet.currency as Currency, payment_id: payment.id },
    },
    request.now,
  );
  return { payment: completed, balances: moved.balances, replayed: false };
}

/**
 * Deposits into cash through the payment provider, by card or Apple Pay (limits 5.00 to 5,000.00), in
 * its own transaction.
 */
export const deposit = (db: Db, request: CashierRequest): Promise<CashierOutcome> =>
  db.transaction((tx) => processPayment(tx, 'deposit', request));

/** The same deposit inside a caller's transaction (e.g. a new demo account's opening balance). */
export const depositInTransaction = (tx: Tx, request: CashierRequest): Promise<CashierOutcome> =>
  processPayment(tx, 'deposit', request);

/** Withdraws from cash through the demo provider; refused (and recorded) when cash does not cover it. */
export const withdraw = (db: Db, request: CashierRequest): Promise<CashierOutcome> =>
  db.transaction((tx) => processPayment(tx, 'withdrawal', request));

/** A merchant session for an Apple Pay sheet (merchant validation), from the payment provider. */
export const merchantSession = (request: MerchantSessionRequest) => provider.merchantSession(request);
