/** SQL of the wallet: wallet rows, ledger entries, payments and playthroughs. */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named';
import {
  type BalanceKind,
  type LedgerKind,
  ledgerEntries,
  type PaymentDirection,
  type PaymentStatus,
  payments,
  playthroughs,
  wallets,
} from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PlaythroughRow = typeof playthroughs.$inferSelect;

// The hot money statements (the wallet lock and a movement) are plain SQL: building them with the
// query builder cost more than running them. Their rows come back raw, so they are decoded here.

const num = (value: unknown): number => Number(value);
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

const WALLET_COLUMNS = sql.raw('id, user_id, currency, cash, bonus, casino, created_at, updated_at');

/** A wallet row as any read answers it (raw columns, or the same keys from JSON). */
export const walletOf = (row: Record<string, unknown>): WalletRow => ({
  id: num(row.id),
  userId: num(row.user_id),
  currency: String(row.currency),
  cash: num(row.cash),
  bonus: num(row.bonus),
  casino: num(row.casino),
  createdAt: date(row.created_at),
  updatedAt: date(row.updated_at),
});

const ledgerEntryOf = (row: Record<string, unknown>): LedgerRow => ({
  id: num(row.id),
  walletId: num(row.wallet_id),
  userId: num(row.user_id),
  kind: row.kind as LedgerKind,
  balanceKind: row.balance_kind as BalanceKind,
  amount: num(row.amount),
  balanceAfter: num(row.balance_after),
  referenceType: text(row.reference_type),
  referenceId: text(row.reference_id),
  idempotencyKey: text(row.idempotency_key),
  createdAt: date(row.created_at),
});

/** The read of a user's wallet in a currency (the user's own currency when none is given). */
export function walletSelect(
  userId: number,
  currency: string | undefined,
  lock: boolean,
  withVersion = false,
): SQL {
  const inCurrency =
    currency === undefined ? sql`(select currency from users where id = ${userId})` : sql`${currency}`;
  return sql`
      select ${WALLET_COLUMNS}${withVersion ? sql.raw(', xmin::text as version') : sql``} from wallets
       where user_id = ${userId} and currency = ${inCurrency}
      ${lock ? sql`for update` : sql``}`;
}

/** The wallet of a user in a currency (the user's own currency when none is given). */
export async function selectWallet(
  db: Executor,
  userId: number,
  currency: string | undefined,
  lock: boolean,
): Promise<WalletRow | undefined> {
  const [row] = await executeNamed(db, walletSelect(userId, currency, lock));
  return row && walletOf(row);
}

/**
 * The wallets of many users in their own currencies, locked in wallet id order (one statement): a
 * path that holds several wallets takes them in one order, so two such paths cannot deadlock.
 */
export async function lockWalletRows(tx: Tx, userIds: readonly number[]): Promise<WalletRow[]> {
  if (userIds.length === 0) return [];
  const rows = await executeNamed(
    tx,
    sql`
      select ${sql.raw('w.id, w.user_id, w.currency, w.cash, w.bonus, w.casino, w.created_at, w.updated_at')}
        from wallets w join users u on u.id = w.user_id and u.currency = w.currency
       where w.user_id in (select unnest(${`{${userIds.join(',')}}`}::bigint[]))
       order by w.id
         for update of w`,
  );
  return rows.map(walletOf);
}

/** Creates the wallet if it does not exist yet (safe to race). */
export async function insertWallet(tx: Executor, userId: number, currency: string): Promise<void> {
  await tx.insert(wallets).values({ userId, currency }).onConflictDoNothing();
}

/** One money movement on one wallet: a signed change per balance, each written as a ledger entry. */
export interface Movement {
  walletId: number;
  kind: LedgerKind;
  /** Signed minor units per balance; a balance left out (or 0) is not touched and gets no entry. */
  deltas: Partial<Record<BalanceKind, number>>;
  referenceType: string | null;
  referenceId: string | null;
  idempotencyKey: string | null;
  /** The entries' created_at; the database's now() when null. */
  at?: Date | null;
  /**
   * The wallet row's version (`xmin`) as the caller read it without a lock: the movement is made only
   * if the row is still that version, and otherwise the whole statement, the caller's writes with it,
   * fails with SQLSTATE TL409 (isStaleWrite).
   */
  expectVersion?: string | null;
}

