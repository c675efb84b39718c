/** The generated rows' shapes, the id base of each table and the constants the generator shares. */
import type { competitions, events, markets, outcomes, participants, regions, sports } from '../db/schema';
import { template } from '../domain/text';

export type CatalogueSize = 'full' | 'small';

export interface GenerateOptions {
  size: CatalogueSize;
  seed: number;
  /** Epoch ms the catalogue is generated around (kick-offs are relative to it). */
  now: number;
  /** How far the demo's clock runs ahead of `now` when kick-off times are placed (ms, default 0). */
  shift?: number;
}

export type SportRow = typeof sports.$inferInsert;
export type RegionRow = typeof regions.$inferInsert;
export type ParticipantRow = typeof participants.$inferInsert;
export type CompetitionRow = typeof competitions.$inferInsert;
export type EventRow = typeof events.$inferInsert;
export type MarketRow = typeof markets.$inferInsert;
export type OutcomeRow = typeof outcomes.$inferInsert;

export interface CatalogueRows {
  sports: SportRow[];
  regions: RegionRow[];
  participants: ParticipantRow[];
  competitions: CompetitionRow[];
  events: EventRow[];
  markets: MarketRow[];
  outcomes: OutcomeRow[];
}

/** Where numbering starts, so ids look like a real feed's and stay apart per table. */
export const ID_BASE = {
  event: 1_000_000,
  market: 10_000_000,
  outcome: 100_000_000,
  participant: 0,
} as const;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Days of fixtures ahead of now. */
export const HORIZON_DAYS = 10;

// biome-ignore format: one list per line
export const IRISH_COUNTIES = ['Antrim', 'Armagh', 'Carlow', 'Cavan', 'Clare', 'Cork', 'Derry', 'Donegal', 'Down', 'Dublin', 'Fermanagh', 'Galway', 'Kerry', 'Kildare', 'Kilkenny', 'Laois', 'Leitrim', 'Limerick', 'Longford', 'Louth', 'Mayo', 'Meath', 'Monaghan', 'Offaly', 'Roscommon', 'Sligo', 'Tipperary', 'Tyrone', 'Waterford', 'Westmeath', 'Wexford', 'Wicklow'];

export const JOINED = (sep: string) =>
  template(
    ...(Array.from({ length: 9 }, () => `{c}${sep}{s}`) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ]),
  );
export const STAGE_OF = JOINED(' – ');
export const TITLED = JOINED(' ');
export const STAGE = template(
  'Stage {n}',
  'Etapa {n}',
  '{n}. Etappe',
  '{n}e étape',
  'Etapa {n}',
  '第{n}ステージ',
  '{n}. etappi',
  'Etapa {n}',
  'Ετάπ {n}',
  'dai {n} suteji',
);
