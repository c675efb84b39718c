/**
 * The bettor's reality-check interval (GET /v1/player/limits), read for a logged-in bettor when a
 * real-money period starts: a change made in the account frame counts from the next game opened, and
 * nothing is asked while nobody plays.
 */
import { useQuery } from '@tanstack/react-query';
import { getPlayerLimits } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { useSession } from '@/shared/session';

export function useRealityCheckMinutes(playing: boolean): number | null {
  const token = useSession((state) => state.token);
  const limits = useQuery({
    queryKey: ['player-limits', token],
    queryFn: ({ signal }) => callApi(getPlayerLimits, { signal }),
    enabled: token !== null && playing,
    refetchOnWindowFocus: false,
  });
  return token === null ? null : (limits.data?.reality_check_minutes ?? null);
}
