/**
 * The bettor's inbox. Other modules write a message inside the transaction of the event it tells
 * about (an account opened, a deposit or withdrawal completed, deposit limits changed, a bet won), so
 * a message exists exactly when its event does. This module imports none of theirs: they import it.
 */
import type { InboxCounts, InboxEntry, InboxMessage, InboxQuery, InboxResponse } from '@touchline/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tx';
import { notFound } from '../../http/errors';
import {
  countInbox,
  type InboxMessageRow,
  insertInboxMessage,
  markAllRead,
  markRead,
  selectInboxPage,
} from './repo';

/** Writes a message to the user's inbox inside the caller's transaction. */
export async function writeInboxMessage(tx: Tx, userId: number, entry: InboxEntry, now: Date): Promise<void> {
  await writeInboxMessages(tx, [{ userId, entry }], now);
}

/** Writes messages to many users' inboxes in one statement, inside the caller's transaction. */
export async function writeInboxMessages(
  tx: Tx,
  messages: ReadonlyArray<{ userId: number; entry: InboxEntry }>,
  now: Date,
): Promise<void> {
  await insertInboxMessage(
    tx,
    messages.map(({ userId, entry }) => ({ userId, kind: entry.kind, params: entry.params, createdAt: now })),
  );
}

const toMessage = (row: InboxMessageRow): InboxMessage =>
  ({
    id: row.id,
    kind: row.kind,
    params: row.params,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }) as InboxMessage;

export function inboxFor(ctx: AppContext) {
  const db = () => ctx.database.db;
  const now = () => new Date(ctx.clock.now());
  return {
    async list(userId: number, query: InboxQuery): Promise<InboxResponse> {
      const [rows, counts] = await Promise.all([
        selectInboxPage(db(), userId, query.limit, query.offset),
        countInbox(db(), userId),
      ]);
      return { messages: rows.map(toMessage), ...counts };
    },
    /** Marks one of the user's own messages read; any other id is a 404, whoever's message it is. */
    async read(userId: number, id: string): Promise<InboxCounts> {
      if (!(await markRead(db(), userId, id, now()))) throw notFound('id: no such message');
      return countInbox(db(), userId);
    },
    async readAll(userId: number): Promise<InboxCounts> {
      await markAllRead(db(), userId, now());
      return countInbox(db(), userId);
    },
  };
}
