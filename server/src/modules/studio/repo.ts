/** SQL of the game studio: demo sessions, seed pairs, rounds and the roulette table's rounds. */
import { newClientSeed, newServerSeed, serverSeedHash } from '@touchline/casino';
import { and, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { studioDemoSessions, studioRouletteRounds, studioRounds, studioSeeds } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type DemoSessionRow = typeof studioDemoSessions.$inferSelect;
export type SeedRow = typeof studioSeeds.$inferSelect;
export type RoundRow = typeof studioRounds.$inferSelect;
export type TableRoundRow = typeof studioRouletteRounds.$inferSelect;

export async function insertDemoSession(
  db: Executor,
  values: typeof studioDemoSessions.$inferInsert,
): Promise<DemoSessionRow> {
  const [row] = await db.insert(studioDemoSessions).values(values).returning();
  if (!row) throw new Error('the demo session was not written');
  return row;
}

export async function demoSessionByHash(
  db: Executor,
  tokenHash: string,
): Promise<DemoSessionRow | undefined> {
  const [row] = await db.select().from(studioDemoSessions).where(eq(studioDemoSessions.tokenHash, tokenHash));
  return row;
}

export async function lockDemoSession(tx: Tx, id: number): Promise<DemoSessionRow> {
  const [row] = await tx.select().from(studioDemoSessions).where(eq(studioDemoSessions.id, id)).for('update');
  if (!row) throw new Error(`demo session ${id} vanished`);
  return row;
}

export async function setDemoCash(tx: Tx, id: number, cash: number): Promise<void> {
  await tx.update(studioDemoSessions).set({ cash }).where(eq(studioDemoSessions.id, id));
}

/** Removes demo sessions expired before the cutoff, with their rounds and seed pairs. */
export async function purgeDemoSessions(db: Executor, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(studioDemoSessions)
    .where(lt(studioDemoSessions.expiresAt, cutoff))
    .returning({ id: studioDemoSessions.id });
  if (gone.length > 0) {
    await db.delete(studioSeeds).where(
      inArray(
        studioSeeds.owner,
        gone.map((row) => `demo:${row.id}`),
      ),
    );
  }
  return gone.length;
}

/** The owner's active seed pair, locked for the rest of the transaction; a fresh one when it has none. */
export async function lockActiveSeed(tx: Tx, owner: string, now: Date): Promise<SeedRow> {
  const find = async () => {
    const [row] = await tx
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt)))
      .for('update');
    return row;
  };
  const found = await find();
  if (found) return found;
  const serverSeed = newServerSeed();
  await tx
    .insert(studioSeeds)
    .values({
      owner,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: newClientSeed(),
      nonce: 0,
      createdAt: now,
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error(`no active seed pair for ${owner}`);
  return created;
}

/** The owner's active seed pair without a lock (null before the first one). */
export async function activeSeed(db: Executor, owner: string): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(studioSeeds)
    .where(and(eq(studioSeeds.owner, owner), isNull(studioSeeds.revealedAt)));
  return row;
}

export async function seedById(db: Executor, id: number): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(studioSeeds).where(eq(studioSeeds.id, id));
  return row;
}

export async function setSeedNonce(tx: Tx, id: number, nonce: number): Promise<void> {
  await tx.update(studioSeeds).set({ nonce }).where(eq(studioSeeds.id, id));
}

/** Gives a nonce back when no later round took the one after it (a refused bet leaves no gap then). */
export async function returnNonce(db: Executor, id: number, nonce: number): Promise<void> {
  await db
    .update(studioSeeds)
    .set({ nonce })
    .where(and(eq(studioSeeds.id, id), eq(studioSeeds.nonce, nonce + 1), isNull(studioSeeds.revealedAt)));
}

