/** Tip and tip tile. */
import { z } from 'zod';
import { DisplayOdds, Id, IsoDateTime, Slug } from './common';

/** A tip card of the carousel. */
export const Tip = z.object({
  sport_slug: Slug,
  tip: z.string().min(1).describe('Tip text'),
  home_team: z.string(),
  away_team: z.string(),
  competition_name: z.string(),
  region_name: z.string(),
  market_name: z.string(),
  event_id: Id,
  starts_at: IsoDateTime,
  outcome_id: Id.nullable().describe('Outcome the bet button adds; null when the tip names none'),
});
export type Tip = z.infer<typeof Tip>;

/** A tip tile with its price; odds not above 1 (and not negative) show a lock instead. */
export const TipTile = z.object({
  outcome_id: Id,
  event_id: Id,
  event_name: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  region_name: z.string(),
  sport_slug: Slug,
  competition_name: z.string(),
  handicap: z.number().nullable(),
  odds: z.number().describe('Decimal odds; a value not above 1 (and not negative) means locked'),
  display_odds: DisplayOdds,
});
export type TipTile = z.infer<typeof TipTile>;

/** A fixture the tips service is asked about (Tips). */
export const TipsFixture = z.object({
  event_id: Id,
  home_team: z.string(),
  away_team: z.string(),
  sport_slug: Slug,
  competition_name: z.string(),
  region_name: z.string(),
  starts_at: IsoDateTime,
});
export type TipsFixture = z.infer<typeof TipsFixture>;

/** A tip as the tips service writes it, before /v1/tips/process attaches prices. */
export const RawTip = z.object({
  event_id: Id,
  tip: z.string().min(1),
  market_type: z.string().nullable(),
  outcome_name: z.string().nullable(),
});
export type RawTip = z.infer<typeof RawTip>;

/** A processed tip: the card plus the tile it bets on. */
export const ProcessedTip = Tip.extend({ tile: TipTile.nullable() });
export type ProcessedTip = z.infer<typeof ProcessedTip>;
