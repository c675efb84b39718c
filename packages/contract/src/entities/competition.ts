/** Competition. */
import { z } from 'zod';
import { Count, Id, Slug } from './common';
import { Event } from './event';

export const CompetitionSummary = z.object({
  id: Id,
  slug: Slug,
  translated_slug: Slug,
  name: z.string().min(1),
  region_name: z.string(),
  region_slug: Slug,
  sport_slug: Slug,
  translated_sport_slug: Slug,
  event_count: Count,
});
export type CompetitionSummary = z.infer<typeof CompetitionSummary>;

export const Competition = CompetitionSummary.extend({
  events: z.array(Event).describe('Events of the competition, in start order'),
});
export type Competition = z.infer<typeof Competition>;
