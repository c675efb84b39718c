/**
 * The wallet: cash, bonus (playthrough) and casino balances in integer minor units, changed only
 * through ledger entries.
 *
 * How other modules move money (bet stake, payout, refund, cash-out): inside their OWN transaction,
 * so the money and the thing it pays for commit or roll back together.
 *
 *   await ctx.database.db.transaction(async (tx) => {
 *     const wallet = await lockWallet(tx, userId);        // first, before reading anything you decide on
 *     const bet = await insertBet(tx, ...);
 *     await debit(tx, { userId, amount, kind: 'bet_stake', balance: 'cash_then_bonus',
 *                       reference: { type: 'bet', id: String(bet.id) }, idempotencyKey: `bet:${bet.id}:stake` },
 *                 wallet);                                // the locked balances, so it is not locked again
 *   });
 *
 * debit throws a BALANCE_INSUFFICIENT refusal BEFORE it writes anything, so a caller may catch it and still
 * commit (e.g. to record a rejected attempt) or let it roll the transaction back.
 */
import type { Currency, PlayerBalance } from '@touchline/contract';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { BalanceKind, LedgerKind } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { HttpError, isHttpError } from '../../http/errors';
import {
  applyMovement,
  entriesByIdempotencyKey,
  insertWallet,
  type LedgerRow,
  ledgerSums,
  lockWalletRows,
  type Movement,
  selectWallet,
  type WalletRow,
  walletOf,
  walletSelect,
} from './repo';

export type { BalanceKind, LedgerKind };

/** What a ledger entry belongs to, e.g. { type: 'bet', id: '42' } or { type: 'payment', id: '7' }. */
export interface LedgerReference {
  type: string;
  id: string;
}

export interface WalletBalances {
  walletId: number;
  userId: number;
  currency: Currency;
  cash: number;
  bonus: number;
  casino: number;
  /** cash + bonus: what the sportsbook header shows and a stake may use. */
  total: number;
  /**
   * The row's version when these balances were read without its lock (walletVersionRead): a movement
   * made from them happens only while the row is still that version.
   */
  version?: string;
}

export interface LedgerEntry {
  id: number;
  walletId: number;
  userId: number;
  kind: LedgerKind;
  balanceKind: BalanceKind;
  /** Signed minor units: credit > 0, debit < 0. */
  amount: number;
  balanceAfter: number;
  reference: LedgerReference | null;
  idempotencyKey: string | null;
  createdAt: Date;
}

export interface MoneyMovement {
  userId: number;
  /** Positive integer minor units. */
  amount: number;
  kind: LedgerKind;
  reference?: LedgerReference;
  /**
   * Makes the movement happen once: a second call with the same key returns the first result
   * (replayed: true) instead of moving money again. Namespace it, e.g. `bet:{betId}:stake`.
   */
  idempotencyKey?: string;
  /** Defaults to the user's own currency. */
  currency?: Currency;
  /**
   * When it happened by the app's clock (the ledger entry's created_at; the database's now() when
   * absent). Stakes and returns pass it: the rolling windows of loss limits read them by that time.
   */
  at?: Date;
}

export interface CreditRequest extends MoneyMovement {
  /** Defaults to cash. */
  balance?: BalanceKind;
}

export interface DebitRequest extends MoneyMovement {
  /** Defaults to cash. cash_then_bonus takes what cash has, the rest from bonus (one entry each). */
  balance?: BalanceKind | 'cash_then_bonus';
}

export interface WalletMovementResult {
  /** The entries written (or found, when replayed), one per balance touched. */
  entries: LedgerEntry[];
  /** Balances after the movement. */
  balances: WalletBalances;
  replayed: boolean;
}

export type WalletErrorCode =
  | 'BALANCE_INSUFFICIENT'
  | 'WALLET_NOT_FOUND'
  | 'INVALID_AMOUNT'
  | 'IDEMPOTENCY_CONFLICT';

/**
 * A wallet refusal. A missing wallet or a malformed amount is a fault of the calling code (500); a key
 * reused for another movement or a balance that does not cover a debit is a 409.
 */
