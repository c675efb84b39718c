/** SQL of the casino wallet: sessions, rounds and the game servers' transactions. */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  type CasinoRoundStatus,
  type CasinoTransactionKind,
  casinoRounds,
  casinoSessions,
  casinoTransactions,
} from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type CasinoSessionRow = typeof casinoSessions.$inferSelect;
export type CasinoRoundRow = typeof casinoRounds.$inferSelect;
export type CasinoTransactionRow = typeof casinoTransactions.$inferSelect;

export async function insertSession(
  db: Executor,
  values: typeof casinoSessions.$inferInsert,
): Promise<CasinoSessionRow> {
  const [row] = await db.insert(casinoSessions).values(values).returning();
  if (!row) throw new Error('the casino session was not written');
  return row;
}

export async function sessionByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<CasinoSessionRow | undefined> {
  const [row] = await db.select().from(casinoSessions).where(eq(casinoSessions.tokenHash, tokenHash));
  return row;
}

/** Expires the live sessions a login (session family) launched. */
export async function expireFamilySessions(db: Executor, authFamilyId: string, now: Date): Promise<void> {
  await db
    .update(casinoSessions)
    .set({ expiresAt: now })
    .where(and(eq(casinoSessions.authFamilyId, authFamilyId), gt(casinoSessions.expiresAt, now)));
}

export async function extendSession(tx: Tx, id: number, expiresAt: Date): Promise<void> {
  await tx.update(casinoSessions).set({ expiresAt }).where(eq(casinoSessions.id, id));
}

/** The round locked for the rest of the transaction. */
export async function lockRound(
  tx: Tx,
  provider: string,
  roundId: string,
): Promise<CasinoRoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.provider, provider), eq(casinoRounds.roundId, roundId)))
    .for('update');
  return row;
}

export async function lockRoundById(tx: Tx, id: number): Promise<CasinoRoundRow | undefined> {
  const [row] = await tx.select().from(casinoRounds).where(eq(casinoRounds.id, id)).for('update');
  return row;
}

export async function insertRound(tx: Tx, values: typeof casinoRounds.$inferInsert): Promise<CasinoRoundRow> {
  const [row] = await tx.insert(casinoRounds).values(values).returning();
  if (!row) throw new Error('the casino round was not written');
  return row;
}

export async function updateRound(
  tx: Tx,
  id: number,
  change: {
    stakeDelta?: number;
    payoutDelta?: number;
    status?: CasinoRoundStatus;
    updatedAt: Date;
    endedAt?: Date;
  },
): Promise<CasinoRoundRow> {
  const [row] = await tx
    .update(casinoRounds)
    .set({
      stakeTotal: sql`${casinoRounds.stakeTotal} + ${change.stakeDelta ?? 0}`,
      payoutTotal: sql`${casinoRounds.payoutTotal} + ${change.payoutDelta ?? 0}`,
      updatedAt: change.updatedAt,
      ...(change.status ? { status: change.status } : {}),
      ...(change.endedAt ? { endedAt: change.endedAt } : {}),
    })
    .where(eq(casinoRounds.id, id))
    .returning();
  if (!row) throw new Error(`casino round ${id} vanished under its lock`);
  return row;
}

/** The transaction a game server sent with this id, of one of these kinds. */
export async function transactionOf(
  db: Executor,
  provider: string,
  transactionId: string,
  kinds: CasinoTransactionKind[],
): Promise<CasinoTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.provider, provider),
        eq(casinoTransactions.transactionId, transactionId),
        inArray(casinoTransactions.kind, kinds),
      ),
    )
    .limit(1);
  return row;
}

export async function insertTransaction(
  tx: Tx,
  values: typeof casinoTransactions.$inferInsert,
): Promise<CasinoTransactionRow> {
  const [row] = await tx.insert(casinoTransactions).values(values).returning();
  if (!row) throw new Error('the casino transaction was not written');
  return row;
}

/** The accepted bets of a round that no rollback has returned yet. */
export async function openBetsOf(tx: Tx, roundId: number): Promise<CasinoTransactionRow[]> {
  return tx
    .select()
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.roundId, roundId),
        eq(casinoTransactions.kind, 'bet'),
        sql`${casinoTransactions.ledgerKey} is not null`,
        sql`not exists (select 1 from ${casinoTransactions} r where r.provider = ${casinoTransactions.provider}
          and r.transaction_id = ${casinoTransactions.transactionId} and r.kind = 'rollback')`,
      ),
    )
    .orderBy(asc(casinoTransactions.id));
}

/** Open rounds whose last call is older than the cutoff, oldest first. */
export async function staleRounds(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: number; userId: number }>> {
  return db
    .select({ id: casinoRounds.id, userId: casinoRounds.userId })
    .from(casinoRounds)
    .where(and(eq(casinoRounds.status, 'open'), lt(casinoRounds.updatedAt, cutoff)))
    .orderBy(asc(casinoRounds.id))
    .limit(limit);
}
