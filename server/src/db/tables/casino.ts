/** The casino wallet: game sessions, rounds and the game servers' money transactions. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** A launch of a game for a bettor: the token the game server sends, kept only as its SHA-256. */
export const casinoSessions = pgTable(
  'casino_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * The login (session family) that launched the game: its logout ends the game session. Null for a
     * launch without a bettor's login (a game server's own).
     */
    authFamilyId: text('auth_family_id'),
    /** No bet is taken after this; wins and rollbacks of rounds already running still are. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('casino_sessions_token_uq').on(t.tokenHash),
    index('casino_sessions_user_idx').on(t.userId),
    index('casino_sessions_family_idx').on(t.authFamilyId),
  ],
);

export type CasinoRoundStatus = 'open' | 'settled' | 'rolled_back';

/** A game round as the game server names it, with what was staked on it and paid from it. */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** The game server's id of the round. */
    roundId: text('round_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => casinoSessions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    game: text('game').notNull(),
    status: text('status').$type<CasinoRoundStatus>().notNull().default('open'),
    stakeTotal: money('stake_total').notNull().default(0),
    payoutTotal: money('payout_total').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('casino_rounds_provider_round_uq').on(t.provider, t.roundId),
    index('casino_rounds_open_idx').on(t.status, t.updatedAt),
    check('casino_rounds_totals_nonnegative', sql`${t.stakeTotal} >= 0 and ${t.payoutTotal} >= 0`),
  ],
);

export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';

/**
 * One call of a game server that moves money (or was refused), with the answer it got: a repeat of the
 * transaction id answers it again. A rollback carries the id of the bet it returns.
 */
export const casinoTransactions = pgTable(
  'casino_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** The game server's transaction id (for a rollback: the bet's). */
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<CasinoTransactionKind>().notNull(),
    /** The round's row; null for a refused call that named no known round. */
    roundId: bigint('round_id', { mode: 'number' }).references(() => casinoRounds.id, {
      onDelete: 'cascade',
    }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    /** The answer given: { ok: true, body } or { ok: false, status, code, message }. */
    answer: jsonb('answer').notNull(),
    /** The idempotency key of the ledger entries written; null when no money moved. */
    ledgerKey: text('ledger_key'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('casino_transactions_provider_tx_uq').on(t.provider, t.transactionId, t.kind),
    index('casino_transactions_round_idx').on(t.roundId),
  ],
);
