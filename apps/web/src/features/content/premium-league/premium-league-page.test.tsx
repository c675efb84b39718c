import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BoardSummary, LeaderboardResponse, PromotionOptIn } from '@touchline/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAccountFrame } from '@/shared/account-frame';
import { useSession } from '@/shared/session';
import { PremiumLeaguePage } from './premium-league-page';
import { standingOf } from './standing';
import { textsReady } from './texts';

const weekly: BoardSummary = {
  id_board: 'touchline_ie-weekly-race',
  title: 'Weekly Wager Race',
  description: 'Opt in and climb the table.',
  period: 'weekly',
  starts_at: '2026-11-23T00:00:00.000Z',
  ends_at: '2026-11-30T00:00:00.000Z',
  is_optIn_required: true,
  is_limited_users: false,
};

const standing = (opted: boolean): PromotionOptIn => ({
  opt_in_status: opted ? 'OPTED_IN' : 'NOT_OPTED_IN',
  is_optIn_required: true,
  is_limited_users: false,
  id_user: '7',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fake server: the boards, the weekly board's results, and an opt-in answering `optInResult`. */
function serve(optInResult: 'OPTED_IN' | 'NOT_OPTED_IN') {
  let optedIn = false;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
      if (url.startsWith('/promotions/v1/boards')) return json({ boards: [weekly] });
      if (url.startsWith('/promotions/v1/results')) {
        const loggedIn = new Headers(init?.headers).has('jwt');
        const results: LeaderboardResponse = {
          results: [{ rank: 1, username: 'ma***n', points: 125.5, is_me: false }],
          total: 1,
          opt_in: loggedIn ? standing(optedIn) : null,
        };
        return json(results);
      }
      if (url.startsWith('/promotions/v1/opt-in')) {
        optedIn = optInResult === 'OPTED_IN';
        return json({ result: optInResult, reason: optedIn ? null : 'the account is not active' });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/premium-league']}>
        <PremiumLeaguePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signIn = () =>
  useSession.getState().signIn('token-1', {
    username: 'bettor',
    name: null,
    currency: 'EUR',
    balance: 1000,
    bonus: 0,
    openBets: 0,
  });

beforeAll(async () => {
  await textsReady;
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

describe('where a bettor stands with a promotion board', () => {
  const open = { is_optIn_required: true, is_limited_users: false };
  const limited = { is_optIn_required: true, is_limited_users: true };
  const results = (opted: boolean) => ({ opt_in: standing(opted) });

  it('asks a guest to log in', () => {
    expect(standingOf(open, false, { opt_in: null }, undefined)).toBe('guest');
  });
  it('reads opted in or not from the results of a logged-in bettor', () => {
    expect(standingOf(open, true, results(false), undefined)).toBe('opt-in-needed');
    expect(standingOf(open, true, results(true), undefined)).toBe('opted-in');
  });
  it('says a board without opt-in ranks everyone', () => {
    const automatic = { ...standing(true), is_optIn_required: false };
    expect(standingOf({ ...open, is_optIn_required: false }, true, { opt_in: automatic }, undefined)).toBe(
      'automatic',
    );
  });
  it('waits for is-user-allowed on a limited board and refuses a bettor not on its list', () => {
    expect(standingOf(limited, true, results(false), undefined)).toBe('unknown');
    const refused = { is_optIn_required: true, isLimitedUser: true, isUserAllowed: false };
    expect(standingOf(limited, true, results(false), refused)).toBe('not-allowed');
    expect(standingOf(limited, true, results(false), { ...refused, isUserAllowed: true })).toBe(
      'opt-in-needed',
    );
  });
});

describe('Premium League page', () => {
  it('shows a guest the standings and opens the login frame from Log in', async () => {
    serve('OPTED_IN');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Weekly Wager Race' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'ma***n' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '125.50' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Log in to take part and see your place.');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useAccountFrame.getState().request?.path).toBe('/login');
    expect(useAccountFrame.getState().redirect).toBe('/premium-league');
  });

  it('opts a logged-in bettor in and shows them as opted in', async () => {
    const calls = serve('OPTED_IN');
    signIn();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Opt in' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'You are opted in: your cash stakes in this window count.',
      ),
    );
    expect(calls).toContain('POST /promotions/v1/opt-in');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure message when the server answers NOT_OPTED_IN', async () => {
    serve('NOT_OPTED_IN');
    signIn();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Opt in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not opt you in to this league. Please try again later.',
    );
    expect(screen.getByRole('status').textContent).toBe(
      'You have not opted in yet. Opt in and your cash stakes count from then on.',
    );
  });
});
