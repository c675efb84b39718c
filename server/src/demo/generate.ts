/**
 * The demo catalogue generator: sports, regions, competitions, participants, events, markets and
 * outcomes, deterministic from a seed and relative to a given `now`. Pure: no I/O, no clock.
 *
 * This file is the generator's public surface; the work lives in rows.ts (row shapes, id bases),
 * ids.ts, static-rows.ts, participants.ts, scheduling.ts, builder.ts, formats.ts (one schedule per
 * competition format) and catalogue.ts (the whole run).
 */

export { CatalogueBuilder, type CompetitionRuntime } from './builder';
export { type GeneratedCatalogue, generateCatalogue } from './catalogue';
export { scheduleCompetition, scheduleOutrightOnly } from './formats';
export { IdAllocator } from './ids';
export type { Participant } from './participants';
export {
  type CatalogueRows,
  type CatalogueSize,
  type CompetitionRow,
  type EventRow,
  type GenerateOptions,
  HORIZON_DAYS,
  ID_BASE,
  type MarketRow,
  type OutcomeRow,
  type ParticipantRow,
  type RegionRow,
  type SportRow,
} from './rows';
export { demoClockShift, demoDayStart, eventDuration } from './scheduling';
export { competitionSlugs } from './static-rows';
