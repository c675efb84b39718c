/** SQL of free bets and boost tokens. */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { boostTokens, freeBets } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type FreeBetRow = typeof freeBets.$inferSelect;
export type BoostTokenRow = typeof boostTokens.$inferSelect;

const notExpired = (column: typeof freeBets.expiresAt | typeof boostTokens.expiresAt, now: Date) =>
  or(isNull(column), gt(column, now));

/** A user's free bets; with `activeOnly`, those still usable at `now`. Oldest first. */
export async function listFreeBets(
  db: Executor,
  userId: number,
  activeOnly: boolean,
  now: Date,
): Promise<FreeBetRow[]> {
  const where = activeOnly
    ? and(
        eq(freeBets.userId, userId),
        eq(freeBets.status, 'active'),
        gt(freeBets.amountRemaining, 0),
        notExpired(freeBets.expiresAt, now),
      )
    : eq(freeBets.userId, userId);
  return db.select().from(freeBets).where(where).orderBy(asc(freeBets.createdAt), asc(freeBets.id));
}

/** A user's boost tokens; with `activeOnly`, those still usable at `now`. Oldest first. */
export async function listBoostTokens(
  db: Executor,
  userId: number,
  activeOnly: boolean,
  now: Date,
): Promise<BoostTokenRow[]> {
  const where = activeOnly
    ? and(
        eq(boostTokens.userId, userId),
        eq(boostTokens.status, 'active'),
        notExpired(boostTokens.expiresAt, now),
      )
    : eq(boostTokens.userId, userId);
  return db.select().from(boostTokens).where(where).orderBy(asc(boostTokens.createdAt), asc(boostTokens.id));
}

/** One free bet of a user, locked until the transaction ends. */
export async function lockFreeBet(tx: Tx, userId: number, id: string): Promise<FreeBetRow | undefined> {
  const [row] = await tx
    .select()
    .from(freeBets)
    .where(and(eq(freeBets.id, id), eq(freeBets.userId, userId)))
    .for('update');
  return row;
}

/** One boost token of a user, locked until the transaction ends. */
export async function lockBoostToken(tx: Tx, userId: number, id: string): Promise<BoostTokenRow | undefined> {
  const [row] = await tx
    .select()
    .from(boostTokens)
    .where(and(eq(boostTokens.id, id), eq(boostTokens.userId, userId)))
    .for('update');
  return row;
}

/** Takes `amount` off a free bet's remaining amount; it is used up at 0. */
export async function spendFreeBet(tx: Tx, id: string, amount: number): Promise<void> {
  await tx
    .update(freeBets)
    .set({
      amountRemaining: sql`${freeBets.amountRemaining} - ${amount}`,
      status: sql`case when ${freeBets.amountRemaining} - ${amount} = 0 then 'used' else ${freeBets.status} end`,
    })
    .where(eq(freeBets.id, id));
}

/** Gives `amount` back to a free bet (its bet was void), making it usable again. */
export async function restoreFreeBet(tx: Tx, id: string, amount: number): Promise<void> {
  await tx
    .update(freeBets)
    .set({
      amountRemaining: sql`least(${freeBets.amount}, ${freeBets.amountRemaining} + ${amount})`,
      status: 'active',
    })
    .where(eq(freeBets.id, id));
}

/** Marks a boost token used by a bet. */
export async function spendBoostToken(tx: Tx, id: string, betId: string): Promise<void> {
  await tx.update(boostTokens).set({ status: 'used', usedBetId: betId }).where(eq(boostTokens.id, id));
}

export type NewFreeBet = typeof freeBets.$inferInsert;
export type NewBoostToken = typeof boostTokens.$inferInsert;

/** Grants free bets; a grant key already used for the user grants nothing again. */
export async function insertFreeBets(db: Executor, rows: NewFreeBet[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(freeBets)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: freeBets.id });
  return inserted.length;
}

/** Grants boost tokens; a grant key already used for the user grants nothing again. */
export async function insertBoostTokens(db: Executor, rows: NewBoostToken[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(boostTokens)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: boostTokens.id });
  return inserted.length;
}

/** One free bet of a user, unlocked (for pricing; placement locks it). */
export async function findFreeBet(db: Executor, userId: number, id: string): Promise<FreeBetRow | undefined> {
  const [row] = await db
    .select()
    .from(freeBets)
    .where(and(eq(freeBets.id, id), eq(freeBets.userId, userId)));
  return row;
}

/** One boost token of a user, unlocked (for pricing; placement locks it). */
export async function findBoostToken(
  db: Executor,
  userId: number,
  id: string,
): Promise<BoostTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(boostTokens)
    .where(and(eq(boostTokens.id, id), eq(boostTokens.userId, userId)));
  return row;
}