export type WalletError = HttpError<WalletErrorCode>;

/** The balance asked for does not cover the debit; nothing was written. */
export type BalanceInsufficient = HttpError<'BALANCE_INSUFFICIENT', { requested: number; available: number }>;

export const isBalanceInsufficient = (error: unknown): error is BalanceInsufficient =>
  isHttpError(error, 'BALANCE_INSUFFICIENT');

const walletError = (statusCode: 409 | 500, code: WalletErrorCode, message: string): WalletError =>
  new HttpError(statusCode, code, message);

const toBalances = (row: WalletRow): WalletBalances => ({
  walletId: row.id,
  userId: row.userId,
  currency: row.currency as Currency,
  cash: row.cash,
  bonus: row.bonus,
  casino: row.casino,
  total: row.cash + row.bonus,
});

const toEntry = (row: LedgerRow): LedgerEntry => ({
  id: row.id,
  walletId: row.walletId,
  userId: row.userId,
  kind: row.kind,
  balanceKind: row.balanceKind,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  reference:
    row.referenceType !== null && row.referenceId !== null
      ? { type: row.referenceType, id: row.referenceId }
      : null,
  idempotencyKey: row.idempotencyKey,
  createdAt: row.createdAt,
});

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw walletError(
      500,
      'INVALID_AMOUNT',
      `amount must be a positive integer of minor units, got ${amount}`,
    );
  }
}

/**
 * Locks the user's wallet row (SELECT ... FOR UPDATE) until the transaction ends and returns its
 * balances. Every money movement on the wallet serializes on this lock. The caller that takes it owns
 * it: it passes the balances to the movements it makes (each answers the balances after it), so the
 * row is locked once per transaction.
 */
export async function lockWallet(tx: Tx, userId: number, currency?: Currency): Promise<WalletBalances> {
  const row = await selectWallet(tx, userId, currency, true);
  if (!row)
    throw walletError(
      500,
      'WALLET_NOT_FOUND',
      `user ${userId} has no ${currency ?? 'account-currency'} wallet`,
    );
  return toBalances(row);
}

/** The wallets of many users (their own currencies), locked in one order; by user id. */
export async function lockWallets(tx: Tx, userIds: readonly number[]): Promise<Map<number, WalletBalances>> {
  const rows = await lockWalletRows(tx, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.userId, toBalances(row)]));
}

/**
 * lockWallet as a read to send in the caller's first statement with its other reads (one round trip
 * instead of several): `lockedWallet` reads the row it answers. The lock is taken when the statement
 * runs, and the caller owns it as it would own lockWallet's. The other reads of that statement see
 * the database as it was when the statement began, not after waiting for the lock: a caller must not
 * decide on them as if they were read under it (a unique key, for one, still has to refuse a second
 * write).
 */
export const walletLockRead = (userId: number): SQL => walletSelect(userId, undefined, true);

/** The user's wallet read without its lock, with the row's version (for a movement that checks it). */
export const walletVersionRead = (userId: number): SQL => walletSelect(userId, undefined, false, true);

/** The balances and version of the row walletVersionRead answered. */
export function versionedWallet(userId: number, row: Record<string, unknown> | undefined): WalletBalances {
  return { ...lockedWallet(userId, row), version: String(row?.version) };
}

/** The balances of the row walletLockRead answered (none: the user has no wallet, a fault). */
export function lockedWallet(userId: number, row: Record<string, unknown> | undefined): WalletBalances {
  if (!row) throw walletError(500, 'WALLET_NOT_FOUND', `user ${userId} has no account-currency wallet`);
  return toBalances(walletOf(row));
}

/** The user's balances without locking (a snapshot; decide on money only under lockWallet). */
export async function getBalances(
  db: Executor,
  userId: number,
  currency?: Currency,
): Promise<WalletBalances> {
  const row = await selectWallet(db, userId, currency, false);
  if (!row)
    throw walletError(
      500,
      'WALLET_NOT_FOUND',
      `user ${userId} has no ${currency ?? 'account-currency'} wallet`,
    );
  return toBalances(row);
}

