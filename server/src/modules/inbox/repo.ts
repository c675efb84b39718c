/** SQL of the bettor's inbox. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { inboxMessages } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type InboxMessageRow = typeof inboxMessages.$inferSelect;

export async function insertInboxMessage(
  tx: Tx,
  rows:
    | { userId: number; kind: string; params: Record<string, unknown>; createdAt: Date }
    | ReadonlyArray<{ userId: number; kind: string; params: Record<string, unknown>; createdAt: Date }>,
): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  if (list.length > 0) await tx.insert(inboxMessages).values(list);
}

/** A page of the user's messages, newest first (of one instant, the last written first). */
export async function selectInboxPage(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
): Promise<InboxMessageRow[]> {
  return db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.userId, userId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.seq))
    .limit(limit)
    .offset(offset);
}

export async function countInbox(db: Executor, userId: number): Promise<{ unread: number; total: number }> {
  const [row] = await db
    .select({ total: count(), unread: count(inboxMessages.readAt) })
    .from(inboxMessages)
    .where(eq(inboxMessages.userId, userId));
  const total = Number(row?.total ?? 0);
  // count(read_at) counts the read ones.
  return { total, unread: total - Number(row?.unread ?? 0) };
}

/** Marks one message of this user read; false when the user has no message with this id. */
export async function markRead(db: Executor, userId: number, id: string, at: Date): Promise<boolean> {
  const mine = and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId));
  const [found] = await db.select({ readAt: inboxMessages.readAt }).from(inboxMessages).where(mine);
  if (!found) return false;
  if (found.readAt === null) await db.update(inboxMessages).set({ readAt: at }).where(mine);
  return true;
}

export async function markAllRead(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(inboxMessages)
    .set({ readAt: at })
    .where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt)));
}
