/**
 * Placed bets, their legs, cash-outs, free bets and boost tokens.
 *
 * Money is integer minor units in bigint columns read as JS numbers; odds are decimal prices.
 * Legs keep ids and names of the catalogue rows without foreign keys: the catalogue may be
 * regenerated, a bet never changes because of it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type BetKind = 'single' | 'combi' | 'system' | 'betbuilder';
export type BetRowStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'partially_cashed_out';
export type BetLegResult = 'win' | 'lose' | 'void' | 'place';
export type ComboBoostMode = 'gross' | 'net';

/** One placed bet (one submitted ticket). */
export const bets = pgTable(
  'bets',
  {
    /** UUID; the ticket's uuid on the wire. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookmaker: text('bookmaker').notNull(),
    currency: text('currency').notNull(),
    betType: text('bet_type').$type<BetKind>().notNull(),
    /** k of a system k/n (n is the number of legs); null otherwise. */
    systemK: smallint('system_k'),
    eachWay: boolean('each_way').notNull().default(false),
    /** Stake per line (per way for each-way), minor units, as placed. */
    stake: money('stake').notNull(),
    /** stake x lines (x 2 each-way), minor units, as placed. */
    totalStake: money('total_stake').notNull(),
    /** Lines (bets) in the ticket, counting one per line, not per way. */
    lines: integer('lines').notNull(),
    /** Combined decimal odds at acceptance; null for system and starting-price bets. */
    odds: doublePrecision('odds'),
    potentialReturn: money('potential_return'),
    tax: money('tax').notNull().default(0),
    /** How the stake was paid: free bet, cash and bonus parts add up to total_stake. */
    stakeFreeBet: money('stake_free_bet').notNull().default(0),
    stakeCash: money('stake_cash').notNull().default(0),
    stakeBonus: money('stake_bonus').notNull().default(0),
    freeBetId: text('free_bet_id'),
    boostTokenId: text('boost_token_id'),
    /** Boost token terms copied at placement (the token row may change later). */
    boostPercentage: doublePrecision('boost_percentage'),
    boostMaxWinnings: money('boost_max_winnings'),
    comboBoostPercent: doublePrecision('combo_boost_percent').notNull().default(0),
    comboBoostMode: text('combo_boost_mode').$type<ComboBoostMode>(),
    status: text('status').$type<BetRowStatus>().notNull().default('open'),
    /** Paid at settlement (excluding cash-outs), minor units; null while open. */
    payout: money('payout'),
    /**
     * Share of the original stake still riding, in millionths (1,000,000 = all of it). A partial
     * cash-out lowers it; settlement pays the remaining share of what the whole bet would pay.
     */
    remainingShare: integer('remaining_share').notNull().default(1_000_000),
    /** Sum of cash-outs paid so far, minor units. */
    cashedOut: money('cashed_out').notNull().default(0),
    /** 'betslip' or 'betbuilder' (or another placing module), for reporting. */
    source: text('source').notNull().default('betslip'),
    /** Anything the placing module wants to keep with the bet (e.g. the builder's combination id). */
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    lang: text('lang'),
    /** Idempotency key of the submit that placed it, unique per user. */
    idempotencyKey: text('idempotency_key'),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('bets_user_idx').on(t.userId, t.placedAt),
    index('bets_open_idx').on(t.status).where(sql`${t.settledAt} is null`),
    uniqueIndex('bets_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    check('bets_stake_positive', sql`${t.stake} > 0 and ${t.totalStake} > 0 and ${t.lines} > 0`),
    check('bets_stake_parts', sql`${t.stakeFreeBet} + ${t.stakeCash} + ${t.stakeBonus} = ${t.totalStake}`),
    check('bets_remaining_share', sql`${t.remainingShare} between 0 and 1000000`),
  ],
);

/** One selection of a bet. */
export const betLegs = pgTable(
  'bet_legs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: text('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    /** Position in the ticket, from 0. */
    legNo: smallint('leg_no').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    outcomeId: bigint('outcome_id', { mode: 'number' }).notNull(),
    /** Runner outcome ids of a forecast/tricast, in order; empty otherwise. */
    outcomeList: jsonb('outcome_list').$type<string[]>().notNull().default([]),
    /** Decimal odds at acceptance. */
    odds: doublePrecision('odds').notNull(),
    ewPlace: smallint('ew_place'),
    ewPrice: smallint('ew_price'),
    isStartingPrice: boolean('is_starting_price').notNull().default(false),
    comboBoostAvailable: boolean('combo_boost_available').notNull().default(true),
    marketType: text('market_type').notNull(),
    /** The catalogue's short name of the outcome ('Home (-1.5)'). */
    outcomeName: text('outcome_name').notNull(),
    /**
     * The outcome as the bettor saw it in the slip, built by the server from its catalogue at placing:
     * the team instead of Home/Away, a handicap with its sign, the player or runner. Null for bets
     * placed before it was kept.
     */
    outcomeLabel: text('outcome_label'),
    marketName: text('market_name').notNull(),
    eventName: text('event_name').notNull(),
    /** Null while pending. */
    result: text('result').$type<BetLegResult>(),
    /** Finishing position for racing legs (each-way place terms). */
    position: smallint('position'),
    resultedAt: at('resulted_at'),
  },
  (t) => [
    uniqueIndex('bet_legs_bet_leg_uq').on(t.betId, t.legNo),
    // In leg id order within the event: settlement pages through a big event's pending legs by id.
    index('bet_legs_pending_event_idx').on(t.eventId, t.id).where(sql`${t.result} is null`),
    // Price changes find the open bets they re-price by outcome and by market.
    index('bet_legs_pending_outcome_idx').on(t.outcomeId).where(sql`${t.result} is null`),
    index('bet_legs_pending_market_idx').on(t.marketId).where(sql`${t.result} is null`),
  ],
);