/** Creates the user's wallet in a currency if missing and returns it locked. */
export async function ensureWallet(tx: Tx, userId: number, currency: Currency): Promise<WalletBalances> {
  await insertWallet(tx, userId, currency);
  return lockWallet(tx, userId, currency);
}

/** A replay of an earlier movement with the same key, or a conflict when the key meant something else. */
async function replay(
  tx: Tx,
  wallet: WalletBalances,
  request: MoneyMovement,
  sign: 1 | -1,
): Promise<WalletMovementResult | null> {
  if (request.idempotencyKey === undefined) return null;
  const rows = await entriesByIdempotencyKey(tx, request.idempotencyKey);
  if (rows.length === 0) return null;
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const same =
    rows.every((row) => row.walletId === wallet.walletId && row.kind === request.kind) &&
    total === sign * request.amount;
  if (!same) {
    throw walletError(
      409,
      'IDEMPOTENCY_CONFLICT',
      `idempotency key '${request.idempotencyKey}' was already used for a different movement`,
    );
  }
  return { entries: rows.map(toEntry), balances: wallet, replayed: true };
}

/**
 * Writes a movement on a wallet the transaction holds locked: one statement for the balances and
 * their ledger entries. When the database refuses it (the key was used already, or a balance would
 * go negative) nothing is written and the earlier movement with the key is replayed.
 */
async function move(
  tx: Tx,
  wallet: WalletBalances,
  request: MoneyMovement,
  deltas: Movement['deltas'],
  sign: 1 | -1,
  alongside?: SQL,
): Promise<WalletMovementResult> {
  const written = await applyMovement(
    tx,
    {
      walletId: wallet.walletId,
      kind: request.kind,
      deltas,
      referenceType: request.reference?.type ?? null,
      referenceId: request.reference?.id ?? null,
      idempotencyKey: request.idempotencyKey ?? null,
      at: request.at ?? null,
      expectVersion: wallet.version ?? null,
    },
    alongside,
  );
  if (!written) {
    // The caller's own writes went with the statement: only throwing (rolling them back) is safe.
    if (alongside) throw new Error(`wallet ${wallet.walletId} refused a movement; nothing was moved`);
    const replayed = await replay(tx, wallet, request, sign);
    if (replayed) return replayed;
    // The balances were checked under the lock, so only a write behind this module gets here.
    throw new Error(`wallet ${wallet.walletId} changed behind its lock; nothing was moved`);
  }
  return { entries: written.entries.map(toEntry), balances: toBalances(written.wallet), replayed: false };
}

/**
 * The wallet a movement works on: the one the caller locked and passes in (its balances as they are
 * now), or else locked here.
 */
async function walletFor(tx: Tx, request: MoneyMovement, locked: WalletBalances | undefined) {
  if (!locked) return lockWallet(tx, request.userId, request.currency);
  if (locked.userId !== request.userId || (request.currency && locked.currency !== request.currency)) {
    throw new Error(`the wallet passed in is not user ${request.userId}'s ${request.currency ?? ''} wallet`);
  }
  return locked;
}

/**
 * Adds money to one balance, with its ledger entry, under the wallet lock. A caller holding the lock
 * passes its balances as `locked`.
 */
export async function credit(
  tx: Tx,
  request: CreditRequest,
  locked?: WalletBalances,
): Promise<WalletMovementResult> {
  assertAmount(request.amount);
  const wallet = await walletFor(tx, request, locked);
  return move(tx, wallet, request, { [request.balance ?? 'cash']: request.amount }, 1);
}

/** The refusal of a debit the balance does not cover. */
export const balanceInsufficient = (requested: number, available: number): BalanceInsufficient =>
  new HttpError(
    409,
    'BALANCE_INSUFFICIENT',
    `balance insufficient: ${requested} requested, ${available} available`,
    { requested, available },
  );

/** How a cash_then_bonus debit of `amount` splits: what cash has, the rest from bonus. */
export function splitCashThenBonus(wallet: WalletBalances, amount: number): { cash: number; bonus: number } {
  const cash = Math.min(wallet.cash, amount);
  return { cash, bonus: amount - cash };
}

