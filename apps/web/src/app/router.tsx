/**
 * Every route of the sportsbook, each page its own
 * chunk. The declarative router is used rather than the data
 * router: no route here loads data through the router, and the data router alone would add about 15 KB
 * gzip to the first load (the home route ships the least JavaScript it can).
 */
// By its own path: the contract's index would bring every schema into the first load.
import { PAGE_ROUTES, type PageAccess } from '@touchline/contract/pages';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
// The home page ships with the first load: most visits start there and its LCP should not wait for a
// second round trip.
import { HomePage } from '@/features/browse/pages/home-page';
import { Casino } from '@/features/casino';
import { withTexts } from '@/shared/i18n/i18n';
import { answerNow } from '@/shared/ui/preloadable';
import { RequireGuest, RequireUser } from './guards';
import { MainLayout } from './layouts/main-layout';
import { type LeafRoute, LeafRouteContext, NO_ROUTE } from './leaf-route';
import type { RouteHandle } from './route-names';

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
    return answerNow({ default: loaded[exportName] as ComponentType });
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
/**
 * Keeps the head (title, canonical, hreflang) right per path; its own chunk, after the first render. Its
 * file failing to load (offline) leaves the head as it is, never the page.
 */
const SeoLayout = lazy(() => import('./layouts/seo-layout').catch(() => ({ default: () => null })));
const NotFoundPage = page(() => import('@/shared/ui/not-found'), 'NotFoundPage');

/**
 * Loads the page of a deep link to a match or the live page before the first render (index.html already
 * preloads its files), so that render shows the page at once.
 */
export const preloadPage = (name: 'match' | 'live'): PageModule =>
  loadPage(name === 'match' ? matchPage : live);

/** The page of each entry of the shared page list, in its order (router.test.tsx holds that order). */
const PAGES: readonly ComponentType[] = [
  HomePage, // index
  SearchPage, // search
  LivePage, // live
  EsportsPage, // esports
  MatchPage, // esports-match-id
  EsportsPage, // esports-sport
  VirtualPage, // virtual
  MatchPage, // virtual-slug
  HorseRacingPage, // horse-racing
  GreyhoundsPage, // greyhounds
  PromotionsPage, // promotions
  PremiumLeaguePage, // premium-league
  ResultsPage, // results
  RewardsPage, // rewards
  AccountBetsPage, // account-bets
  FreeBetsPage, // account-freebets
  BoostTokensPage, // account-boost-tokens
  BonusesPage, // account-bonuses
  DepositPage, // cashier-deposit
  DepositPage, // account-area: the cashier's own address
  AccountAreaPage, // account-area
  LoginPage, // login
  RegistrationPage, // registration
  AccountSitePage, // registration-with-token
  ForgotPasswordPage, // forgot-password
  AccountSitePage, // reset-password
  HelpPage, // help
  BetSharePage, // betshare
  Casino, // casino
  AllSportsPage, // all-sports
  SportPage, // sport
  CompetitionPage, // competition
  MatchPage, // match-screen
  NotFoundPage, // not-found
];

/** The routes of the shared page list open to `access`, each with its name (route names). */
const routesFor = (access?: PageAccess): RouteObject[] =>
  PAGE_ROUTES.flatMap(([name, paths, only], entry) => {
    const Page = PAGES[entry] as ComponentType;
    return only === access
      ? paths.map((path) => ({
          ...(path ? { path } : { index: true }),
          handle: { name } satisfies RouteHandle,
          element: <Page />,
        }))
      : [];
  });

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      ...routesFor(),
      { element: <RequireUser />, children: routesFor('user') },
      { element: <RequireGuest />, children: routesFor('guest') },
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
  return (
    <LeafRouteContext.Provider value={leaf}>
      {element}
      <Suspense fallback={null}>
        <SeoLayout />
      </Suspense>
    </LeafRouteContext.Provider>
  );
}
