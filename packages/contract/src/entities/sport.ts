/** Sport. */
import { z } from 'zod';
import { Count, Id, Slug } from './common';

export const SportCategory = z.enum(['sport', 'esport', 'virtual']);
export type SportCategory = z.infer<typeof SportCategory>;

/** Sports that link to the sport page only, never to a competition. */
export const SPORT_PAGE_ONLY_IDS: readonly string[] = [
  '54',
  '133',
  '153',
  '180',
  '31',
  '181',
  '183',
  '55',
  '137',
  '184',
  '207',
];

export const Sport = z.object({
  id: Id,
  slug: Slug.describe('Canonical (English) slug, the key of the sport icon map'),
  translated_slug: Slug.describe('Slug in the request language, used in routes'),
  name: z.string().min(1),
  category: SportCategory,
  event_count: Count,
  outright_count: Count,
  total: Count.describe('event_count + outright_count'),
  is_parent: z.boolean().describe('Groups child sports; listed even without events'),
  is_virtual: z.boolean(),
  parent_id: Id.nullable(),
  parent_slug: Slug.nullable(),
  icon: z.string().nullable().describe('Icon name; null when the sport has none'),
});
export type Sport = z.infer<typeof Sport>;
