/**
 * The bettor's active free bets and boost tokens (GET
 * api/content/freebets/active, GET v1/boost-tokens/active). Asked only with a login; refreshed after
 * every bet attempt through rewardsKey.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  BoostTokensResponse,
  FreeBetsResponse,
  getActiveBoostTokens,
  getActiveFreeBets,
} from '@touchline/contract';
import { apiGet } from '@/shared/api/client';

const FREE_BETS: (typeof getActiveFreeBets)['path'] = '/api/content/freebets/active';
const BOOST_TOKENS: (typeof getActiveBoostTokens)['path'] = '/v1/boost-tokens/active';

/** Every rewards query starts with this key, so one invalidation refreshes them all. */
export const REWARDS_KEY = 'rewards';

export const freeBetsQuery = (bookmaker: string, token: string | null) =>
  queryOptions({
    queryKey: [REWARDS_KEY, 'freebets', bookmaker, token],
    queryFn: ({ signal }) =>
      apiGet<FreeBetsResponse>(FREE_BETS, { active: true, bookmaker }, signal).then((r) => r.data),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const boostTokensQuery = (bookmaker: string, token: string | null) =>
  queryOptions({
    queryKey: [REWARDS_KEY, 'boost-tokens', bookmaker, token],
    queryFn: ({ signal }) => apiGet<BoostTokensResponse>(BOOST_TOKENS, { active: true, bookmaker }, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
