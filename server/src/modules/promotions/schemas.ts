/** Promotion shapes beyond the contract: the opt-in answer's reason and the list of a brand's boards. */
import { commonQueryFields, IsoDateTime, OptInResponse } from '@touchline/contract';
import { z } from 'zod';

/** The contract answer plus why an opt-in did not happen (null when it did). */
export const OptInResult = OptInResponse.extend({ reason: z.string().nullable() });
export type OptInResult = z.infer<typeof OptInResult>;

export const BoardsQuery = z.object(commonQueryFields);
export type BoardsQuery = z.infer<typeof BoardsQuery>;

export const BoardSummary = z.object({
  id_board: z.string(),
  title: z.string(),
  description: z.string(),
  period: z.enum(['weekly', 'monthly']),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  is_optIn_required: z.boolean(),
  is_limited_users: z.boolean(),
});
export type BoardSummary = z.infer<typeof BoardSummary>;

export const BoardsResponse = z.object({ boards: z.array(BoardSummary) });
export type BoardsResponse = z.infer<typeof BoardsResponse>;
