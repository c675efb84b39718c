/**
 * Every route of the sportsbook, each page its own
 * chunk. The declarative router is used rather than the data
 * router: no route here loads data through the router, and the data router alone would add about 15 KB
 * gzip to the first load (the home route ships the least JavaScript it can).
 */
import { type ComponentType, lazy, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
// The home page ships with the first load: most visits start there and its LCP should not wait for a
// second round trip.
import { HomePage } from '@/features/browse/pages/home-page';
import { Casino } from '@/features/casino';
import { withTexts } from '@/shared/i18n/i18n';
import { ESPORTS_PREFIXES, PROMOTIONS_PATHS } from '@/shared/routing/paths';
import { RequireGuest, RequireUser } from './guards';
import { MainLayout } from './layouts/main-layout';
import { type LeafRoute, LeafRouteContext, NO_ROUTE } from './leaf-route';
import type { RouteHandle, RouteName } from './route-names';

type PageModule = Promise<Record<string, unknown>>;

/** Page modules already loaded, by their loader. */
const loadedPages = new Map<() => PageModule, Record<string, unknown>>();

const loadPage = (load: () => PageModule): PageModule =>
  load().then((module) => {
    loadedPages.set(load, module);
    return module;
  });

/**
 * A lazily loaded page: the module's export `name` becomes the route component. When the module is
 * already loaded, the answer comes synchronously (React.lazy takes a thenable that answers at once): the
 * first render shows the page itself, not the fallback followed by the page one throttled reveal later.
 */
const page = (load: () => PageModule, exportName: string) =>
  lazy(() => {
    const loaded = loadedPages.get(load);
    if (!loaded) return loadPage(load).then((module) => ({ default: module[exportName] as ComponentType }));
    type Answer = { default: ComponentType };
    const answer: Answer = { default: loaded[exportName] as ComponentType };
    // A promise always answers a tick later; React.lazy reads a thenable's answer in the same call.
    const now = {
      // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here
      then: (resolve: (value: Answer) => void) => resolve(answer),
    };
    return now as unknown as Promise<Answer>;
  });

const browse = () => import('@/features/browse/pages/browse-pages');
const matchPage = () => import('@/features/event/pages/match-page');
const live = () => import('@/features/live/pages/live-page');
const racing = () => import('@/features/racing/pages/racing-page');
const content = () => import('@/features/content/pages/content-pages');
const account = () => import('@/features/session/pages/account-pages');
const betslip = withTexts(
  () => import('@/features/betslip/bet-share-page'),
  () => import('@/features/betslip/texts'),
);
const help = withTexts(
  () => import('@/features/session/pages/help-page'),
  () => import('@/features/session/help-texts'),
);
const myBets = withTexts(
  () => import('@/features/my-bets/pages'),
  () => import('@/features/my-bets/texts'),
);

/** Pages of the account site's account area, each opened in the frame by its sportsbook address. */
const ACCOUNT_AREA_PATHS = ['account/main', 'account/safe-gambling-tools', 'account/fair-gaming'];

const SearchPage = page(browse, 'SearchPage');
const LivePage = page(live, 'LivePage');
const EsportsPage = page(browse, 'EsportsPage');
const MatchPage = page(matchPage, 'MatchPage');
const VirtualPage = page(browse, 'VirtualPage');
const HorseRacingPage = page(racing, 'HorseRacingPage');
const GreyhoundsPage = page(racing, 'GreyhoundsPage');
const PromotionsPage = page(content, 'PromotionsPage');
const PremiumLeaguePage = page(content, 'PremiumLeaguePage');
const ResultsPage = page(browse, 'ResultsPage');
const RewardsPage = page(myBets, 'RewardsPage');
const AccountBetsPage = page(myBets, 'MyBetsPage');
const FreeBetsPage = page(myBets, 'FreeBetsPage');
const BoostTokensPage = page(myBets, 'BoostTokensPage');
const BonusesPage = page(myBets, 'BonusesPage');
const DepositPage = page(account, 'DepositPage');
const AccountAreaPage = page(account, 'AccountAreaPage');
const LoginPage = page(account, 'LoginPage');
const RegistrationPage = page(account, 'RegistrationPage');
const ForgotPasswordPage = page(account, 'ForgotPasswordPage');
const HelpPage = page(help, 'HelpPage');
const AccountSitePage = page(account, 'AccountSitePage');
const AllSportsPage = page(browse, 'AllSportsPage');
const SportPage = page(browse, 'SportPage');
const CompetitionPage = page(browse, 'CompetitionPage');
const BetSharePage = page(betslip, 'BetSharePage');
const NotFoundPage = page(() => import('@/shared/ui/not-found'), 'NotFoundPage');

/**
 * Loads the page of a deep link to a match or the live page before the first render (index.html already
 * preloads its files), so that render shows the page at once.
 */
export const preloadPage = (name: 'match' | 'live'): PageModule =>
  loadPage(name === 'match' ? matchPage : live);

/** A route with its name (route names), read by the layout. */
const route = (name: RouteName, path: string | undefined, Page: ComponentType): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: { name } satisfies RouteHandle,
  element: <Page />,
});

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      route('index', undefined, HomePage),
      route('search', 'search', SearchPage),
      route('live', 'live', LivePage),
      route('esports', 'esports', EsportsPage),
      route('esports-match-id', 'esports/match/:id', MatchPage),
      ...ESPORTS_PREFIXES.map((prefix) => route('esports-sport', `${prefix}/:sport`, EsportsPage)),
      route('virtual', 'virtual', VirtualPage),
      route('virtual-slug', 'virtual/:id/:slug', MatchPage),
      route('horse-racing', 'horse-racing', HorseRacingPage),
      route('greyhounds', 'greyhounds', GreyhoundsPage),
      ...PROMOTIONS_PATHS.map((segment) => route('promotions', segment, PromotionsPage)),
      route('premium-league', 'premium-league', PremiumLeaguePage),
      route('results', 'results', ResultsPage),
      {
        // Rewards and the account pages are the bettor's own: a guest logs in and comes back.
        element: <RequireUser />,
        children: [
          route('rewards', 'rewards', RewardsPage),
          route('account-bets', 'account/bets', AccountBetsPage),
          route('account-freebets', 'account/freebets', FreeBetsPage),
          route('account-boost-tokens', 'account/boost-tokens', BoostTokensPage),
          route('account-bonuses', 'account/bonuses', BonusesPage),
          route('cashier-deposit', 'cashier/deposit', DepositPage),
          // The other cashier pages (/cashier/withdraw, /cashier/transactions, ...) open in the frame too.
          route('account-area', 'cashier', DepositPage),
          route('account-area', 'cashier/*', AccountAreaPage),
          // The account site's own account area, opened in the frame (a link, the query actions).
          ...ACCOUNT_AREA_PATHS.map((path) => route('account-area', path, AccountAreaPage)),
        ],
      },
      {
        element: <RequireGuest />,
        children: [
          route('login', 'login', LoginPage),
          route('registration', 'registration', RegistrationPage),
          route('registration-with-token', 'registration-with-token/:token', AccountSitePage),
          route('forgot-password', 'forgot-password', ForgotPasswordPage),
        ],
      },
      // A mailed reset link opens its page in the frame whoever is logged in.
      route('reset-password', 'reset-password/:token', AccountSitePage),
      route('reset-password', 'reset-password-compromised/:token', AccountSitePage),
      route('help', 'help/*', HelpPage),
      // A help page two levels deep (/help/my-account/faqs) would otherwise rank below the
      // three-segment match route: the named first segment makes this one rank above it.
      route('help', 'help/:section/*', HelpPage),
      route('betshare', 'betshare/:id', BetSharePage),
      // The casino: the lobby (/casinov2/{category}/), the games history (/casinov2/history) and a game.
      route('casino', 'casinov2/*', Casino),
      route('casino', 'play/:slug/demo?', Casino),
      route('all-sports', 'all-sports', AllSportsPage),
      route('sport', ':sport', SportPage),
      route('competition', ':sport/:competition', CompetitionPage),
      route('match-screen', ':sport/:competition/:slug', MatchPage),
      route('not-found', '*', NotFoundPage),
    ],
  },
];

/** The deepest named route of a path (the layout's route-name rules read it). */
export function leafRouteOf(pathname: string): LeafRoute {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.route.handle as RouteHandle | undefined;
    if (handle?.name) return { name: handle.name, params: match?.params ?? {} };
  }
  return NO_ROUTE;
}

/** The routed page tree, with the current route's name available to the layout. */
export function AppRoutes() {
  const location = useLocation();
  const leaf = useMemo(() => leafRouteOf(location.pathname), [location.pathname]);
  const element = useRoutes(routes, location);
  return <LeafRouteContext.Provider value={leaf}>{element}</LeafRouteContext.Provider>;
}
