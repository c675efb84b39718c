/** SQL of the safe-gambling tools: deposit limits, the reality-check setting and exclusions. */
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { jsonRowDecoder } from '../../db/named';
import {
  bets,
  type DepositLimitPeriod,
  depositLimits,
  type ExclusionKind,
  type LedgerKind,
  ledgerEntries,
  lossLimits,
  payments,
  playerExclusions,
  playerSafeGambling,
  users,
} from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type DepositLimitRow = typeof depositLimits.$inferSelect;

export interface LimitGate {
  excludedUntil: Date | null;
  exclusionKind: ExclusionKind | null;
  limits: DepositLimitRow[];
}

/** The user's exclusion gate and deposit limits in one statement (what a deposit decides on). */
export async function selectLimitGate(db: Executor, userId: number): Promise<LimitGate | undefined> {
  const rows = await db
    .select({
      excludedUntil: users.excludedUntil,
      exclusionKind: users.exclusionKind,
      limit: depositLimits,
    })
    .from(users)
    .leftJoin(depositLimits, eq(depositLimits.userId, users.id))
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first) return undefined;
  return {
    excludedUntil: first.excludedUntil,
    exclusionKind: first.exclusionKind,
    limits: rows.flatMap((row) => (row.limit ? [row.limit] : [])),
  };
}

export async function upsertDepositLimit(
  tx: Tx,
  row: {
    userId: number;
    period: DepositLimitPeriod;
    amount: number | null;
    pendingAmount: number | null;
    pendingAt: Date | null;
    updatedAt: Date;
  },
): Promise<void> {
  await tx
    .insert(depositLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [depositLimits.userId, depositLimits.period],
      set: {
        amount: row.amount,
        pendingAmount: row.pendingAmount,
        pendingAt: row.pendingAt,
        updatedAt: row.updatedAt,
      },
    });
}

/** Locks the user's limit rows so two changes of one bettor's limits apply one after the other. */
export async function lockDepositLimits(tx: Tx, userId: number): Promise<DepositLimitRow[]> {
  return tx.select().from(depositLimits).where(eq(depositLimits.userId, userId)).for('update');
}

/** Completed deposits made after `since`, oldest first (what a rolling window counts). */
export async function depositsSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<Array<{ amount: number; createdAt: Date }>> {
  return db
    .select({ amount: payments.amount, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.direction, 'deposit'),
        eq(payments.status, 'completed'),
        gt(payments.createdAt, since),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function selectRealityCheck(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: playerSafeGambling.realityCheckMinutes })
    .from(playerSafeGambling)
    .where(eq(playerSafeGambling.userId, userId));
  return row?.minutes ?? null;
}

export async function upsertRealityCheck(
  db: Executor,
  userId: number,
  minutes: number | null,
  now: Date,
): Promise<void> {
  await db
    .insert(playerSafeGambling)
    .values({ userId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: playerSafeGambling.userId,
      set: { realityCheckMinutes: minutes, updatedAt: now },
    });
}

