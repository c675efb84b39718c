import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/store';
import { fakeApi, renderSite } from '@/test/render';
import { FEATURE_ROUTES, kindOfPath } from './feature-routes';
import { AppRoutes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const details = {
  user: {
    id: '7',
    username: 'demo-ie',
    name: null,
    currency: 'EUR',
    balance: 0,
    bonus: 0,
    casino_balance: 0,
    casino_cash: 0,
    casino_bonus: 0,
  },
  balance: {
    total: 0,
    cash: 0,
    bonus: 0,
    currency: 'EUR',
    casino_balance: 0,
    casino_cash: 0,
    casino_bonus: 0,
  },
};

describe('the rewards page of the site', () => {
  it('/rewards shows the login form until the bettor is logged in, then the rewards', async () => {
    fakeApi({
      'GET /player/details': { body: details },
      'GET /api/content/freebets/active': {
        body: {
          data: [
            { id: 'fb', name: 'Welcome Free Bet', amount: 500, amount_remaining: 500, conditions: null },
          ],
        },
      },
      'GET /v1/boost-tokens/active': { body: { boost_tokens: [], total: 0 } },
      'GET /v1/player/playthrough': { body: { bonus: null, total: 0 } },
    });
    renderSite(<AppRoutes />, { path: '/rewards' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('Welcome Free Bet')).toBeNull();

    act(() => useSessionStore.getState().signIn('account-access', 'demo-ie', false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    expect(await screen.findByText('€5.00 to bet')).toBeTruthy();
  });

  it('is a guarded account page: opened from inside the frame, the sportsbook is asked to show it', () => {
    const rewards = FEATURE_ROUTES.find((route) => route.path === '/rewards');
    expect(rewards).toMatchObject({ guard: true, kind: 'account' });
    expect(kindOfPath('/rewards')).toBe('account');
  });

  it("every page's declared kind is the kind the frame events use for its path", () => {
    for (const route of FEATURE_ROUTES)
      expect([route.path, kindOfPath(route.path)]).toEqual([route.path, route.kind]);
  });
});
