/** The bettor's inbox: one row per message the server wrote about something that happened to the account. */
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A message keeps its kind and its facts (amounts in minor units, currency, ids) as params; the text is
 * written by the client in the bettor's language. `readAt` is null until the bettor reads it.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Order of writing: messages of one instant (an account opened with a first deposit) list newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('inbox_messages_user_created_idx').on(t.userId, t.createdAt.desc())],
);
