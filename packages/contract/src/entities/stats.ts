/** Top stats: most bet sports and competitions. */
import { z } from 'zod';
import { Count, Id, Slug } from './common';

const StatNaming = {
  translated_slug: Slug,
  translated_sport_slug: Slug,
  name: z.string(),
  translated_name: z.string(),
  icon: z.string().nullable(),
  sport_slug: Slug,
};

export const SportStat = z.object({ sport_id: Id, count: Count, ...StatNaming });
export type SportStat = z.infer<typeof SportStat>;

export const CompetitionStat = z.object({ competition_id: Id, count: Count, ...StatNaming });
export type CompetitionStat = z.infer<typeof CompetitionStat>;
