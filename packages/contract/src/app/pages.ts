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

export interface PageRoute {
  name: RouteName;
  /** The pattern; '' is the home page (the index route). */
  path: string;
  access?: PageAccess;
}

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

/** Pages of the account site's account area, each opened in the frame by its sportsbook address. */
const ACCOUNT_AREA_PATHS = ['account/main', 'account/safe-gambling-tools', 'account/fair-gaming'];

const page = (name: RouteName, path: string, access?: PageAccess): PageRoute =>
  access ? { name, path, access } : { name, path };

export const PAGE_ROUTES: readonly PageRoute[] = [
  page('index', ''),
  page('search', 'search'),
  page('live', 'live'),
  page('esports', 'esports'),
  page('esports-match-id', 'esports/match/:id'),
  ...ESPORTS_PREFIXES.map((prefix) => page('esports-sport', `${prefix}/:sport`)),
  page('virtual', 'virtual'),
  page('virtual-slug', 'virtual/:id/:slug'),
  page('horse-racing', 'horse-racing'),
  page('greyhounds', 'greyhounds'),
  ...PROMOTIONS_PATHS.map((segment) => page('promotions', segment)),
  page('premium-league', 'premium-league'),
  page('results', 'results'),
  // Rewards and the account pages are the bettor's own: a guest logs in and comes back.
  page('rewards', 'rewards', 'user'),
  page('account-bets', 'account/bets', 'user'),
  page('account-freebets', 'account/freebets', 'user'),
  page('account-boost-tokens', 'account/boost-tokens', 'user'),
  page('account-bonuses', 'account/bonuses', 'user'),
  page('cashier-deposit', 'cashier/deposit', 'user'),
  // The other cashier pages (/cashier/withdraw, /cashier/transactions, ...) open in the frame too.
  page('account-area', 'cashier', 'user'),
  page('account-area', 'cashier/*', 'user'),
  // The account site's own account area, opened in the frame (a link, the query actions).
  ...ACCOUNT_AREA_PATHS.map((path) => page('account-area', path, 'user')),
  page('login', 'login', 'guest'),
  page('registration', 'registration', 'guest'),
  page('registration-with-token', 'registration-with-token/:token', 'guest'),
  page('forgot-password', 'forgot-password', 'guest'),
  // A mailed reset link opens its page in the frame whoever is logged in.
  page('reset-password', 'reset-password/:token'),
  page('reset-password', 'reset-password-compromised/:token'),
  page('help', 'help/*'),
  // A help page two levels deep (/help/my-account/faqs) would otherwise rank below the three-segment
  // match route: the named first segment makes this one rank above it.
  page('help', 'help/:section/*'),
  page('betshare', 'betshare/:id'),
  // The casino: the lobby (/casinov2/{category}/), the games history (/casinov2/history) and a game.
  page('casino', 'casinov2/*'),
  page('casino', 'play/:slug/demo?'),
  page('all-sports', 'all-sports'),
  page('sport', ':sport'),
  page('competition', ':sport/:competition'),
  page('match-screen', ':sport/:competition/:slug'),
  page('not-found', '*'),
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
  route: PageRoute;
  pattern: string;
  score: number;
}

/** Made on the first match, so a bundle that only lists the pages never computes it. */
let ranked: RankedPattern[] | null = null;

const rankedPatterns = (): RankedPattern[] => {
  ranked ??= PAGE_ROUTES.flatMap((route) =>
    spelledOut(route.path).map((pattern) => ({ route, pattern, score: rank(pattern, route.path === '') })),
  ).sort((a, b) => b.score - a.score);
  return ranked;
};

/** The page an address opens (its path, without query), as the web app's router picks it. */
export function matchPage(pathname: string): PageMatch {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (const { route, pattern } of rankedPatterns()) {
    const params = matchPattern(pattern, segments);
    if (params) return { name: route.name, params };
  }
  return { name: 'not-found', params: { '*': segments.join('/') } };
}
