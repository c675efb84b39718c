/**
 * The lobby's address is its state: the category is the path (/casinov2/{category}/, the bare
 * /casinov2/ showing every game), the search and the provider are query parameters. A shared or
 * reloaded address shows the same games; an unknown category is no lobby at all (the 404 page).
 */
import { CASINO_CATEGORIES, type CasinoCategory, STUDIO_GAMES, type StudioGame } from '@touchline/contract';

/** The longest search the lobby call takes. */
export const SEARCH_MAX = 64;

export interface LobbyFilter {
  category: CasinoCategory;
  /** The search as typed, trimmed; '' searches nothing. */
  q: string;
  /** The chosen provider's id; '' is every provider. */
  provider: string;
}

export const isCasinoCategory = (value: string): value is CasinoCategory =>
  (CASINO_CATEGORIES as readonly string[]).includes(value);

export const isStudioGame = (value: string): value is StudioGame =>
  (STUDIO_GAMES as readonly string[]).includes(value);

/**
 * The one segment after /casinov2/ ('' for the bare lobby, a trailing slash allowed); null when the
 * address goes deeper, which no casino page answers.
 */
export function casinoSegmentOf(rest: string | undefined): string | null {
  const segment = (rest ?? '').replace(/\/$/, '');
  return segment.includes('/') ? null : segment;
}

/** The category of a lobby path segment: none is 'all', an unknown one is null. */
export function categoryOf(segment: string | undefined): CasinoCategory | null {
  if (segment === undefined || segment === '') return 'all';
  return isCasinoCategory(segment) ? segment : null;
}

/** The lobby's filter from its path segment and query; null when the category is unknown. */
export function lobbyFilterOf(segment: string | undefined, search: URLSearchParams): LobbyFilter | null {
  const category = categoryOf(segment);
  if (category === null) return null;
  return {
    category,
    q: (search.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    provider: (search.get('provider') ?? '').trim(),
  };
}

/** The lobby's address for a filter; empty parts stay out of the query. */
export function lobbyPath(filter: Partial<LobbyFilter> = {}): string {
  const query = new URLSearchParams();
  const q = filter.q?.trim();
  if (q) query.set('q', q.slice(0, SEARCH_MAX));
  if (filter.provider) query.set('provider', filter.provider);
  const text = query.toString();
  return `${casinoPaths.lobby(filter.category)}${text ? `?${text}` : ''}`;
}

/** The query of the lobby call for a filter (empty parts are not sent). */
export function lobbyQueryOf(filter: LobbyFilter): {
  category: CasinoCategory;
  q?: string;
  provider?: string;
} {
  return {
    category: filter.category,
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.provider ? { provider: filter.provider } : {}),
  };
}

export const casinoPaths = {
  lobby: (category: CasinoCategory = 'all') => (category === 'all' ? '/casinov2/' : `/casinov2/${category}/`),
  history: () => '/casinov2/history',
  game: (slug: StudioGame, demo = false) => `/play/${slug}${demo ? '/demo' : ''}`,
};
