/**
 * Free bets, boost tokens and playthrough: what the slip offers and what the account shows.
 */
import { z } from 'zod';
import { Count } from '../entities/common';
import { BoostToken, FreeBet, Playthrough } from '../entities/rewards';
import { AuthHeaders, bookmakerField, defineCall, queryBool } from './define';

const MODULE = 'bonuses';

export const ActiveRewardsQuery = z.object({
  ...bookmakerField,
  active: queryBool().default(true).describe('true: only usable ones'),
});
export type ActiveRewardsQuery = z.infer<typeof ActiveRewardsQuery>;

export const FreeBetsResponse = z.object({ data: z.array(FreeBet) });
export type FreeBetsResponse = z.infer<typeof FreeBetsResponse>;

export const getActiveFreeBets = defineCall({
  method: 'GET',
  path: '/api/content/freebets/active',
  module: MODULE,
  summary: "The user's free bets",
  auth: 'required',
  headers: AuthHeaders,
  querystring: ActiveRewardsQuery,
  response: FreeBetsResponse,
});

export const BoostTokensResponse = z.object({
  boost_tokens: z.array(BoostToken),
  total: Count.describe('The Boost Tokens menu entry shows only when non-zero'),
});
export type BoostTokensResponse = z.infer<typeof BoostTokensResponse>;

export const getActiveBoostTokens = defineCall({
  method: 'GET',
  path: '/v1/boost-tokens/active',
  module: MODULE,
  summary: "The user's boost tokens",
  auth: 'required',
  headers: AuthHeaders,
  querystring: ActiveRewardsQuery,
  response: BoostTokensResponse,
});

export const PlaythroughQuery = z.object(bookmakerField);
export type PlaythroughQuery = z.infer<typeof PlaythroughQuery>;

export const PlaythroughResponse = z.object({
  bonus: Playthrough.nullable().describe('The active bonus; null when none'),
  total: Count.describe('Bonuses in the history; the Bonuses entry needs one'),
});
export type PlaythroughResponse = z.infer<typeof PlaythroughResponse>;

export const getPlaythrough = defineCall({
  method: 'GET',
  path: '/v1/player/playthrough',
  module: 'player',
  summary: 'Active playthrough bonus (polled every 15 s)',
  auth: 'required',
  querystring: PlaythroughQuery,
  response: PlaythroughResponse,
});

export const bonusesCalls = { getActiveFreeBets, getActiveBoostTokens, getPlaythrough } as const;
