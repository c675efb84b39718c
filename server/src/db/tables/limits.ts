/**
 * Safe-gambling tools the server enforces: deposit limits, the reality-check interval, and time-outs
 * and self-exclusions (with the gate on the user row that login and every request read).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type DepositLimitPeriod = 'day' | 'week' | 'month';
export type ExclusionKind = 'time_out' | 'self_exclusion';

/**
 * One row per bettor and period. `amount` is the limit in force (null: none). A raise or a removal
 * waits: `pendingAmount` (null with `pendingAt` set means removal) takes over at `pendingAt`.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').$type<DepositLimitPeriod>().notNull(),
    /** Minor units of the wallet currency. */
    amount: money('amount'),
    pendingAmount: money('pending_amount'),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    check('deposit_limits_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check('deposit_limits_pending_positive', sql`${t.pendingAmount} is null or ${t.pendingAmount} > 0`),
  ],
);

/**
 * Loss limits, one row per bettor and period, with the deposit limits' shape and rules: `amount` in
 * force, a raise or removal waiting in `pendingAmount` until `pendingAt`. The net loss they bound is
 * read from the ledger.
 */
export const lossLimits = pgTable(
  'loss_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').$type<DepositLimitPeriod>().notNull(),
    /** Minor units of the wallet currency. */
    amount: money('amount'),
    pendingAmount: money('pending_amount'),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    check('loss_limits_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check('loss_limits_pending_positive', sql`${t.pendingAmount} is null or ${t.pendingAmount} > 0`),
  ],
);

/** Per-bettor settings of the safe-gambling page. */
export const playerSafeGambling = pgTable('player_safe_gambling', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Minutes between reality-check reminders; null when off. */
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: at('updated_at').notNull(),
});

/** Every time-out and self-exclusion taken, kept for the record (they are never shortened). */
export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExclusionKind>().notNull(),
    /** The choice as offered, e.g. 24h, 6m. */
    duration: text('duration').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [index('player_exclusions_user_idx').on(t.userId, t.endsAt)],
);
