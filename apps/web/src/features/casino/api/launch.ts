/**
 * The real-money launch (POST /v1/casino/sessions): a short-lived session token for one game. Every
 * visit of the game page opens its own session; the answer is never cached past the page. The launch
 * follows being logged in, not the login's token: a token the account site hands over mid-game (the
 * same bettor's) must not restart the game and lose a round in play.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CasinoLaunch, launchCasinoGame, type StudioGame } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { CASINO_KEY } from './lobby';

export const launchQuery = (game: StudioGame, loggedIn: boolean, visit: number) =>
  queryOptions({
    queryKey: [CASINO_KEY, 'launch', game, loggedIn, visit],
    queryFn: (): Promise<CasinoLaunch> => callApi(launchCasinoGame, { body: { game, mode: 'real' } }),
    enabled: loggedIn,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useLaunch = (game: StudioGame, loggedIn: boolean, visit: number) =>
  useQuery(launchQuery(game, loggedIn, visit));