/** Reveals the pair and starts the next one with the given client seed. */
export async function rotateSeed(tx: Tx, seed: SeedRow, clientSeed: string, now: Date): Promise<SeedRow> {
  await tx.update(studioSeeds).set({ revealedAt: now }).where(eq(studioSeeds.id, seed.id));
  const serverSeed = newServerSeed();
  const [row] = await tx
    .insert(studioSeeds)
    .values({
      owner: seed.owner,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed,
      nonce: 0,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('the new seed pair was not written');
  return row;
}

export async function insertRound(db: Executor, values: typeof studioRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await db.insert(studioRounds).values(values).returning();
  if (!row) throw new Error('the round was not written');
  return row;
}

export async function deleteRound(db: Executor, id: number): Promise<void> {
  await db.delete(studioRounds).where(eq(studioRounds.id, id));
}

export async function lockRound(tx: Tx, id: number): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(studioRounds).where(eq(studioRounds.id, id)).for('update');
  return row;
}

export async function roundByKey(db: Executor, roundKey: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(studioRounds).where(eq(studioRounds.roundKey, roundKey));
  return row;
}

export async function updateRound(
  db: Executor,
  id: number,
  change: Partial<typeof studioRounds.$inferInsert>,
): Promise<RoundRow> {
  const [row] = await db.update(studioRounds).set(change).where(eq(studioRounds.id, id)).returning();
  if (!row) throw new Error(`round ${id} vanished`);
  return row;
}

/** Open rounds of a seed pair (a rotation waits for them to end). */
export async function openRoundsOfSeed(db: Executor, seedId: number): Promise<number> {
  const rows = await db
    .select({ id: studioRounds.id })
    .from(studioRounds)
    .where(and(eq(studioRounds.seedId, seedId), eq(studioRounds.status, 'open')))
    .limit(1);
  return rows.length;
}

/** The session's open mines round, if any. */
export async function openMinesRound(db: Executor, sessionHash: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.sessionHash, sessionHash),
        eq(studioRounds.game, 'mines'),
        eq(studioRounds.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}

/** A round with the seeds that prove it (the server seed only once revealed). */
export interface ProvenRound {
  round: RoundRow;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
}

const provenColumns = {
  round: studioRounds,
  seedHash: studioSeeds.serverSeedHash,
  seedRevealed: studioSeeds.revealedAt,
  seedServer: studioSeeds.serverSeed,
  seedClient: studioSeeds.clientSeed,
  tableHash: studioRouletteRounds.serverSeedHash,
  tableServer: studioRouletteRounds.serverSeed,
  tableClient: studioRouletteRounds.clientSeed,
  tablePocket: studioRouletteRounds.pocket,
};

type ProvenRow = {
  round: RoundRow;
  seedHash: string | null;
  seedRevealed: Date | null;
  seedServer: string | null;
  seedClient: string | null;
  tableHash: string | null;
  tableServer: string | null;
  tableClient: string | null;
  tablePocket: number | null;
};

function proven(row: ProvenRow): ProvenRound {
  if (row.tableHash !== null) {
    return {
      round: row.round,
      serverSeedHash: row.tableHash,
      serverSeed: row.tablePocket !== null ? row.tableServer : null,
      clientSeed: row.tableClient ?? '',
    };
  }
  return {
    round: row.round,
    serverSeedHash: row.seedHash ?? '',
    serverSeed: row.seedRevealed ? row.seedServer : null,
    clientSeed: row.seedClient ?? '',
  };
}

/** Rounds matching a filter, newest first, with their proofs; `before` is a round id (exclusive). */
export async function provenRounds(
  db: Executor,
  filter: { userId: number; game?: string } | { demoSessionId: number },
  page: { limit: number; beforeId?: number | undefined },
): Promise<ProvenRound[]> {
  const where = [
    'userId' in filter
      ? and(eq(studioRounds.userId, filter.userId), eq(studioRounds.mode, 'real'))
      : eq(studioRounds.demoSessionId, filter.demoSessionId),
    'game' in filter && filter.game ? eq(studioRounds.game, filter.game) : undefined,
    // A round whose stake the wallet has not taken yet is no round of the bettor's (it may be refused).
    eq(studioRounds.staked, true),
    page.beforeId !== undefined ? lt(studioRounds.id, page.beforeId) : undefined,
  ];
  const rows = await db
    .select(provenColumns)
    .from(studioRounds)
    .leftJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
    .leftJoin(studioRouletteRounds, eq(studioRouletteRounds.id, studioRounds.rouletteRoundId))
    .where(and(...where))
    .orderBy(desc(studioRounds.id))
    .limit(page.limit);
  return rows.map(proven);
}

export async function provenRound(db: Executor, id: number): Promise<ProvenRound> {
  const [row] = await db
    .select(provenColumns)
    .from(studioRounds)
    .leftJoin(studioSeeds, eq(studioSeeds.id, studioRounds.seedId))
    .leftJoin(studioRouletteRounds, eq(studioRouletteRounds.id, studioRounds.rouletteRoundId))
    .where(eq(studioRounds.id, id));
  if (!row) throw new Error(`round ${id} vanished`);
  return proven(row);
}

/** Real rounds whose outcome is decided and whose payout the wallet has not confirmed yet. */
export async function unpaidRounds(db: Executor, olderThan: Date, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.status, 'open'),
        eq(studioRounds.mode, 'real'),
        isNotNull(studioRounds.pendingPayout),
        lt(studioRounds.createdAt, olderThan),
      ),
    )
    .orderBy(studioRounds.id)
    .limit(limit);
}

