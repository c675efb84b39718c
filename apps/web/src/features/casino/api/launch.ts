/**
 * The real-money launch (POST /v1/casino/sessions): a short-lived session token for one game. Every
 * visit of the game page opens its own session; the answer is never cached past the page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CasinoLaunch, launchCasinoGame, type StudioGame } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { CASINO_KEY } from './lobby';

export const launchQuery = (game: StudioGame, token: string | null, visit: number) =>
  queryOptions({
    queryKey: [CASINO_KEY, 'launch', game, token, visit],
    queryFn: (): Promise<CasinoLaunch> => callApi(launchCasinoGame, { body: { game, mode: 'real' } }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useLaunch = (game: StudioGame, token: string | null, visit: number) =>
  useQuery(launchQuery(game, token, visit));
