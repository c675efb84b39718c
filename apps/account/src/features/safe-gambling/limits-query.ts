/** The bettor's safe-gambling settings: one query, and the calls that change them refresh it. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DepositLimitsBody,
  type ExclusionBody,
  getPlayerLimits,
  type PlayerLimits,
  setDepositLimits,
  setLossLimits,
  setRealityCheck,
  takeExclusion,
} from '@touchline/contract';
import { callApi } from '@/shared/api/client';
import { useSessionStore } from '@/shared/session/store';

export const limitsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['player-limits', token],
    queryFn: ({ signal }) => callApi(getPlayerLimits, { signal, token }),
    enabled: token !== null,
  });

export function usePlayerLimits() {
  const token = useSessionStore((state) => state.token);
  return useQuery(limitsQuery(token));
}

/** Stores what a change answered (the settings as they now stand) under the query's own key. */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return (answer: PlayerLimits) => queryClient.setQueryData(limitsQuery(token).queryKey, answer);
}

export function useSetDepositLimits() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (body: DepositLimitsBody) => callApi(setDepositLimits, { body }),
    onSuccess: store,
  });
}

export function useSetLossLimits() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (body: DepositLimitsBody) => callApi(setLossLimits, { body }),
    onSuccess: store,
  });
}

export function useSetRealityCheck() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (minutes: number) => callApi(setRealityCheck, { body: { minutes } }),
    onSuccess: store,
  });
}

export function useTakeExclusion() {
  return useMutation({ mutationFn: (body: ExclusionBody) => callApi(takeExclusion, { body }) });
}
