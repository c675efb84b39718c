/** Promotion leaderboard opt-in. */
import { z } from 'zod';
import { Id } from './common';

export const OptInStatus = z.enum(['OPTED_IN', 'NOT_OPTED_IN']);
export type OptInStatus = z.infer<typeof OptInStatus>;

export const PromotionOptIn = z.object({
  opt_in_status: OptInStatus,
  is_optIn_required: z.boolean(),
  is_limited_users: z.boolean().describe('Only allowed users may take part'),
  id_user: Id.nullable(),
});
export type PromotionOptIn = z.infer<typeof PromotionOptIn>;
