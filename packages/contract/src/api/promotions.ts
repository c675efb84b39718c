/** Promotion leaderboard opt-in service. */
import { z } from 'zod';
import { Count, Id, IsoDateTime } from '../entities/common';
import { OptInStatus, PromotionOptIn } from '../entities/promotion';
import { commonQueryFields, defineCall } from './define';

const MODULE = 'promotions';

export const BoardQuery = z.object({ id_board: Id });
export type BoardQuery = z.infer<typeof BoardQuery>;

export const LeaderboardEntry = z.object({
  rank: z.int().positive(),
  username: z.string().describe('Masked for other users'),
  points: z.number(),
  is_me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const LeaderboardResponse = z.object({
  results: z.array(LeaderboardEntry),
  total: Count,
  opt_in: PromotionOptIn.nullable().describe('The user standing; null for a guest'),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

export const getLeaderboard = defineCall({
  method: 'GET',
  path: '/promotions/v1/results',
  module: MODULE,
  summary: 'Leaderboard results of a promotion board',
  auth: 'optional',
  querystring: BoardQuery,
  response: LeaderboardResponse,
});

export const OptInBody = BoardQuery;
export type OptInBody = z.infer<typeof OptInBody>;

/** A failure reads NOT_OPTED_IN. */
export const OptInResponse = z.object({ result: OptInStatus });
export type OptInResponse = z.infer<typeof OptInResponse>;

/** The opt-in answer plus why an opt-in did not happen (null when it did). */
export const OptInResult = OptInResponse.extend({ reason: z.string().nullable() });
export type OptInResult = z.infer<typeof OptInResult>;

export const optIn = defineCall({
  method: 'POST',
  path: '/promotions/v1/opt-in',
  module: MODULE,
  summary: 'Opt the user in to a promotion board',
  auth: 'required',
  body: OptInBody,
  response: OptInResult,
});

export const UserAllowedResponse = z.object({
  is_optIn_required: z.boolean(),
  isLimitedUser: z.boolean(),
  isUserAllowed: z.boolean(),
});
export type UserAllowedResponse = z.infer<typeof UserAllowedResponse>;

export const isUserAllowed = defineCall({
  method: 'GET',
  path: '/promotions/v1/is-user-allowed',
  module: MODULE,
  summary: 'Whether the user may join a limited promotion board',
  auth: 'required',
  querystring: BoardQuery,
  response: UserAllowedResponse,
});

/** The boards a brand runs. */
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

export const getBoards = defineCall({
  method: 'GET',
  path: '/promotions/v1/boards',
  module: MODULE,
  summary: "A brand's promotion leaderboards with their current windows",
  auth: 'none',
  querystring: BoardsQuery,
  response: BoardsResponse,
});

export const promotionsCalls = { getBoards, getLeaderboard, optIn, isUserAllowed } as const;
