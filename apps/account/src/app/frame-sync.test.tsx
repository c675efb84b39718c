import { act, screen, waitFor } from '@testing-library/react';
import { encodeFrameMessage } from '@touchline/contract';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RewardsPage } from '@/features/rewards/rewards-page';
import { QUIET } from '@/shared/frame/quiet';
import { useSessionStore } from '@/shared/session/store';
import { fakeApi, renderSite } from '@/test/render';
import { FrameSync, KEEPALIVE_MS, PageReady } from './frame-sync';

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

function Site() {
  return (
    <>
      <FrameSync />
      <Routes>
        <Route
          path="/login"
          element={
            <PageReady>
              <h1>Login page</h1>
              <Link to="/help/contact-us">Contact</Link>
              <Link to="/cashier/deposit">Deposit</Link>
              <Link to="/cashier/my-account" state={QUIET}>
                After login
              </Link>
            </PageReady>
          }
        />
        <Route
          path="/help/*"
          element={
            <PageReady>
              <h1>Help page</h1>
            </PageReady>
          }
        />
        <Route
          path="/rewards"
          element={
            <PageReady>
              <RewardsPage />
            </PageReady>
          }
        />
        <Route
          path="/cashier/*"
          element={
            <PageReady>
              <h1>Cashier page</h1>
            </PageReady>
          }
        />
      </Routes>
    </>
  );
}

const sport = (event: string, details: object = {}) =>
  encodeFrameMessage({ source: 'sport', event, details } as Parameters<typeof encodeFrameMessage>[0]);

