/**
 * The game studio (the casino's own game server): play-money sessions, the bettors' seed pairs, the
 * rounds with what proves them, and the shared roulette table's rounds. Real money never lives here:
 * every real stake and payout is a call of the wallet, and these rows record what the games drew.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** A play-money session: its balance is the studio's own, no wallet and no ledger behind it. */
export const studioDemoSessions = pgTable(
  'studio_demo_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    cash: money('cash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('studio_demo_sessions_token_uq').on(t.tokenHash),
    index('studio_demo_sessions_expiry_idx').on(t.expiresAt),
    check('studio_demo_sessions_cash_nonnegative', sql`${t.cash} >= 0`),
  ],
);

/**
 * A seed pair of one player of one game: a real bettor's (`owner` 'user:{id}:{game}') or a demo
 * session's ('demo:{id}'). The server seed stays secret while the pair is active; rotating reveals it.
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round takes. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    /** Set when rotated: from then on the server seed is shown with every round drawn from it. */
    revealedAt: at('revealed_at'),
  },
  (t) => [uniqueIndex('studio_seeds_active_uq').on(t.owner).where(sql`${t.revealedAt} is null`)],
);

export type StudioRoundStatusRow = 'open' | 'won' | 'lost' | 'rolled_back';

/** A round of the shared roulette table: its own server seed, the table's client seed, its number as nonce. */
export const studioRouletteRounds = pgTable(
  'studio_roulette_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    number: integer('number').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    phase: text('phase', { enum: ['betting', 'spinning', 'result'] }).notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    resultAt: at('result_at').notNull(),
    nextAt: at('next_at').notNull(),
    pocket: smallint('pocket'),
    /** When every bet of the round was paid (the settle step is repeated until it is set). */
    settledAt: at('settled_at'),
  },
  (t) => [uniqueIndex('studio_roulette_rounds_number_uq').on(t.number)],
);

/**
 * A round a player played, with its proof: the seed pair (or the roulette round) it drew from, the
 * nonce, the bet and the outcome. A real round's money moved through the wallet under the round's key;
 * `pendingPayout` is set once the outcome is decided and cleared when the wallet has paid it.
 */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The round id the wallet knows (and the game client shows). */
    roundKey: text('round_key').notNull(),
    game: text('game').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    demoSessionId: bigint('demo_session_id', { mode: 'number' }).references(() => studioDemoSessions.id, {
      onDelete: 'cascade',
    }),
    /** SHA-256 of the session token the round was played with (one open mines round per session). */
    sessionHash: text('session_hash').notNull(),
    /**
     * The real session's token while the round waits for its payout (a roulette round is paid by the
     * table's runner); cleared when the round ends.
     */
    walletSession: text('wallet_session'),
    seedId: bigint('seed_id', { mode: 'number' }).references(() => studioSeeds.id),
    rouletteRoundId: bigint('roulette_round_id', { mode: 'number' }).references(
      () => studioRouletteRounds.id,
    ),
    nonce: integer('nonce').notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    stake: money('stake').notNull(),
    payout: money('payout').notNull().default(0),
    pendingPayout: money('pending_payout'),
    /** A real round's bettor's cash after the wallet's last movement of the round (steps answer it). */
    cashAfter: money('cash_after'),
    currency: text('currency').notNull(),
    /** A real round's stake was taken by the wallet (before that, the round may still be refused). */
    staked: boolean('staked').notNull().default(false),
    status: text('status').$type<StudioRoundStatusRow>().notNull().default('open'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('studio_rounds_key_uq').on(t.roundKey),
    index('studio_rounds_user_idx').on(t.userId, t.mode, t.id),
    index('studio_rounds_session_idx').on(t.sessionHash, t.id),
    index('studio_rounds_roulette_idx').on(t.rouletteRoundId, t.status),
    index('studio_rounds_open_idx').on(t.status, t.createdAt),
  ],
);
