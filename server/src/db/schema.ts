import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/** Text per language ({ en: 'Football', de: 'Fußball', ... }); English is always present. */
export type Translations = Record<string, string>;

export const sports = pgTable(
  'sports',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    category: text('category', { enum: ['sport', 'esport', 'virtual'] }).notNull(),
    parentId: integer('parent_id'),
    isParent: boolean('is_parent').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    /** 'racing' sports (horse racing, greyhounds) have race cards instead of matches. */
    kind: text('kind', { enum: ['match', 'racing', 'tennis_like', 'outright_only'] })
      .notNull()
      .default('match'),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    names: jsonb('names').$type<Translations>().notNull(),
    slugs: jsonb('slugs').$type<Translations>().notNull(),
  },
  (t) => [uniqueIndex('sports_slug_uq').on(t.slug)],
);

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  names: jsonb('names').$type<Translations>().notNull(),
});

export const competitions = pgTable(
  'competitions',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    slugs: jsonb('slugs').$type<Translations>().notNull(),
    priority: integer('priority').notNull().default(0),
    /** Bookmaker ids that offer this competition; null means every brand. */
    brands: text('brands').array(),
  },
  (t) => [
    index('competitions_sport_idx').on(t.sportId),
    uniqueIndex('competitions_sport_slug_uq').on(t.sportId, t.slug),
  ],
);

export type EventStatus = 'scheduled' | 'live' | 'ended' | 'resulted' | 'cancelled';

export interface EventStats {
  home_scores: number[];
  away_scores: number[];
  home_set?: number | null;
  away_set?: number | null;
  server?: 1 | 2 | null;
  time?: string | null;
}

export interface MatchSummary {
  currentPhase: string | null;
  startTimes: Record<string, string>;
  normalTimeHalfDuration: number | null;
}

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    name: text('name').notNull(),
    homeTeam: text('home_team'),
    awayTeam: text('away_team'),
    /** Race or venue details for racing, tournament name for outrights. */
    venue: text('venue'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<EventStatus>().notNull().default('scheduled'),
    isLive: boolean('is_live').notNull().default(false),
    /** Booked for in-play betting. */
    liveOdds: boolean('live_odds').notNull().default(true),
    isOutright: boolean('is_outright').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    stats: jsonb('stats').$type<EventStats>(),
    matchSummary: jsonb('match_summary').$type<MatchSummary>(),
    statusDescription: text('status_description'),
    /** Bumped on every change; clients and caches compare it. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('events_sport_starts_idx').on(t.sportId, t.startsAt),
    index('events_competition_idx').on(t.competitionId, t.startsAt),
    index('events_status_idx').on(t.status, t.startsAt),
  ],
);

export const markets = pgTable(
  'markets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** match_result, total, handicap, btts, correct_score, outright, win, forecast, tricast, ... */
    type: text('type').notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    /** Handicap or total line, e.g. -1.5 or 2.5. */
    line: doublePrecision('line'),
    layout: text('layout'),
    ewPlace: smallint('ew_place'),
    ewPrice: smallint('ew_price'),
    isSuspended: boolean('is_suspended').notNull().default(false),
    status: text('status', { enum: ['open', 'suspended', 'settled', 'void'] })
      .notNull()
      .default('open'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('markets_event_idx').on(t.eventId)],
);

export type OutcomeResult = 'win' | 'lose' | 'void' | 'place';

export const outcomes = pgTable(
  'outcomes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    names: jsonb('names').$type<Translations>().notNull(),
    /** Decimal price; 0 while no price is offered. */
    odds: doublePrecision('odds').notNull(),
    isStartingPrice: boolean('is_starting_price').notNull().default(false),
    comboBoostAvailable: boolean('combo_boost_available').notNull().default(true),
    /** Runner number, score, participant: whatever identifies the outcome within its market. */
    code: text('code'),
    result: text('result').$type<OutcomeResult>(),
    /** Finishing position for racing (1-based), used by each-way and forecast settlement. */
    position: smallint('position'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('outcomes_market_idx').on(t.marketId), index('outcomes_event_idx').on(t.eventId)],
);

/** A monotonic feed log: what changed, in order; realtime publishes from it and late servers catch up. */
export const feedChanges = pgTable(
  'feed_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('feed_changes_created_idx').on(t.createdAt)],
);

/** Key/value metadata about the database itself, e.g. the demo catalogue seed and when it was generated. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