/** Open real rounds outside the roulette table with no payout decided, started before the cutoff. */
export async function staleRounds(db: Executor, olderThan: Date, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(studioRounds)
    .where(
      and(
        eq(studioRounds.status, 'open'),
        eq(studioRounds.mode, 'real'),
        isNull(studioRounds.pendingPayout),
        isNull(studioRounds.rouletteRoundId),
        lt(studioRounds.createdAt, olderThan),
      ),
    )
    .orderBy(studioRounds.id)
    .limit(limit);
}

// The roulette table.

export async function latestTableRound(db: Executor): Promise<TableRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(studioRouletteRounds)
    .orderBy(desc(studioRouletteRounds.number))
    .limit(1);
  return row;
}

export async function tableRoundByNumber(db: Executor, number: number): Promise<TableRoundRow | undefined> {
  const [row] = await db.select().from(studioRouletteRounds).where(eq(studioRouletteRounds.number, number));
  return row;
}

export async function lockTableRound(tx: Tx, id: number): Promise<TableRoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(studioRouletteRounds)
    .where(eq(studioRouletteRounds.id, id))
    .for('update');
  return row;
}

export async function insertTableRound(
  db: Executor,
  values: typeof studioRouletteRounds.$inferInsert,
): Promise<TableRoundRow | undefined> {
  const [row] = await db.insert(studioRouletteRounds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTableRound(
  db: Executor,
  id: number,
  change: Partial<typeof studioRouletteRounds.$inferInsert>,
): Promise<TableRoundRow> {
  const [row] = await db
    .update(studioRouletteRounds)
    .set(change)
    .where(eq(studioRouletteRounds.id, id))
    .returning();
  if (!row) throw new Error(`roulette round ${id} vanished`);
  return row;
}

/** Winning pockets of the last finished rounds, newest first. */
export async function recentPockets(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ pocket: studioRouletteRounds.pocket })
    .from(studioRouletteRounds)
    .where(isNotNull(studioRouletteRounds.pocket))
    .orderBy(desc(studioRouletteRounds.number))
    .limit(limit);
  return rows.map((row) => row.pocket ?? 0);
}

/** Rounds drawn but not all paid yet (the settle step runs again for them). */
export async function unsettledTableRounds(db: Executor): Promise<TableRoundRow[]> {
  return db
    .select()
    .from(studioRouletteRounds)
    .where(and(isNotNull(studioRouletteRounds.pocket), isNull(studioRouletteRounds.settledAt)))
    .orderBy(studioRouletteRounds.number)
    .limit(20);
}

/** The open bets of a table round. */
export async function openTableBets(db: Executor, tableRoundId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.rouletteRoundId, tableRoundId), eq(studioRounds.status, 'open')))
    .orderBy(studioRounds.id);
}