export async function insertExclusion(
  tx: Tx,
  row: { userId: number; kind: ExclusionKind; duration: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  await tx.insert(playerExclusions).values(row);
}

/**
 * Shuts the account until `until` on the user row that login and the session lookup read. The end
 * only ever moves later: a shorter exclusion taken during a longer one leaves the longer in force.
 */
export async function extendUserExclusion(
  tx: Tx,
  userId: number,
  kind: ExclusionKind,
  until: Date,
): Promise<{ excludedUntil: Date; exclusionKind: ExclusionKind } | undefined> {
  const later = sql`${users.excludedUntil} is null or ${users.excludedUntil} < ${until.toISOString()}::timestamptz`;
  const [row] = await tx
    .update(users)
    .set({
      excludedUntil: sql`case when ${later} then ${until.toISOString()}::timestamptz else ${users.excludedUntil} end`,
      exclusionKind: sql`case when ${later} then ${kind} else ${users.exclusionKind} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ excludedUntil: users.excludedUntil, exclusionKind: users.exclusionKind });
  if (!row?.excludedUntil || !row.exclusionKind) return undefined;
  return { excludedUntil: row.excludedUntil, exclusionKind: row.exclusionKind };
}

// ---------------------------------------------------------------------------------------------
// Loss limits

export type LossLimitRow = typeof lossLimits.$inferSelect;

/** The bettor's loss limits as one read of a combined statement (readTogether), decoded by lossLimitOf. */
export const lossLimitsRead = (userId: number): SQL =>
  sql`select * from ${lossLimits} where ${lossLimits.userId} = ${userId}`;
export const lossLimitOf = jsonRowDecoder(lossLimits);

export interface LossGate {
  excludedUntil: Date | null;
  exclusionKind: ExclusionKind | null;
  limits: LossLimitRow[];
}

/** The user's exclusion gate and loss limits in one statement (what a stake decides on). */
export async function selectLossGate(db: Executor, userId: number): Promise<LossGate | undefined> {
  const rows = await db
    .select({ excludedUntil: users.excludedUntil, exclusionKind: users.exclusionKind, limit: lossLimits })
    .from(users)
    .leftJoin(lossLimits, eq(lossLimits.userId, users.id))
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first) return undefined;
  return {
    excludedUntil: first.excludedUntil,
    exclusionKind: first.exclusionKind,
    limits: rows.flatMap((row) => (row.limit ? [row.limit] : [])),
  };
}

/** Locks the user's loss-limit rows so two changes of one bettor's limits apply one after the other. */
export async function lockLossLimits(tx: Tx, userId: number): Promise<LossLimitRow[]> {
  return tx.select().from(lossLimits).where(eq(lossLimits.userId, userId)).for('update');
}

export async function upsertLossLimit(
  tx: Tx,
  row: {
    userId: number;
    period: DepositLimitPeriod;
    amount: number | null;
    pendingAmount: number | null;
    pendingAt: Date | null;
    updatedAt: Date;
  },
): Promise<void> {
  await tx
    .insert(lossLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [lossLimits.userId, lossLimits.period],
      set: {
        amount: row.amount,
        pendingAmount: row.pendingAmount,
        pendingAt: row.pendingAt,
        updatedAt: row.updatedAt,
      },
    });
}

/**
 * Ledger kinds a net loss counts: stakes (negative entries) and what came back of them (positive).
 * Deposits, withdrawals and bonus movements are not play.
 */
export const PLAY_LEDGER_KINDS: LedgerKind[] = [
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'cashout',
  'casino_bet',
  'casino_win',
  'casino_rollback',
];

/** Play entries of the user after `since`, free bets' returns left out (their stake was not money). */
const playSince = (userId: number, since: Date) =>
  and(
    eq(ledgerEntries.userId, userId),
    gt(ledgerEntries.createdAt, since),
    inArray(ledgerEntries.kind, PLAY_LEDGER_KINDS),
    sql`not (${ledgerEntries.referenceType} = 'bet' and exists (
      select 1 from ${bets} where ${bets.id} = ${ledgerEntries.referenceId} and ${bets.stakeFreeBet} > 0))`,
  );

/**
 * The net loss (stakes less returns, minor units; negative when returns were larger) after each of
 * the given times, in one pass over the user's play entries since the earliest (ledger_user_time_idx).
 */
export async function netLossesSince(db: Executor, userId: number, since: Date[]): Promise<number[]> {
  const earliest = new Date(Math.min(...since.map((at) => at.getTime())));
  const [row] = await db
    .select(
      Object.fromEntries(
        since.map((at, index) => [
          `w${index}`,
          sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} > ${at.toISOString()}::timestamptz), 0)`,
        ]),
      ),
    )
    .from(ledgerEntries)
    .where(playSince(userId, earliest));
  return since.map((_, index) => Number(row?.[`w${index}`] ?? 0));
}

/** The play entries (signed amounts) after `since`, oldest first. */
export async function playEntriesSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<Array<{ amount: number; createdAt: Date }>> {
  return db
    .select({ amount: ledgerEntries.amount, createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(playSince(userId, since))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}