/**
 * Applies a movement in ONE statement: the balances change by their deltas (computed by the
 * database from the row itself) and each changed balance gets its ledger entry, cash then bonus then
 * casino, with the balance after it. Writes nothing and answers undefined when a balance would go
 * below zero or the idempotency key already has entries; the caller finds out which. `alongside` are
 * further CTEs of the caller's (its own inserts) that run in the same statement.
 */
export async function applyMovement(
  tx: Tx,
  move: Movement,
  alongside?: SQL,
): Promise<{ wallet: WalletRow; entries: LedgerRow[] } | undefined> {
  const cash = move.deltas.cash ?? 0;
  const bonus = move.deltas.bonus ?? 0;
  const casino = move.deltas.casino ?? 0;
  if (cash === 0 && bonus === 0 && casino === 0) throw new RangeError('a movement changes a balance');
  const key = move.idempotencyKey;
  const version = move.expectVersion ?? null;
  const rows = await executeNamed(
    tx,
    sql`
    with moved as (
      update wallets
         set cash = cash + ${cash}, bonus = bonus + ${bonus}, casino = casino + ${casino}, updated_at = now()
       where id = ${move.walletId}
         and (${version}::text is null or xmin::text = ${version}::text)
         and cash + ${cash} >= 0 and bonus + ${bonus} >= 0 and casino + ${casino} >= 0
         and (${key}::text is null
              or not exists (select 1 from ledger_entries where idempotency_key = ${key}::text))
      returning ${WALLET_COLUMNS}
    ), written as (
      insert into ledger_entries
        (wallet_id, user_id, kind, balance_kind, amount, balance_after, reference_type, reference_id, idempotency_key,
         created_at)
      select moved.id, moved.user_id, ${move.kind}::text, part.balance_kind, part.amount,
             case part.balance_kind when 'cash' then moved.cash when 'bonus' then moved.bonus else moved.casino end,
             ${move.referenceType}::text, ${move.referenceId}::text, ${key}::text,
             coalesce(${move.at?.toISOString() ?? null}::timestamptz, now())
        from moved,
             (values (1, 'cash', ${cash}::bigint), (2, 'bonus', ${bonus}::bigint), (3, 'casino', ${casino}::bigint))
               as part (position, balance_kind, amount)
       where part.amount <> 0
       order by part.position
      returning id, wallet_id, user_id, kind, balance_kind, amount, balance_after,
                reference_type, reference_id, idempotency_key, created_at
    )${alongside ? sql`, ${alongside}` : sql``}
    select entry.*
      from (select case when ${version}::text is not null and not exists (select 1 from moved)
                        then touchline_stale_write() end as stale) guard
      left join (select written.*, moved.currency, moved.cash, moved.bonus, moved.casino,
                        moved.created_at as wallet_created_at, moved.updated_at as wallet_updated_at
                   from written, moved) entry on true
     order by entry.id`,
  );
  // The guard's row comes back alone (its entry all nulls) when nothing was moved.
  const first = rows[0]?.id === null || rows[0]?.id === undefined ? undefined : rows[0];
  if (!first) return undefined;
  return {
    wallet: walletOf({
      id: first.wallet_id,
      user_id: first.user_id,
      currency: first.currency,
      cash: first.cash,
      bonus: first.bonus,
      casino: first.casino,
      created_at: first.wallet_created_at,
      updated_at: first.wallet_updated_at,
    }),
    entries: rows.filter((row) => row.id !== null).map(ledgerEntryOf),
  };
}

/** Whether the error is a write refused because a row it relied on changed since it was read. */
export function isStaleWrite(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === 'TL409') return true;
  }
  return false;
}

export const entriesByIdempotencyKey = (db: Executor, key: string): Promise<LedgerRow[]> =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).orderBy(asc(ledgerEntries.id));

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

/** A page of the user's payments (every outcome), newest first, and how many there are. */
export async function paymentPage(
  db: Executor,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ total: count() }).from(payments).where(eq(payments.userId, userId));
  return { rows, total: counted?.total ?? 0 };
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
