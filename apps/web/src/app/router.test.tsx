import { matchPage } from '@touchline/contract';
import { PAGE_ROUTES } from '@touchline/contract/pages';
import { describe, expect, it } from 'vitest';
import { leafRouteOf } from './router';

describe('route names: the layout reads the deepest named route', () => {
  it('names the home, live, match and account routes', () => {
    expect(leafRouteOf('/').name).toBe('index');
    expect(leafRouteOf('/live').name).toBe('live');
    expect(leafRouteOf('/account/bets').name).toBe('account-bets');
    expect(leafRouteOf('/esports/match/77').name).toBe('esports-match-id');
  });
  it('reads the params of a match page', () => {
    const leaf = leafRouteOf('/football/premier-league/arsenal-v-chelsea-1000001');
    expect(leaf.name).toBe('match-screen');
    expect(leaf.params.slug).toBe('arsenal-v-chelsea-1000001');
  });
  it('opens every cashier page of the account site, not a sport or competition of that name', () => {
    expect(leafRouteOf('/cashier/deposit').name).toBe('cashier-deposit');
    expect(leafRouteOf('/cashier').name).toBe('account-area');
    expect(leafRouteOf('/cashier/withdraw').name).toBe('account-area');
    expect(leafRouteOf('/cashier/my-account').name).toBe('account-area');
  });
  it('opens every page of the account frame by its own address, not a sport, competition or match', () => {
    expect(leafRouteOf('/registration').name).toBe('registration');
    expect(leafRouteOf('/registration-with-token/t0k3n').name).toBe('registration-with-token');
    expect(leafRouteOf('/reset-password/t0k3n').name).toBe('reset-password');
    expect(leafRouteOf('/reset-password-compromised/t0k3n').name).toBe('reset-password');
    for (const path of ['/help', '/help/contact-us', '/help/responsible-gambling', '/help/my-account/faqs']) {
      expect(leafRouteOf(path).name).toBe('help');
    }
  });
  it('falls through to the 404 page', () => {
    expect(leafRouteOf('/a/b/c/d').name).toBe('not-found');
  });
});

describe("the server's reading of the shared page list", () => {
  it('picks the page and named params the router picks, for every kind of address', () => {
    const addresses = [
      '/',
      '/live',
      '/live/',
      '/search',
      '/esports',
      '/e-sporturi/dota-2',
      '/esports/match/77',
      '/virtual',
      '/virtual/12/penalty-kings',
      '/promotions',
      '/προσφορές',
      '/rewards',
      '/account/bets',
      '/account/main',
      '/cashier',
      '/cashier/deposit',
      '/cashier/withdraw/now',
      '/login',
      '/registration-with-token/t0k3n',
      '/reset-password-compromised/t0k3n',
      '/help',
      '/help/contact-us',
      '/help/my-account/faqs',
      '/betshare/abc',
      '/casinov2/slots/',
      '/play/lucky-7',
      '/play/lucky-7/demo',
      '/play/lucky-7/demo/x',
      '/all-sports',
      '/football',
      '/Football/Premier-League',
      '/football/premier-league/arsenal-v-chelsea-1000001',
      '/football/premier-league/arsenal-v-chelsea-1000001/stats',
      '/a/b/c/d',
    ];
    for (const address of addresses) {
      const leaf = leafRouteOf(address);
      const match = matchPage(address);
      expect({ address, name: match.name }).toEqual({ address, name: leaf.name });
      const { '*': _rest, ...params } = leaf.params;
      const { '*': _matchRest, ...matchParams } = match.params;
      expect({ address, params: matchParams }).toEqual({ address, params });
    }
  });
});

describe('the pages of the router', () => {
  it('are given in the order of the entries of the shared page list', () => {
    expect(PAGE_ROUTES.map(([name]) => name)).toEqual([
      'index',
      'search',
      'live',
      'esports',
      'esports-match-id',
      'esports-sport',
      'virtual',
      'virtual-slug',
      'horse-racing',
      'greyhounds',
      'promotions',
      'premium-league',
      'results',
      'rewards',
      'account-bets',
      'account-freebets',
      'account-boost-tokens',
      'account-bonuses',
      'cashier-deposit',
      'account-area',
      'account-area',
      'login',
      'registration',
      'registration-with-token',
      'forgot-password',
      'reset-password',
      'help',
      'betshare',
      'casino',
      'all-sports',
      'sport',
      'competition',
      'match-screen',
      'not-found',
    ]);
    expect(PAGE_ROUTES[19]?.[1]).toEqual(['cashier']);
  });
});
