/**
 * Bet builder tickets, bet shares and their tracking, promotion leaderboards with opt-ins.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A selection set the bet builder page hands to the sportsbook: the page stores it and posts its id
 * (the betslip id) to the parent window, which reads it back with GET /v1/betbuilder/ticket.
 */
export const builderTickets = pgTable(
  'builder_tickets',
  {
    id: text('id').primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** Outcome ids, in the order they were picked. */
    selections: jsonb('selections').$type<string[]>().notNull(),
    precannedId: text('precanned_id'),
    bookmaker: text('bookmaker').notNull(),
    lang: text('lang').notNull(),
    createdAt: at('created_at').notNull(),
    /** A stored ticket is readable for 24 hours (the betslip's own expiry). */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('builder_tickets_expires_idx').on(t.expiresAt)],
);

/** A placed bet its owner shared; the id ('bet_...') is what /betshare/ links carry. */
export const betShares = pgTable(
  'bet_shares',
  {
    id: text('id').primaryKey(),
    /** bets.id (uuid) of the shared bet; sharing it again answers the same share. */
    betId: text('bet_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookmaker: text('bookmaker').notNull(),
    outcomeIds: jsonb('outcome_ids').$type<string[]>().notNull(),
    ipAddress: text('ip_address'),
    platform: text('platform').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('bet_shares_bet_uq').on(t.betId), index('bet_shares_user_idx').on(t.userId)],
);

export type BetShareEventAction = 'visited' | 'added_to_betslip' | 'placed_bet';

/** What happened with a share: a visit, a slip add or a bet placed from it. */
export const betShareEvents = pgTable(
  'bet_share_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shareId: text('share_id')
      .notNull()
      .references(() => betShares.id, { onDelete: 'cascade' }),
    action: text('action').$type<BetShareEventAction>().notNull(),
    /** 'user:{id}' when logged in, else 'ip:{address}': whom a visit is counted once for. */
    visitorKey: text('visitor_key').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    copiedBetId: text('copied_bet_id'),
    ipAddress: text('ip_address'),
    platform: text('platform').notNull(),
    referrer: text('referrer'),
    bookmaker: text('bookmaker').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('bet_share_events_share_idx').on(t.shareId, t.action),
    uniqueIndex('bet_share_events_visit_uq').on(t.shareId, t.visitorKey).where(sql`${t.action} = 'visited'`),
    uniqueIndex('bet_share_events_copy_uq')
      .on(t.shareId, t.copiedBetId)
      .where(sql`${t.action} = 'placed_bet'`),
  ],
);

export type LeaderboardPeriod = 'weekly' | 'monthly';

/** A promotion leaderboard of one brand: players ranked by what they wager in the current period. */
export const promotionBoards = pgTable(
  'promotion_boards',
  {
    id: text('id').primaryKey(),
    /** Bookmaker id of the board; null: a board of every brand, ranking the players of all of them. */
    bookmaker: text('bookmaker'),
    /** Title per language; English is always present, the others fall back to it. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    /** The window ranked: the current ISO week or calendar month (UTC). */
    period: text('period').$type<LeaderboardPeriod>().notNull(),
    /** Players count only after they opt in. */
    optInRequired: boolean('opt_in_required').notNull(),
    /** Only players on the board's allow list may take part. */
    limitedUsers: boolean('limited_users').notNull(),
    active: boolean('active').notNull().default(true),
    /** Raised by one on every operator change; a replacement names the version it was made from. */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('promotion_boards_bookmaker_idx').on(t.bookmaker)],
);

export const promotionOptIns = pgTable(
  'promotion_opt_ins',
  {
    boardId: text('board_id')
      .notNull()
      .references(() => promotionBoards.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optedInAt: at('opted_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('promotion_opt_ins_user_idx').on(t.userId)],
);

/** The allow list of a limited board. */
export const promotionAllowedUsers = pgTable(
  'promotion_allowed_users',
  {
    boardId: text('board_id')
      .notNull()
      .references(() => promotionBoards.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] })],
);