describe('frame protocol as the pages live it', () => {
  it('announces app_ready, then page_ready once the page has rendered', async () => {
    const { posted } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    const events = posted.map((message) => (message as { event: string }).event);
    expect(events).toContain('app_ready');
    expect(posted).toContainEqual(
      expect.objectContaining({ event: 'page_ready', details: { url: '/login' } }),
    );
  });

  it('asks the sportsbook to show help and cashier pages opened from inside the frame', async () => {
    const { posted } = renderSite(<Site />, { path: '/login' });
    act(() => screen.getByRole('link', { name: 'Contact' }).click());
    await screen.findByText('Help page');
    expect(posted).toContainEqual(
      expect.objectContaining({ event: 'show_help', details: { path: '/help/contact-us' } }),
    );
  });

  it("does not ask to be shown for the site's own move after a login (the sportsbook hides the frame)", async () => {
    const { posted } = renderSite(<Site />, { path: '/login' });
    act(() => screen.getByRole('link', { name: 'After login' }).click());
    await screen.findByText('Cashier page');
    expect(posted.some((message) => (message as { event: string }).event === 'show_cashier')).toBe(false);
  });

  it('opens the page the sportsbook asks for without asking it back', async () => {
    const { posted, deliver } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    act(() => {
      deliver(sport('show', { path: '/cashier/deposit' }));
    });
    await screen.findByText('Cashier page');
    expect(posted.some((message) => (message as { event: string }).event === 'show_cashier')).toBe(false);
    expect(posted).toContainEqual(
      expect.objectContaining({ event: 'page_ready', details: { url: '/cashier/deposit' } }),
    );
  });

  it('answers page_ready again when the sportsbook asks for the page already shown (opened, hidden, opened)', async () => {
    const { posted, deliver } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    const ready = () =>
      posted.filter((message) => (message as { event: string }).event === 'page_ready').length;
    const before = ready();
    act(() => {
      deliver(sport('show', { path: '/login' }));
    });
    await waitFor(() => expect(ready()).toBe(before + 1));
  });

  it("exchanges the sportsbook's single-use token for a session of its own, and logged_out ends it", async () => {
    const exchanged: string[] = [];
    fakeApi({
      'GET /auth/loginWithToken': (request) => {
        exchanged.push(new URL(request.url, 'http://x').searchParams.get('token') ?? '');
        return {
          body: {
            status: 'success',
            message: null,
            data: { temporary_token: null, sportify: { access_token: 'account-access' }, domain: null },
          },
        };
      },
      'GET /player/details': (request) =>
        request.headers.jwt === 'account-access'
          ? { body: details }
          : { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'no' } },
    });
    const { deliver } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    act(() => {
      deliver(sport('sport_token', { token: 'single-use' }));
    });
    await waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ token: 'account-access', username: 'demo-ie' }),
    );
    expect(exchanged).toEqual(['single-use']);
    act(() => {
      deliver(sport('logged_out'));
    });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("the sportsbook's update_freebets refreshes the rewards the page shows", async () => {
    useSessionStore.getState().signIn('account-access', 'demo-ie', false);
    let freeBets = [
      { id: 'fb-1', name: 'Welcome Free Bet', amount: 500, amount_remaining: 500, conditions: null },
    ];
    fakeApi({
      'GET /player/details': { body: details },
      'GET /api/content/freebets/active': () => ({ body: { data: freeBets } }),
      'GET /v1/boost-tokens/active': { body: { boost_tokens: [], total: 0 } },
      'GET /v1/player/playthrough': { body: { bonus: null, total: 0 } },
    });
    const { deliver } = renderSite(<Site />, { path: '/rewards' });
    await screen.findByText('Welcome Free Bet');
    // The bettor spent it in the sportsbook.
    freeBets = [];
    act(() => {
      deliver(sport('update_freebets'));
    });
    await screen.findByText('You have no free bets right now.');
  });

  it('asked for a token with a session the server has ended, it forgets the session and sends nothing', async () => {
    useSessionStore.getState().signIn('ended-session', 'demo-ie', false);
    fakeApi({
      'POST /auth/sport-token': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'the session has ended' },
      },
    });
    const { deliver, posted } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    act(() => {
      deliver(sport('get_sport_token'));
    });
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(posted).not.toContainEqual(expect.objectContaining({ event: 'sport_token' }));
  });

  it('asks the sportsbook to hide the frame when Escape is pressed inside it', async () => {
    const { posted } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    const hidden = () => posted.filter((message) => (message as { event: string }).event === 'iframe_hidden');
    act(() => {
      screen
        .getByRole('link', { name: 'Contact' })
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(hidden()).toEqual([expect.objectContaining({ source: 'global', details: {} })]);
  });

  it('leaves an Escape a control of the site already used, and other keys, to the site', async () => {
    const { posted } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    const link = screen.getByRole('link', { name: 'Contact' });
    link.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    act(() => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(posted.some((message) => (message as { event: string }).event === 'iframe_hidden')).toBe(false);
  });

  it("in the sportsbook's frame the sportsbook owns the keepalive: activity here is reported, and its tick extends this session once", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { requests } = fakeApi({
        'POST /v1/player/keep-session': {
          body: { status: 'success', message: null, data: { expires_at: '2026-11-27T14:00:00Z' } },
        },
      });
      useSessionStore.getState().signIn('mine', 'demo-ie', false);
      const { posted, deliver } = renderSite(<Site />, { path: '/login' });
      await screen.findByText('Login page');
      act(() => {
        window.dispatchEvent(new Event('keydown'));
        vi.advanceTimersByTime(KEEPALIVE_MS);
      });
      expect(posted).toContainEqual(expect.objectContaining({ event: 'keep_session' }));
      expect(requests.filter((r) => r.url === '/v1/player/keep-session')).toHaveLength(0);
      act(() => {
        deliver(sport('keep_session'));
      });
      await waitFor(() =>
        expect(requests.filter((r) => r.url === '/v1/player/keep-session')).toHaveLength(1),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores messages from another origin', async () => {
    const { bridge, deliver } = renderSite(<Site />, { path: '/login' });
    await screen.findByText('Login page');
    useSessionStore.getState().signIn('mine', 'demo-ie', false);
    act(() => {
      deliver(sport('logged_out'), 'https://evil.example');
    });
    expect(useSessionStore.getState().token).toBe('mine');
    expect(bridge.dropped.origin).toBe(1);
  });
});
