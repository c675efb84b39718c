/** Push notifications: the bettors' devices and the notifications waiting for or sent to them. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A device that receives pushes: one row per token, owned by the bettor who last registered it (a
 * phone handed on, or a second bettor logging in on it, moves the token). lang and country are null
 * until the app sets the push properties; topics are what the bettor opted in to.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    token: text('token').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<'ios' | 'android'>().notNull(),
    lang: text('lang'),
    country: text('country'),
    topics: text('topics').array().notNull(),
    /** The login family the token was registered under: logging that login out stops pushes to the device. */
    sessionFamily: text('session_family'),
    registeredAt: at('registered_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('push_devices_user_idx').on(t.userId),
    index('push_devices_session_family_idx').on(t.sessionFamily),
  ],
);

/**
 * A notification for a bettor, written in the transaction of the event it tells about (a bet settled
 * as won), so it exists exactly when its event does; the dispatcher sends it to the bettor's devices
 * and sets sent_at. attempts counts failed sends.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Order of writing, for notifications of one instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('push_notifications_pending_idx').on(t.seq).where(sql`${t.sentAt} is null`)],
);