/**
 * Takes money from a balance, with its ledger entries, under the wallet lock. Throws a
 * BALANCE_INSUFFICIENT refusal (writing nothing) when the balance does not cover the amount. A caller
 * holding the lock passes its balances as `locked`; `alongside` are the caller's own writes (CTEs)
 * sent in the same statement as the movement, so a bet and its stake cost one round trip.
 */
export async function debit(
  tx: Tx,
  request: DebitRequest,
  locked?: WalletBalances,
  alongside?: SQL,
): Promise<WalletMovementResult> {
  assertAmount(request.amount);
  const wallet = await walletFor(tx, request, locked);
  const source = request.balance ?? 'cash';
  const available = source === 'cash_then_bonus' ? wallet.cash + wallet.bonus : wallet[source];
  if (available < request.amount) {
    // A replay answers what the first call did, whatever the balance is now.
    const replayed = await replay(tx, wallet, request, -1);
    if (replayed) return replayed;
    throw balanceInsufficient(request.amount, available);
  }
  const split = splitCashThenBonus(wallet, request.amount);
  const deltas: Movement['deltas'] =
    source === 'cash_then_bonus' ? { cash: -split.cash, bonus: -split.bonus } : { [source]: -request.amount };
  return move(tx, wallet, request, deltas, -1, alongside);
}

/** Moves money between two balances of one wallet (e.g. a completed bonus into cash): two entries. */
export async function transfer(
  tx: Tx,
  request: MoneyMovement & { from: BalanceKind; to: BalanceKind },
  locked?: WalletBalances,
): Promise<WalletMovementResult> {
  if (request.from === request.to)
    throw walletError(500, 'INVALID_AMOUNT', 'transfer needs two different balances');
  const key = request.idempotencyKey;
  const out = await debit(
    tx,
    { ...request, balance: request.from, ...(key === undefined ? {} : { idempotencyKey: `${key}:out` }) },
    locked,
  );
  const into = await credit(
    tx,
    { ...request, balance: request.to, ...(key === undefined ? {} : { idempotencyKey: `${key}:in` }) },
    out.balances,
  );
  return { entries: [...out.entries, ...into.entries], balances: into.balances, replayed: out.replayed };
}

export interface LedgerMismatch {
  walletId: number;
  balanceKind: BalanceKind;
  balance: number;
  ledgerSum: number;
  lastBalanceAfter: number | null;
}

/**
 * Proves the books: for every wallet (or one), each balance must equal the sum of its ledger entries
 * and the balance_after of its latest entry. Returns the mismatches; empty means consistent.
 */
export async function checkLedger(database: Database, walletId?: number): Promise<LedgerMismatch[]> {
  const rows = await ledgerSums(database, walletId);
  const mismatches: LedgerMismatch[] = [];
  for (const row of rows) {
    const balance = Number(row.balance);
    const ledgerSum = Number(row.ledger_sum);
    const lastBalanceAfter = row.last_balance_after === null ? null : Number(row.last_balance_after);
    const lastAgrees = lastBalanceAfter === null ? balance === 0 : lastBalanceAfter === balance;
    if (balance !== ledgerSum || !lastAgrees) {
      mismatches.push({
        walletId: Number(row.wallet_id),
        balanceKind: row.balance_kind,
        balance,
        ledgerSum,
        lastBalanceAfter,
      });
    }
  }
  return mismatches;
}

/**
 * Balances on the wire (contract PlayerBalance), minor units. The casino stakes cash (its wallet debits
 * the cash balance), so the casino's cash is the cash; casino bonus money is not offered.
 */
export const toPlayerBalance = (balances: WalletBalances): PlayerBalance => {
  const casinoCash = balances.cash;
  const casinoBonus = 0;
  return {
    total: balances.total,
    cash: balances.cash,
    bonus: balances.bonus,
    currency: balances.currency,
    casino_balance: casinoCash + casinoBonus,
    casino_cash: casinoCash,
    casino_bonus: casinoBonus,
  };
};
