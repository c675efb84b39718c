/**
 * The bettor's rewards, read with the sportsbook's own calls: active free bets, active boost tokens
 * and the playthrough bonus. Every key starts with REWARDS_KEY and carries the session's token, so one
 * invalidation refreshes them all and another bettor's login never reads the last one's rewards.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getActiveBoostTokens, getActiveFreeBets, getPlaythrough } from '@touchline/contract';
import { callApi } from '@/shared/api/client';
import { useSessionStore } from '@/shared/session/store';
import { useSite } from '@/shared/site/site-context';

export const REWARDS_KEY = 'rewards';

export const freeBetsQuery = (bookmaker: string, token: string | null) =>
  queryOptions({
    queryKey: [REWARDS_KEY, 'free-bets', bookmaker, token],
    queryFn: ({ signal }) =>
      callApi(getActiveFreeBets, { query: { active: true, bookmaker }, signal }).then(
        (answer) => answer.data,
      ),
    enabled: token !== null,
  });

export const boostTokensQuery = (bookmaker: string, token: string | null) =>
  queryOptions({
    queryKey: [REWARDS_KEY, 'boost-tokens', bookmaker, token],
    queryFn: ({ signal }) => callApi(getActiveBoostTokens, { query: { active: true, bookmaker }, signal }),
    enabled: token !== null,
  });

export const playthroughQuery = (bookmaker: string, token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [REWARDS_KEY, 'playthrough', bookmaker, token],
    queryFn: ({ signal }) => callApi(getPlaythrough, { query: { bookmaker }, signal }),
    enabled: enabled && token !== null,
  });

export function useFreeBets() {
  const bookmaker = useSite().brand.BOOKMAKER;
  const token = useSessionStore((state) => state.token);
  return useQuery(freeBetsQuery(bookmaker, token));
}

export function useBoostTokens() {
  const bookmaker = useSite().brand.BOOKMAKER;
  const token = useSessionStore((state) => state.token);
  return useQuery(boostTokensQuery(bookmaker, token));
}

/** The active bonus; asked only where the operator runs playthrough bonuses. */
export function usePlaythrough(enabled: boolean) {
  const bookmaker = useSite().brand.BOOKMAKER;
  const token = useSessionStore((state) => state.token);
  return useQuery(playthroughQuery(bookmaker, token, enabled));
}
