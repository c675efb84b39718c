/** SQL of bet shares: the shares, what happened with them, and the bets they point at. */
import { and, asc, eq } from 'drizzle-orm';
import { betLegs, betShareEvents, betShares, bets } from '../../db/schema';
import type { Executor } from '../../db/tx';

export type BetShareRow = typeof betShares.$inferSelect;
export type BetLegRow = typeof betLegs.$inferSelect;

/** A bet with its legs in ticket order, when it belongs to the user. */
export async function betOfUser(
  db: Executor,
  betId: string,
  userId: number,
): Promise<{ id: string; betType: string; bookmaker: string; legs: BetLegRow[] } | undefined> {
  const [bet] = await db
    .select({ id: bets.id, betType: bets.betType, bookmaker: bets.bookmaker })
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.userId, userId)));
  if (!bet) return undefined;
  const legs = await db.select().from(betLegs).where(eq(betLegs.betId, betId)).orderBy(asc(betLegs.legNo));
  return { ...bet, legs };
}

export async function legsOfBet(db: Executor, betId: string): Promise<BetLegRow[]> {
  return db.select().from(betLegs).where(eq(betLegs.betId, betId)).orderBy(asc(betLegs.legNo));
}

export async function shareOfBet(db: Executor, betId: string): Promise<BetShareRow | undefined> {
  const [row] = await db.select().from(betShares).where(eq(betShares.betId, betId));
  return row;
}

export async function shareById(db: Executor, id: string): Promise<BetShareRow | undefined> {
  const [row] = await db.select().from(betShares).where(eq(betShares.id, id));
  return row;
}

/** Inserts a share unless the bet already has one; answers the bet's share either way. */
export async function insertShare(db: Executor, row: typeof betShares.$inferInsert): Promise<BetShareRow> {
  const [inserted] = await db.insert(betShares).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await shareOfBet(db, row.betId);
  if (!existing) throw new Error(`bet share of ${row.betId} neither inserted nor found`);
  return existing;
}

/** Records a share event; false when it was already recorded (a repeated visit or placed bet). */
export async function insertShareEvent(
  db: Executor,
  row: typeof betShareEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(betShareEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: betShareEvents.id });
  return inserted.length > 0;
}

/** How many events of each action a share has (for reporting and tests). */
export async function shareEventCounts(db: Executor, shareId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ action: betShareEvents.action })
    .from(betShareEvents)
    .where(eq(betShareEvents.shareId, shareId));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.action] = (counts[row.action] ?? 0) + 1;
  return counts;
}
