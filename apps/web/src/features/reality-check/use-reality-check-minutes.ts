/** The bettor's reality-check interval (GET /v1/player/limits), read while they are logged in. */
import { useQuery } from '@tanstack/react-query';
import { getPlayerLimits } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { useSession } from '@/shared/session';

export function useRealityCheckMinutes(): number | null {
  const token = useSession((state) => state.token);
  const limits = useQuery({
    queryKey: ['player-limits', token],
    queryFn: ({ signal }) => callApi(getPlayerLimits, { signal }),
    enabled: token !== null,
    // A change made in the account frame shows from the next game opened.
    staleTime: 60_000,
  });
  return token === null ? null : (limits.data?.reality_check_minutes ?? null);
}
