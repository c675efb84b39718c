import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/session';
import { RequireUser } from './guards';
import { bottomTabOf } from './route-names';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const router = () =>
  createMemoryRouter(
    [
      { element: <RequireUser />, children: [{ path: '/account/bets', element: <p>bets</p> }] },
      { path: '/login', element: <Where /> },
    ],
    { initialEntries: ['/account/bets'] },
  );

describe('account-bets: a guest is sent to log in and returned afterwards', () => {
  it('redirects a guest to /login with the way back', () => {
    useSession.getState().clear();
    render(<RouterProvider router={router()} />);
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Faccount%2Fbets');
  });
  it('lets a signed-in user in', () => {
    useSession.getState().signIn('token', {
      username: 'demo',
      name: null,
      currency: 'EUR',
      balance: 1000,
      bonus: 0,
      openBets: 0,
    });
    render(<RouterProvider router={router()} />);
    expect(screen.getByText('bets')).toBeTruthy();
    useSession.getState().clear();
  });
});

describe('bottom navigation: active tab follows the route name', () => {
  it('maps route names to home, sports, live, account-bets and rewards', () => {
    expect(bottomTabOf('index')).toBe('home');
    expect(bottomTabOf('match-screen')).toBe('sports');
    expect(bottomTabOf('live')).toBe('live');
    expect(bottomTabOf('account-bets')).toBe('account-bets');
    expect(bottomTabOf('rewards')).toBe('rewards');
    expect(bottomTabOf('search')).toBeNull();
  });
});
