/**
 * The lobby call (GET /v1/casino/lobby): categories with their counts, providers, the games of a
 * category searched and filtered, and where the game clients are served. The game page reads the same
 * call (every game, no filter) for the game's name, RTP and the games origin.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CasinoLobby, getCasinoLobby, type Language } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { currentLanguage } from '@/shared/i18n/i18n';
import { type LobbyFilter, lobbyQueryOf } from '../model/lobby-url';

export const CASINO_KEY = 'casino';
/** The lobby changes with a deploy, not while a bettor browses it. */
const LOBBY_STALE_MS = 5 * 60_000;

const ALL: LobbyFilter = { category: 'all', q: '', provider: '' };

export const lobbyQuery = (lang: Language, filter: LobbyFilter = ALL) =>
  queryOptions({
    queryKey: [CASINO_KEY, 'lobby', lang, filter.category, filter.q, filter.provider],
    queryFn: ({ signal }): Promise<CasinoLobby> =>
      callApi(getCasinoLobby, { query: { ...lobbyQueryOf(filter), lang }, signal }),
    staleTime: LOBBY_STALE_MS,
    // A new search keeps the tiles of the last one on screen until its answer is in.
    placeholderData: keepPreviousData,
  });

export const useLobby = (filter?: LobbyFilter) => useQuery(lobbyQuery(currentLanguage(), filter));
