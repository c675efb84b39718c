/** Event, its live stats and match summary. */
import { z } from 'zod';
import { Count, Id, IsoDateTime, Slug } from './common';
import { Market } from './market';
import { SportCategory } from './sport';

/** 'live' is the one status the screens branch on; the others explain why an event is not live. */
export const EventStatus = z.enum(['not_started', 'live', 'suspended', 'ended', 'cancelled', 'postponed']);
export type EventStatus = z.infer<typeof EventStatus>;

export const EventStats = z.object({
  home_scores: Count.nullable().describe('Home score (goals, points, sets won)'),
  away_scores: Count.nullable(),
  home_set: Count.nullable().describe('Games in the current set (tennis and other set sports)'),
  away_set: Count.nullable(),
  server: z
    .literal([1, 2])
    .nullable()
    .describe('Who serves: 1 home, 2 away; null when the sport has no serve'),
  time: z.string().nullable().describe('Match clock as shown, e.g. "67\'" or "2nd set"'),
});
export type EventStats = z.infer<typeof EventStats>;

export const MatchSummary = z.object({
  currentPhase: z.string().nullable().describe('Phase code, e.g. "1H", "HT", "2H", "ET", "FT"'),
  startTimes: z.record(z.string(), IsoDateTime).describe('When each phase started, by phase code'),
  normalTimeHalfDuration: z.int().positive().nullable().describe('Minutes in a regular half'),
});
export type MatchSummary = z.infer<typeof MatchSummary>;

export const EventSport = z.object({
  id: Id,
  slug: Slug,
  name: z.string(),
  category: SportCategory,
});
export type EventSport = z.infer<typeof EventSport>;

export const Event = z.object({
  id: Id,
  name: z.string().min(1).describe('e.g. "Arsenal v Chelsea"'),
  slug: Slug.describe('Event name slug; the match route is {slug}-{id}'),
  home_team: z.string().nullable().describe('null for outrights and races'),
  away_team: z.string().nullable(),
  starts_at: IsoDateTime,
  status: EventStatus,
  status_description: z.string().nullable().describe('Free text, e.g. "Half time"'),
  liveodds: z.boolean().describe('Booked for in-play odds'),
  is_live: z.boolean(),
  is_virtual: z.boolean(),
  is_outright: z.boolean(),
  stats: EventStats.nullable().describe('Live stats; null before kick-off'),
  matchSummary: MatchSummary.nullable(),
  sport: EventSport,
  translated_sport_slug: Slug,
  competition_id: Id,
  competition_slug: Slug,
  competition_name: z.string(),
  translated_competition_slug: Slug,
  region_name: z.string(),
  region_slug: Slug,
  markets_count: Count.describe('Open markets on the event page'),
  markets: z
    .array(Market)
    .optional()
    .describe('Main market(s) for list views; the event page loads all through /echo/v1/markets'),
});
export type Event = z.infer<typeof Event>;
