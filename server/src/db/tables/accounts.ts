/**
 * Accounts, sessions, one-time tokens, wallets, the money ledger, payments and playthrough bonuses.
 *
 * Money is integer minor units in bigint columns, read as JS numbers (safe up to 2^53).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type UserStatus = 'active' | 'suspended' | 'closed';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    /** Set when the password is known to be breached: login is refused until it is reset. */
    passwordCompromised: boolean('password_compromised').notNull().default(false),
    country: text('country').notNull(),
    /** Brand (bookmaker id) the account belongs to; its domain is where it logs in. */
    bookmaker: text('bookmaker').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    isDemo: boolean('is_demo').notNull().default(false),
    termsAcceptedAt: at('terms_accepted_at'),
    /** YYYY-MM-DD as registered (18 or older then); null for accounts made before it was asked. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The token of the registration link the bettor came by (an invitation or campaign), if any. */
    registrationToken: text('registration_token'),
    /**
     * Until when a time-out or self-exclusion shuts the account (login, sessions, betting, deposits).
     * Kept on the user row so the session lookup every request makes sees it at no extra cost.
     */
    excludedUntil: at('excluded_until'),
    exclusionKind: text('exclusion_kind').$type<'time_out' | 'self_exclusion'>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
  ],
);

/**
 * A login. The JWT names it (sid), so logout and expiry take effect at once. Sessions created from one
 * another (sport token handover, domain transfer) share a family, and logout ends the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    device: text('device'),
    app: boolean('app').notNull().default(false),
    ip: text('ip'),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Idle expiry, pushed forward by keep-session. */
    expiresAt: at('expires_at').notNull(),
    /** Hard limit no keep-session can pass (the JWT's exp). */
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);

export type AuthTokenPurpose = 'sport' | 'transfer' | 'password_reset' | 'password_compromised';

/** Single-use tokens; only a SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    /** The session that minted a login token; the exchanged session joins its family. */
    sessionId: text('session_id'),
    /** Domain a transfer token may be redeemed for. */
    domain: text('domain'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

export type BalanceKind = 'cash' | 'bonus' | 'casino';

/** One wallet per user per currency; the row a money movement locks (SELECT ... FOR UPDATE). */
export const wallets = pgTable(
  'wallets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    cash: money('cash').notNull().default(0),
    /** Playthrough bonus money. */
    bonus: money('bonus').notNull().default(0),
    casino: money('casino').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_currency_uq').on(t.userId, t.currency),
    check('wallets_cash_nonnegative', sql`${t.cash} >= 0`),
    check('wallets_bonus_nonnegative', sql`${t.bonus} >= 0`),
    check('wallets_casino_nonnegative', sql`${t.casino} >= 0`),
  ],
);

export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'bet_stake'
  | 'bet_payout'
  | 'bet_refund'
  | 'cashout'
  | 'bonus_grant'
  | 'bonus_convert'
  | 'bonus_forfeit'
  | 'casino_bet'
  | 'casino_win'
  | 'casino_rollback'
  | 'adjustment';

/** Every balance change, append-only: a balance always equals the sum of its entries. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    balanceKind: text('balance_kind').$type<BalanceKind>().notNull(),
    /** Signed: credits positive, debits negative. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_wallet_idx').on(t.walletId, t.id),
    index('ledger_user_idx').on(t.userId, t.id),
    // A loss limit sums one bettor's stakes and returns of the last 24 hours, 7 or 30 days.
    index('ledger_user_time_idx').on(t.userId, t.createdAt),
    index('ledger_reference_idx').on(t.referenceType, t.referenceId),
    // One key may move cash and bonus (a stake split over both), never the same balance twice.
    uniqueIndex('ledger_idempotency_uq').on(t.idempotencyKey, t.balanceKind),
    check('ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);

export type PaymentDirection = 'deposit' | 'withdrawal';
export type PaymentStatus = 'pending' | 'completed' | 'declined' | 'refused';

/** A cashier request to the (demo) payment provider, kept whatever its outcome. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id),
    direction: text('direction').$type<PaymentDirection>().notNull(),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** Machine code when not completed, e.g. BALANCE_INSUFFICIENT, CARD_DECLINED. */
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('payments_user_idx').on(t.userId, t.id),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type PlaythroughStatus = 'active' | 'completed' | 'forfeited';

/** A bonus being played through: turnover still to bet before the bonus turns into cash. */
export const playthroughs = pgTable(
  'playthroughs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id),
    amount: money('amount').notNull(),
    wageringRequired: money('wagering_required').notNull(),
    wagered: money('wagered').notNull().default(0),
    status: text('status').$type<PlaythroughStatus>().notNull().default('active'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('playthroughs_user_idx').on(t.userId, t.status),
    // One bonus is played through at a time; a new grant while one runs tops it up.
    uniqueIndex('playthroughs_one_active_uq').on(t.userId).where(sql`${t.status} = 'active'`),
    check('playthroughs_amount_positive', sql`${t.amount} > 0`),
    check('playthroughs_wagered_nonnegative', sql`${t.wagered} >= 0`),
  ],
);
