/**
 * Every route of betting-core.md section 2 and shell-and-account.md section 2.2, each page its own
 * chunk (ARCHITECTURE.md "Code-split by route").
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ESPORTS_PREFIXES, PROMOTIONS_PATHS } from '@/shared/routing/paths';
import { NotFoundPage } from '@/shared/ui/not-found';
import { RequireUser } from './guards';
import { MainLayout } from './layouts/main-layout';
import type { RouteHandle, RouteName } from './route-names';

type PageModule = Promise<{ [name: string]: unknown }>;

/** A lazily loaded page: the module's export `name` becomes the route component. */
const page =
  (load: () => PageModule, exportName: string): RouteObject['lazy'] =>
  async () => {
    const module = await load();
    return { Component: module[exportName] as React.ComponentType };
  };

const named = (name: RouteName): RouteHandle => ({ name });

const home = () => import('@/features/browse/pages/home-page');
const browse = () => import('@/features/browse/pages/browse-pages');
const matchPage = () => import('@/features/event/pages/match-page');
const live = () => import('@/features/live/pages/live-page');
const racing = () => import('@/features/racing/pages/racing-page');
const content = () => import('@/features/content/pages/content-pages');
const account = () => import('@/features/session/pages/account-pages');

const esportsRoutes: RouteObject[] = ESPORTS_PREFIXES.map((prefix) => ({
  path: `${prefix}/:sport`,
  handle: named('esports-sport'),
  lazy: page(browse, 'EsportsPage'),
}));

const promotionsRoutes: RouteObject[] = PROMOTIONS_PATHS.map((segment) => ({
  path: segment,
  handle: named('promotions'),
  lazy: page(content, 'PromotionsPage'),
}));

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { index: true, handle: named('index'), lazy: page(home, 'HomePage') },
      { path: 'search', handle: named('search'), lazy: page(browse, 'SearchPage') },
      { path: 'live', handle: named('live'), lazy: page(live, 'LivePage') },
      { path: 'esports', handle: named('esports'), lazy: page(browse, 'EsportsPage') },
      { path: 'esports/match/:id', handle: named('esports-match-id'), lazy: page(matchPage, 'MatchPage') },
      ...esportsRoutes,
      { path: 'virtual', handle: named('virtual'), lazy: page(browse, 'VirtualPage') },
      { path: 'virtual/:id/:slug', handle: named('virtual-slug'), lazy: page(matchPage, 'MatchPage') },
      { path: 'horse-racing', handle: named('horse-racing'), lazy: page(racing, 'HorseRacingPage') },
      { path: 'greyhounds', handle: named('greyhounds'), lazy: page(racing, 'GreyhoundsPage') },
      ...promotionsRoutes,
      { path: 'premium-league', handle: named('premium-league'), lazy: page(content, 'PremiumLeaguePage') },
      { path: 'results', handle: named('results'), lazy: page(browse, 'ResultsPage') },
      { path: 'rewards', handle: named('rewards'), lazy: page(account, 'RewardsPage') },
      {
        element: <RequireUser />,
        children: [
          { path: 'account/bets', handle: named('account-bets'), lazy: page(account, 'AccountBetsPage') },
          {
            path: 'account/freebets',
            handle: named('account-freebets'),
            lazy: page(account, 'FreeBetsPage'),
          },
          {
            path: 'account/boost-tokens',
            handle: named('account-boost-tokens'),
            lazy: page(account, 'BoostTokensPage'),
          },
          { path: 'account/bonuses', handle: named('account-bonuses'), lazy: page(account, 'BonusesPage') },
          { path: 'cashier/deposit', handle: named('cashier-deposit'), lazy: page(account, 'DepositPage') },
        ],
      },
      { path: 'login', handle: named('login'), lazy: page(account, 'LoginPage') },
      { path: 'registration', handle: named('registration'), lazy: page(account, 'RegistrationPage') },
      {
        path: 'forgot-password',
        handle: named('forgot-password'),
        lazy: page(account, 'ForgotPasswordPage'),
      },
      { path: 'help/*', handle: named('help'), lazy: page(account, 'HelpPage') },
      { path: 'betshare/*', handle: named('betshare'), lazy: page(home, 'HomePage') },
      { path: 'play/:slug/demo?', handle: named('play'), lazy: page(content, 'CasinoGamePage') },
      { path: 'all-sports', handle: named('all-sports'), lazy: page(browse, 'AllSportsPage') },
      { path: ':sport', handle: named('sport'), lazy: page(browse, 'SportPage') },
      { path: ':sport/:competition', handle: named('competition'), lazy: page(browse, 'CompetitionPage') },
      {
        path: ':sport/:competition/:slug',
        handle: named('match-screen'),
        lazy: page(matchPage, 'MatchPage'),
      },
      { path: '*', handle: named('not-found'), element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
