/** The event statistics page the stats modal frames: HTML, served by the stats module. */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, Language } from '../entities/common';
import { defineCall } from './define';

export const StatsTheme = z.enum(['dark', 'light']);
export type StatsTheme = z.infer<typeof StatsTheme>;

/** Unknown languages fall back to English and unknown themes to the cookie's: the page always renders. */
export const StatsPageQuery = z.object({
  lang: Language.default(DEFAULT_LANGUAGE)
    .catch(DEFAULT_LANGUAGE)
    .describe('Language of the labels; English when unknown'),
  theme: StatsTheme.optional().catch(undefined).describe('dark or light; else the theme cookie, else dark'),
  tz: z.string().max(64).optional().catch(undefined).describe('IANA time zone of the dates; UTC when absent'),
});
export type StatsPageQuery = z.infer<typeof StatsPageQuery>;

export const StatsPageParams = z.object({ event_id: z.string().describe('Event id') });
export type StatsPageParams = z.infer<typeof StatsPageParams>;

const StatsPage = z.string().describe('The statistics page');

export const getStatsPage = defineCall({
  method: 'GET',
  path: '/stats/:event_id',
  module: 'stats',
  summary: 'Statistics page of an event, framed by the stats modal (HTML; 404 page when unknown)',
  auth: 'none',
  params: StatsPageParams,
  querystring: StatsPageQuery,
  produces: 'text/html',
  response: StatsPage,
  responses: { 404: StatsPage },
});

export const statsCalls = { getStatsPage } as const;
