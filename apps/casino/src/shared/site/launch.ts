/**
 * How the game was launched: which game (the path), real money (a session token in the fragment) or
 * play money (`?mode=demo&currency=EUR`), and the language, theme and layout the page asked for.
 *
 * The token travels in the fragment so that no server, proxy or log ever sees it; the page takes it out
 * of the address at once (before anything else can read or share the address) and sends it only in the
 * session header of the API calls.
 */
import { Currency, DEFAULT_LANGUAGE, Language, StudioGame, Theme } from '@touchline/contract';
import { z } from 'zod';

const LaunchQuery = z.object({
  mode: z.enum(['real', 'demo']).catch('real'),
  currency: Currency.optional().catch(undefined),
  lang: Language.catch(DEFAULT_LANGUAGE),
  theme: Theme.catch('dark'),
  embed: z.literal('mini').optional().catch(undefined),
  bookmaker: z.string().max(64).optional().catch(undefined),
});

export type Launch =
  | { kind: 'unknown-game'; lang: Language; theme: Theme; embed: boolean }
  | {
      kind: 'game';
      game: StudioGame;
      lang: Language;
      theme: Theme;
      /** The compact layout of the mini-game panel. */
      embed: boolean;
      bookmaker: string | null;
      /** Real money with the launch's token, or play money in a currency (the brand's when null). */
      play: { mode: 'real'; token: string | null } | { mode: 'demo'; currency: Currency | null };
    };

/** The session token of a fragment `#session=...`, or null. */
export function tokenOfFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('session');
  return token && token.length >= 16 && token.length <= 128 ? token : null;
}

/** Reads the launch from the address (pure: the caller removes the token from the address). */
export function readLaunch(location: Pick<Location, 'pathname' | 'search' | 'hash'>): Launch {
  const query = LaunchQuery.parse(Object.fromEntries(new URLSearchParams(location.search)));
  const base = { lang: query.lang, theme: query.theme, embed: query.embed === 'mini' };
  const slug = StudioGame.safeParse(location.pathname.replace(/^\/+|\/+$/g, ''));
  if (!slug.success) return { kind: 'unknown-game', ...base };
  return {
    kind: 'game',
    game: slug.data,
    ...base,
    bookmaker: query.bookmaker ?? null,
    play:
      query.mode === 'demo'
        ? { mode: 'demo', currency: query.currency ?? null }
        : { mode: 'real', token: tokenOfFragment(location.hash) },
  };
}

/** The address without its fragment: what stays in the address bar and the history once the token is read. */
export const addressWithoutToken = (location: Pick<Location, 'pathname' | 'search'>): string =>
  `${location.pathname}${location.search}`;
