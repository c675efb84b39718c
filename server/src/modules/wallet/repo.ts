/** SQL of the wallet: wallet rows, ledger entries, payments and playthroughs. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import {
  type BalanceKind,
  type LedgerKind,
  ledgerEntries,
  type PaymentDirection,
  type PaymentStatus,
  payments,
  playthroughs,
  users,
  wallets,
} from '../../db/schema';

/** A transaction handle as drizzle passes it to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: for reads that may run inside or outside one. */
export type Executor = Db | Tx;

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PlaythroughRow = typeof playthroughs.$inferSelect;

const userCurrency = (userId: number) =>
  sql`(select ${users.currency} from ${users} where ${users.id} = ${userId})`;

/** The wallet of a user in a currency (the user's own currency when none is given). */
export async function selectWallet(
  db: Executor,
  userId: number,
  currency: string | undefined,
  lock: boolean,
): Promise<WalletRow | undefined> {
  const query = db
    .select()
    .from(wallets)
    .where(
      and(
        eq(wallets.userId, userId),
        eq(wallets.currency, currency === undefined ? userCurrency(userId) : currency),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Creates the wallet if it does not exist yet (safe to race). */
export async function insertWallet(tx: Executor, userId: number, currency: string): Promise<void> {
  await tx.insert(wallets).values({ userId, currency }).onConflictDoNothing();
}

const balanceColumn = { cash: wallets.cash, bonus: wallets.bonus, casino: wallets.casino } as const;

/** Adds a signed delta to one balance and returns the wallet after it. */
export async function addToBalance(
  tx: Tx,
  walletId: number,
  kind: BalanceKind,
  delta: number,
): Promise<WalletRow> {
  const next = sql`${balanceColumn[kind]} + ${delta}`;
  const change = kind === 'cash' ? { cash: next } : kind === 'bonus' ? { bonus: next } : { casino: next };
  const [row] = await tx
    .update(wallets)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(wallets.id, walletId))
    .returning();
  if (!row) throw new Error(`wallet ${walletId} vanished inside its own lock`);
  return row;
}

export interface NewLedgerEntry {
  walletId: number;
  userId: number;
  kind: LedgerKind;
  balanceKind: BalanceKind;
  amount: number;
  balanceAfter: number;
  referenceType: string | null;
  referenceId: string | null;
  idempotencyKey: string | null;
}

export async function insertLedgerEntry(tx: Tx, entry: NewLedgerEntry): Promise<LedgerRow> {
  const [row] = await tx.insert(ledgerEntries).values(entry).returning();
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

export const entriesByIdempotencyKey = (db: Executor, key: string): Promise<LedgerRow[]> =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).orderBy(asc(ledgerEntries.id));

export const entriesByReference = (db: Executor, type: string, id: string): Promise<LedgerRow[]> =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.referenceType, type), eq(ledgerEntries.referenceId, id)))
    .orderBy(asc(ledgerEntries.id));

/** One page of a user's ledger, newest first, and how many entries there are in all. */
export async function ledgerPage(
  db: Executor,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: Array<LedgerRow & { currency: string }>; total: number }> {
  const rows = await db
    .select({ entry: ledgerEntries, currency: wallets.currency })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return { rows: rows.map((row) => ({ ...row.entry, currency: row.currency })), total: counted?.total ?? 0 };
}

export interface LedgerSumRow {
  wallet_id: string | number;
  balance_kind: BalanceKind;
  balance: string | number;
  ledger_sum: string | number;
  last_balance_after: string | number | null;
}

/** Every balance next to the sum of its ledger entries and the balance_after of its latest entry. */
export function ledgerSums(database: Database, walletId?: number): Promise<LedgerSumRow[]> {
  return database.query<LedgerSumRow>(
    `select w.id as wallet_id, k.kind as balance_kind,
            case k.kind when 'cash' then w.cash when 'bonus' then w.bonus else w.casino end as balance,
            coalesce((select sum(l.amount) from ledger_entries l
                       where l.wallet_id = w.id and l.balance_kind = k.kind), 0) as ledger_sum,
            (select l.balance_after from ledger_entries l
              where l.wallet_id = w.id and l.balance_kind = k.kind order by l.id desc limit 1) as last_balance_after
       from wallets w cross join (values ('cash'), ('bonus'), ('casino')) as k(kind)
      where $1::bigint is null or w.id = $1::bigint
      order by w.id, k.kind`,
    [walletId ?? null],
  );
}

export async function findPayment(
  tx: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

export interface NewPayment {
  userId: number;
  walletId: number;
  direction: PaymentDirection;
  method: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  createdAt: Date;
}

/** Records a pending payment; undefined when the idempotency key was taken meanwhile. */
export async function insertPayment(tx: Tx, payment: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function finishPayment(
  tx: Tx,
  id: number,
  outcome: {
    status: Exclude<PaymentStatus, 'pending'>;
    failureCode?: string | null;
    failureMessage?: string | null;
    providerReference?: string | null;
    completedAt: Date;
  },
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(outcome).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

export async function activePlaythrough(
  db: Executor,
  userId: number,
  lock: boolean,
): Promise<PlaythroughRow | undefined> {
  const query = db
    .select()
    .from(playthroughs)
    .where(and(eq(playthroughs.userId, userId), eq(playthroughs.status, 'active')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function countPlaythroughs(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(playthroughs).where(eq(playthroughs.userId, userId));
  return row?.total ?? 0;
}

export async function insertPlaythrough(
  tx: Tx,
  row: { userId: number; walletId: number; amount: number; wageringRequired: number; createdAt: Date },
): Promise<PlaythroughRow> {
  const [inserted] = await tx.insert(playthroughs).values(row).returning();
  if (!inserted) throw new Error('playthrough insert returned no row');
  return inserted;
}

export async function updatePlaythrough(
  tx: Tx,
  id: number,
  changes: Partial<
    Pick<PlaythroughRow, 'amount' | 'wageringRequired' | 'wagered' | 'status' | 'completedAt'>
  >,
): Promise<PlaythroughRow> {
  const [row] = await tx.update(playthroughs).set(changes).where(eq(playthroughs.id, id)).returning();
  if (!row) throw new Error(`playthrough ${id} vanished`);
  return row;
}
