/**
 * The sportsbook's pages by address, in one list: the web app builds its router from it and the server
 * reads it to tell a page of the app from an address that is none (answered 404). Paths are React Router
 * patterns under the site's root: `:name` is one segment, `*` the rest of the address, a trailing `?`
 * makes a segment optional.
 */

/** Route names ("route name account-bets", "match-screen", "esports-match-id", "virtual-slug"). */
export type RouteName =
  | 'index'
  | 'search'
  | 'live'
  | 'esports'
  | 'esports-sport'
  | 'esports-match-id'
  | 'virtual'
  | 'virtual-slug'
  | 'horse-racing'
  | 'greyhounds'
  | 'promotions'
  | 'premium-league'
  | 'results'
  | 'rewards'
  | 'account-bets'
  | 'account-freebets'
  | 'account-boost-tokens'
  | 'account-bonuses'
  | 'cashier-deposit'
  | 'account-area'
  | 'login'
  | 'registration'
  | 'registration-with-token'
  | 'forgot-password'
  | 'reset-password'
  | 'help'
  | 'betshare'
  | 'casino'
  | 'all-sports'
  | 'sport'
  | 'competition'
  | 'match-screen'
  | 'not-found';

/** Who may open a page: a signed-in bettor only, a guest only, or anyone (left out). */
export type PageAccess = 'user' | 'guest';

/**
 * One page of the app: its route name, the patterns that open it ('' is the home page, the index route)
 * and who may open it. Each entry is one page component of the web app, which gives its pages in this
 * order.
 */
export type PageRoute = readonly [name: RouteName, paths: readonly string[], access?: PageAccess];

/** Every e-sports prefix the router accepts, whatever the current language. */
export const ESPORTS_PREFIXES: readonly string[] = [
  'esports',
  'e-sports',
  'e-sports-fr',
  'e-sporturi',
  'e-urheilu',
];

/** Localised promotions paths ('promotii' and a Greek word, transliterated as the server does). */
export const PROMOTIONS_PATHS: readonly string[] = ['promotions', 'promotii', 'prosfores', 'προσφορές'];

export const PAGE_ROUTES: readonly PageRoute[] = [
  ['index', ['']],
  ['search', ['search']],
  ['live', ['live']],
  ['esports', ['esports']],
  ['esports-match-id', ['esports/match/:id']],
  ['esports-sport', ESPORTS_PREFIXES.map((prefix) => `${prefix}/:sport`)],
  ['virtual', ['virtual']],
  ['virtual-slug', ['virtual/:id/:slug']],
  ['horse-racing', ['horse-racing']],
  ['greyhounds', ['greyhounds']],
  ['promotions', PROMOTIONS_PATHS],
  ['premium-league', ['premium-league']],
  ['results', ['results']],
  // Rewards and the account pages are the bettor's own: a guest logs in and comes back.
  ['rewards', ['rewards'], 'user'],
  ['account-bets', ['account/bets'], 'user'],
  ['account-freebets', ['account/freebets'], 'user'],
  ['account-boost-tokens', ['account/boost-tokens'], 'user'],
  ['account-bonuses', ['account/bonuses'], 'user'],
  // The cashier's own address opens the deposit page too.
  ['cashier-deposit', ['cashier/deposit'], 'user'],
  ['account-area', ['cashier'], 'user'],
  // The other cashier pages (/cashier/withdraw, /cashier/transactions, ...) and the account site's own
  // account area open in the frame (a link, the query actions).
  [
    'account-area',
    ['cashier/*', 'account/main', 'account/safe-gambling-tools', 'account/fair-gaming'],
    'user',
  ],
  ['login', ['login'], 'guest'],
  ['registration', ['registration'], 'guest'],
  ['registration-with-token', ['registration-with-token/:token'], 'guest'],
  ['forgot-password', ['forgot-password'], 'guest'],
  // A mailed reset link opens its page in the frame whoever is logged in.
  ['reset-password', ['reset-password/:token', 'reset-password-compromised/:token']],
  // A help page two levels deep (/help/my-account/faqs) would otherwise rank below the three-segment
  // match route: the named first segment makes the second pattern rank above it.
  ['help', ['help/*', 'help/:section/*']],
  ['betshare', ['betshare/:id']],
  // The casino: the lobby (/casinov2/{category}/), the games history (/casinov2/history) and a game.
  ['casino', ['casinov2/*', 'play/:slug/demo?']],
  ['all-sports', ['all-sports']],
  ['sport', [':sport']],
  ['competition', [':sport/:competition']],
  ['match-screen', [':sport/:competition/:slug']],
  ['not-found', ['*']],
];

export interface PageMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** A pattern with its optional segments spelled out: 'a/b?' is 'a/b' and 'a'. */
function spelledOut(path: string): string[] {
  const segments = path.split('/');
  const last = segments.at(-1) ?? '';
  if (!last.endsWith('?')) return [path];
  const head = segments.slice(0, -1).join('/');
  return [`${head}/${last.slice(0, -1)}`, head];
}

/**
 * React Router's rank of a pattern: more segments rank higher, a static segment above a parameter, a
 * splat lowest; among equals the first listed wins.
 */
function rank(path: string, index: boolean): number {
  const segments = `/${path}`.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decoded(segment);
    else if (part.toLowerCase() !== decoded(segment).toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

interface RankedPattern {
  name: RouteName;
  pattern: string;
  score: number;
}

/** Made on the first match, so a bundle that only lists the pages never computes it. */
let ranked: RankedPattern[] | null = null;

const rankedPatterns = (): RankedPattern[] => {
  ranked ??= PAGE_ROUTES.flatMap(([name, paths]) =>
    paths.flatMap((path) =>
      spelledOut(path).map((pattern) => ({ name, pattern, score: rank(pattern, path === '') })),
    ),
  ).sort((a, b) => b.score - a.score);
  return ranked;
};

/** The page an address opens (its path, without query), as the web app's router picks it. */
export function matchPage(pathname: string): PageMatch {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (const { name, pattern } of rankedPatterns()) {
    const params = matchPattern(pattern, segments);
    if (params) return { name, params };
  }
  return { name: 'not-found', params: { '*': segments.join('/') } };
}
