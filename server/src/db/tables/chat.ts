/**
 * Bet AI conversations: one row per chat session (the uuid the widget keeps), bound to the bettor once
 * logged in and to the uuid alone for a guest, and its messages in the order they were written.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** What an assistant message carries besides its text (contract ChatMessage extra). */
export interface ChatExtraRow {
  tags: string[];
  status: string | null;
  event_id: string | null;
  outcome_id: string | null;
}

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    bookmaker: text('bookmaker').notNull(),
    /** The language the widget last started the session in: answers are written in it. */
    lang: text('lang').notNull().default('en'),
    /** The bettor's IANA time zone as the widget last told it ('tonight' is theirs); null: the brand's. */
    timeZone: text('time_zone'),
    /** The bettor the session belongs to; null while a guest uses it. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId),
    // Guests' sessions left unused are deleted after a while: found by their last use.
    index('chat_conversations_guest_updated_idx').on(t.updatedAt).where(sql`${t.userId} is null`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    message: text('message').notNull(),
    extra: jsonb('extra').$type<ChatExtraRow>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