/**
 * The cash-out offer of an open bet as last re-priced from the catalogue's price changes (null: none is
 * offered now), kept for every open bet a change touched.
 */
export const betCashoutOffers = pgTable('bet_cashout_offers', {
  betId: text('bet_id')
    .primaryKey()
    .references(() => bets.id, { onDelete: 'cascade' }),
  /** Minor units; null when no cash-out is offered (suspended market, settled bet, ...). */
  offer: money('offer'),
  pricedAt: at('priced_at').notNull(),
});

export type CashoutRowStatus = 'pending' | 'processed' | 'rejected';

/** A cash-out of a bet, full or partial. */
export const betCashouts = pgTable(
  'bet_cashouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: text('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Paid, minor units. */
    amount: money('amount').notNull(),
    /** Share of the original stake cashed out, in millionths. */
    share: integer('share').notNull(),
    status: text('status').$type<CashoutRowStatus>().notNull(),
    idempotencyKey: text('idempotency_key'),
    requestBody: jsonb('request_body'),
    requestedAt: at('requested_at').notNull(),
  },
  (t) => [
    index('bet_cashouts_user_idx').on(t.userId, t.requestedAt),
    uniqueIndex('bet_cashouts_user_idempotency_uq').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * Answers of idempotent calls (submit, cash-out), so a retry replays the first answer; the row is
 * written in the same transaction as the bet, so either both exist or neither.
 */
export const idempotentResponses = pgTable(
  'idempotent_responses',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The call, e.g. 'betslip.submit' or 'bets.cashout'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotent_responses_uq').on(t.userId, t.scope, t.key)],
);

export type RewardStatus = 'active' | 'used' | 'expired';

/** A free bet: stake paid by the operator; the stake is never part of the return. */
export const freeBets = pgTable(
  'free_bets',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookmaker: text('bookmaker').notNull(),
    currency: text('currency').notNull(),
    name: text('name').notNull(),
    amount: money('amount').notNull(),
    amountRemaining: money('amount_remaining').notNull(),
    /** The bet odds must be above this; null = no minimum. */
    minOdds: doublePrecision('min_odds'),
    status: text('status').$type<RewardStatus>().notNull().default('active'),
    /** Makes a grant happen once (e.g. demo seeding), unique per user. */
    grantKey: text('grant_key'),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('free_bets_user_idx').on(t.userId, t.status),
    uniqueIndex('free_bets_grant_uq').on(t.userId, t.grantKey),
    check('free_bets_amounts', sql`${t.amountRemaining} >= 0 and ${t.amountRemaining} <= ${t.amount}`),
  ],
);

/** A boost token: extra winnings in percent, capped; consumed by one bet. */
export const boostTokens = pgTable(
  'boost_tokens',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookmaker: text('bookmaker').notNull(),
    name: text('name').notNull(),
    percentage: doublePrecision('percentage').notNull(),
    maxWinnings: money('max_winnings').notNull(),
    status: text('status').$type<RewardStatus>().notNull().default('active'),
    usedBetId: text('used_bet_id'),
    grantKey: text('grant_key'),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('boost_tokens_user_idx').on(t.userId, t.status),
    uniqueIndex('boost_tokens_grant_uq').on(t.userId, t.grantKey),
  ],
);
