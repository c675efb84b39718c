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

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    /** ISO 3166 alpha-2 code for countries; null for 'International', 'Europe', ... */
    code: text('code'),
    names: jsonb('names').$type<Translations>().notNull(),
    slugs: jsonb('slugs').$type<Translations>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_slug_uq').on(t.slug)],
);

/**
 * Teams, players, fighters, drivers, horses and greyhounds: whoever takes part in an event.
 * Proper names are not translated.
 */
export const participants = pgTable(
  'participants',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    regionId: integer('region_id').references(() => regions.id),
    kind: text('kind', {
      enum: ['team', 'player', 'pair', 'horse', 'greyhound', 'driver', 'rider'],
    }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Hidden rating the odds are derived from (higher is stronger). */
    strength: doublePrecision('strength').notNull(),
  },
  (t) => [index('participants_sport_idx').on(t.sportId)],
);

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
    /** Who plays in it (participants.id); new fixtures are drawn from them. */
    participantIds: integer('participant_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** league: rounds of fixtures; cup / tournament: knock-out ties; racing: race meetings; outright: outrights only. */
    format: text('format', { enum: ['league', 'cup', 'tournament', 'racing', 'outright'] })
      .notNull()
      .default('league'),
  },
  (t) => [
    index('competitions_sport_idx').on(t.sportId),
    uniqueIndex('competitions_sport_slug_uq').on(t.sportId, t.slug),
  ],
);

/** Stored status; the wire maps scheduled to not_started and ended/resulted to ended. */
export type EventStatus =
  | 'scheduled'
  | 'live'
  | 'suspended'
  | 'ended'
  | 'resulted'
  | 'cancelled'
  | 'postponed';

/** Live stats as the wire carries them (contract EventStats), plus the score per period. */
export interface EventStats {
  home_scores: number | null;
  away_scores: number | null;
  home_set: number | null;
  away_set: number | null;
  server: 1 | 2 | null;
  time: string | null;
  /** Score of each finished or running period (half, quarter, set, map): [home, away]. */
  periods?: Array<[number, number]>;
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
    /** Translated name where it has generic words (outrights, races); null when the name is proper names only. */
    names: jsonb('names').$type<Translations>(),
    /** Event name slug (ASCII kebab); the match route is {slug}-{id}. */
    slug: text('slug').notNull(),
    homeTeam: text('home_team'),
    awayTeam: text('away_team'),
    homeId: integer('home_id'),
    awayId: integer('away_id'),
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
    /** Higher shows first on 'popularity' sorts (top leagues, derbies). */
    popularity: integer('popularity').notNull().default(0),
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
    /** Part of the match the market is about: ft, 1h, 2h, q1, set1, map1, ...; null for the whole event. */
    period: text('period'),
    /** Contract MarketLayout: default, two_way, three_way, handicap, over_under, list. */
    layout: text('layout').notNull().default('default'),
    /** The market list views show beside the event (one per event). */
    isMain: boolean('is_main').notNull().default(false),
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

/** A runner inside a forecast/tricast outcome (contract OutcomeItem; id is the runner's win outcome id). */
export interface OutcomeItemRow {
  id: string;
  name: string;
  position: number | null;
}

export const outcomes = pgTable(
  'outcomes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** Short name ('Home (-1.5)', 'Over 2.5', a runner): all 9 languages when generic, only en for proper names. */
    names: jsonb('names').$type<Translations>().notNull(),
    /** Handicap of this outcome (Away of a -1.5 line is 1.5); null when none. */
    handicap: doublePrecision('handicap'),
    /** The team, player or runner the outcome stands for. */
    participantId: integer('participant_id'),
    /** Runners of a forecast/tricast outcome, in finishing order. */
    items: jsonb('items').$type<OutcomeItemRow[]>(),
    /** Decimal price; 0 while no price is offered. */
    odds: doublePrecision('odds').notNull(),
    isStartingPrice: boolean('is_starting_price').notNull().default(false),
    comboBoostAvailable: boolean('combo_boost_available').notNull().default(true),
    /** Role within the market: home, draw, away, over, under, yes, no, 1X, a score '2-1', a runner number. */
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

/** A CTA of a message banner (contract BannerCta). */
export interface BannerCtaRow {
  type: 'link' | 'global-frame';
  destination: 'internal' | 'external' | 'open_page';
  url: string;
  text: string;
}

/** Message banners as the CMS holds them; the content module cleans their HTML before serving them. */
export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    /** Bookmaker id the banner is for; null means every brand. */
    bookmaker: text('bookmaker'),
    /** Language the banner is written in; null means every language. */
    lang: text('lang'),
    /** Limited HTML as entered; never served uncleaned. */
    message: text('message').notNull().default('Hello There!'),
    ctas: jsonb('ctas').$type<BannerCtaRow[]>().notNull().default([]),
    type: text('type', { enum: ['info', 'warning', 'success', 'danger'] })
      .notNull()
      .default('info'),
    dismissable: boolean('dismissable').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Raised by one on every operator change; a replacement names the version it was made from. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('banners_bookmaker_idx').on(t.bookmaker)],
);

/** Kinds of operator content kept in content_entries (banners and promotion boards have tables of their own). */
export type ContentEntryKind = 'global' | 'seo' | 'navigation' | 'translations';

/**
 * Operator content that overrides the built-in texts: the global entry, SEO entries per path, the
 * navigation layouts and translation overrides. One row per kind and scope (brand or every brand,
 * language or every language, path for SEO); the content itself is the JSON body its kind defines.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<ContentEntryKind>().notNull(),
    /** Bookmaker id the entry is for; null means every brand. */
    bookmaker: text('bookmaker'),
    /** Language of the entry; null means every language. */
    lang: text('lang'),
    /** Path or path pattern of an SEO entry; null for the other kinds. */
    path: text('path'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // One entry per kind and scope: a null brand, language or path is a scope of its own.
    uniqueIndex('content_entries_scope_idx').on(
      t.kind,
      sql`coalesce(${t.bookmaker}, '')`,
      sql`coalesce(${t.lang}, '')`,
      sql`coalesce(${t.path}, '')`,
    ),
  ],
);

/** Every operator change of content: who, when, what, and the entry before and after. */
export const contentAudit = pgTable(
  'content_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The name of the token: 'operator' for every brand, 'operator:{bookmaker}' for one brand's. */
    actor: text('actor').notNull(),
    action: text('action', { enum: ['create', 'replace', 'remove'] }).notNull(),
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    /** Brand of the entry (after the change, or before a removal); null: every brand. */
    bookmaker: text('bookmaker'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('content_audit_entity_idx').on(t.kind, t.entityId),
    index('content_audit_bookmaker_idx').on(t.bookmaker),
  ],
);
export * from './tables/accounts';
export * from './tables/affiliations';
export * from './tables/bets';
export * from './tables/casino';
export * from './tables/chat';
export * from './tables/extras';
export * from './tables/inbox';
export * from './tables/limits';
export * from './tables/push';
export * from './tables/studio';
