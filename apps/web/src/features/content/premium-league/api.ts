/**
 * The calls behind the Premium League page: the brand's promotion boards, a board's standings (with the
 * bettor's own standing when logged in), whether the bettor may take part in a limited board, and the
 * opt-in. Queries carry the session token in their key, so another login never sees another's standing.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  BoardsResponse,
  getLeaderboard,
  isUserAllowed,
  LeaderboardResponse,
  OptInResponse,
  optIn,
  UserAllowedResponse,
} from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { apiGet, apiRequest } from '@/shared/api/client';

const BOARDS = '/promotions/v1/boards';
const RESULTS: (typeof getLeaderboard)['path'] = '/promotions/v1/results';
const ALLOWED: (typeof isUserAllowed)['path'] = '/promotions/v1/is-user-allowed';
const OPT_IN: (typeof optIn)['path'] = '/promotions/v1/opt-in';

/** Every Premium League query starts with this key: one invalidation refreshes them all. */
export const LEAGUE_KEY = 'premium-league';

export const boardsQuery = (lang: string) =>
  queryOptions({
    queryKey: [LEAGUE_KEY, 'boards', lang],
    queryFn: ({ signal }) =>
      apiGet<BoardsResponse>(BOARDS, { bookmaker: currentBrand.bookmaker, lang }, signal),
  });

export const resultsQuery = (boardId: string | null, token: string | null) =>
  queryOptions({
    queryKey: [LEAGUE_KEY, 'results', boardId, token],
    queryFn: ({ signal }) => apiGet<LeaderboardResponse>(RESULTS, { id_board: boardId ?? '' }, signal),
    enabled: boardId !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === boardId ? previous : undefined,
  });

/** Whether the bettor may join a board limited to selected players (asked only for such boards). */
export const allowedQuery = (boardId: string | null, token: string | null, limited: boolean) =>
  queryOptions({
    queryKey: [LEAGUE_KEY, 'allowed', boardId, token],
    queryFn: ({ signal }) => apiGet<UserAllowedResponse>(ALLOWED, { id_board: boardId ?? '' }, signal),
    enabled: boardId !== null && token !== null && limited,
  });

/** Opts the bettor in; the server answers NOT_OPTED_IN when it did not happen. */
export const postOptIn = (boardId: string): Promise<OptInResponse> =>
  apiRequest<OptInResponse>(OPT_IN, {}, { body: { id_board: boardId } });
