import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BoostToken, brandByBookmaker, DEFAULT_BRAND, type FreeBet } from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/store';
import { fakeApi, renderSite, testSite } from '@/test/render';
import { progressOf, RewardsPage } from './rewards-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

const account = (currency: string) => ({
  user: {
    id: '9',
    username: 'demo-gb',
    name: null,
    currency,
    balance: 12_000,
    bonus: 2_000,
    casino_balance: 0,
    casino_cash: 0,
    casino_bonus: 0,
  },
  balance: {
    total: 14_000,
    cash: 12_000,
    bonus: 2_000,
    currency,
    casino_balance: 0,
    casino_cash: 0,
    casino_bonus: 0,
  },
});

const welcome: FreeBet = {
  id: 'fb-1',
  name: 'Welcome Free Bet',
  amount: 1_000,
  amount_remaining: 400,
  conditions: { min_odds: 1.5 },
  expires_at: '2026-12-31T18:00:00.000Z',
};
const weekend: FreeBet = {
  id: 'fb-2',
  name: 'Weekend Free Bet',
  amount: 500,
  amount_remaining: 500,
  conditions: null,
  expires_at: null,
};
const boost: BoostToken = {
  id: 'bt-1',
  template: { name: '25% Winnings Boost', percentage: 25, max_winnings: 1_000 },
  expires_at: '2026-12-24T12:00:00.000Z',
};
const bonus = { id: 'b-1', balance: 2_000, playthrough_remaining: 3_000, playthrough_total_required: 8_000 };

const section = (name: string) => screen.getByRole('region', { name });

function signedIn() {
  useSessionStore.getState().signIn('token-1', 'demo-gb', false);
}

describe('rewards page', () => {
  it("lists the free bets, boost tokens and the active bonus, every amount in the account's currency", async () => {
    const api = fakeApi({
      'GET /player/details': { body: account('GBP') },
      'GET /api/content/freebets/active': { body: { data: [welcome, weekend] } },
      'GET /v1/boost-tokens/active': { body: { boost_tokens: [boost], total: 1 } },
      'GET /v1/player/playthrough': { body: { bonus, total: 1 } },
    });
    signedIn();
    // A pounds account on the Irish (euro) site: the account's currency wins.
    renderSite(<RewardsPage />, { path: '/rewards', site: testSite({ brand: DEFAULT_BRAND }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    const freeBets = within(section('Free Bets'));
    const first = (await freeBets.findByRole('heading', { name: 'Welcome Free Bet' })).closest('li');
    expect(first).not.toBeNull();
    const row = within(first as HTMLElement);
    expect(row.getByText('£4.00 to bet')).toBeTruthy();
    expect(row.getByText('of £10.00')).toBeTruthy();
    expect(row.getByText('Odds above 1.50')).toBeTruthy();
    expect(row.getByText(/^Expires .*2026/)).toBeTruthy();
    const second = within(
      freeBets.getByRole('heading', { name: 'Weekend Free Bet' }).closest('li') as HTMLElement,
    );
    expect(second.getByText('£5.00 to bet')).toBeTruthy();
    expect(second.queryByText(/^of /)).toBeNull();
    expect(second.getByText('Any odds')).toBeTruthy();
    expect(second.getByText('No expiry date')).toBeTruthy();

    const tokens = within(section('Boost Tokens'));
    const token = within(
      tokens.getByRole('heading', { name: '25% Winnings Boost' }).closest('li') as HTMLElement,
    );
    expect(token.getByText('+25% on winnings')).toBeTruthy();
    expect(token.getByText('Extra winnings up to £10.00')).toBeTruthy();
    expect(token.getByText(/^Expires .*2026/)).toBeTruthy();

    const active = within(section('Active bonus'));
    expect(await active.findByText('£20.00')).toBeTruthy();
    const bar = active.getByRole('progressbar', { name: 'Playthrough progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('62');
    expect(active.getByText('62% played through')).toBeTruthy();
    expect(active.getByText('£30.00 still to bet · £80.00 to bet in total')).toBeTruthy();
    expect(document.body.textContent).not.toContain('€');

    // The calls are the sportsbook's: active ones only, for the site's brand, with the session's token.
    const freeBetCall = api.requests.find((r) => r.url.startsWith('/api/content/freebets/active'));
    expect(freeBetCall?.url).toBe('/api/content/freebets/active?active=true&bookmaker=touchline_ie');
    expect(freeBetCall?.headers.jwt).toBe('token-1');
    expect(api.requests.some((r) => r.url === '/v1/player/playthrough?bookmaker=touchline_ie')).toBe(true);
  });

  it('writes minimum odds in the brand’s odds format', async () => {
    const mexico = brandByBookmaker('touchline_mx');
    expect(mexico?.ODDS_FORMAT).toBe('american');
    fakeApi({
      'GET /player/details': { body: account('MXN') },
      'GET /api/content/freebets/active': { body: { data: [welcome] } },
      'GET /v1/boost-tokens/active': { body: { boost_tokens: [], total: 0 } },
      'GET /v1/player/playthrough': { body: { bonus: null, total: 0 } },
    });
    signedIn();
    renderSite(<RewardsPage />, { path: '/rewards', site: testSite({ brand: mexico ?? DEFAULT_BRAND }) });
    expect(await screen.findByText('Odds above -200')).toBeTruthy();
  });

  it('says so when there are no free bets, no boost tokens and no active bonus', async () => {
    fakeApi({
      'GET /player/details': { body: account('EUR') },
      'GET /api/content/freebets/active': { body: { data: [] } },
      'GET /v1/boost-tokens/active': { body: { boost_tokens: [], total: 0 } },
      'GET /v1/player/playthrough': { body: { bonus: null, total: 2 } },
    });
    signedIn();
    renderSite(<RewardsPage />, { path: '/rewards' });
    expect(await screen.findByText('You have no free bets right now.')).toBeTruthy();
    expect(await screen.findByText('You have no boost tokens right now.')).toBeTruthy();
    expect(await screen.findByText('You have no active bonus.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loading state and no amount until the rewards and the account’s currency are known', async () => {
    fakeApi({
      'GET /player/details': () => new Promise(() => {}),
      'GET /api/content/freebets/active': { body: { data: [welcome] } },
      'GET /v1/boost-tokens/active': () => new Promise(() => {}),
      'GET /v1/player/playthrough': () => new Promise(() => {}),
    });
    signedIn();
    renderSite(<RewardsPage />, { path: '/rewards' });
    await waitFor(() => expect(screen.getAllByText('Loading…')).toHaveLength(3));
    expect(screen.queryByText('Welcome Free Bet')).toBeNull();
    expect(document.body.textContent).not.toMatch(/[€£]/);
  });

  it('a section whose call fails explains it, and Try again asks once more', async () => {
    let calls = 0;
    fakeApi({
      'GET /player/details': { body: account('EUR') },
      'GET /api/content/freebets/active': () => {
        calls += 1;
        return calls === 1
          ? { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'slow down' } }
          : { body: { data: [weekend] } };
      },
      'GET /v1/boost-tokens/active': { body: { boost_tokens: [boost], total: 1 } },
      'GET /v1/player/playthrough': { body: { bonus, total: 1 } },
    });
    signedIn();
    renderSite(<RewardsPage />, { path: '/rewards' });
    const freeBets = within(section('Free Bets'));
    expect(await freeBets.findByRole('alert')).toBeTruthy();
    expect(freeBets.getByRole('alert').textContent).toBe(
      'Too many attempts from your connection. Please wait a minute and try again.',
    );
    // The other sections do not depend on it.
    expect(await within(section('Boost Tokens')).findByText('+25% on winnings')).toBeTruthy();

    fireEvent.click(freeBets.getByRole('button', { name: 'Try again' }));
    expect(await freeBets.findByText('€5.00 to bet')).toBeTruthy();
    expect(freeBets.queryByRole('alert')).toBeNull();
  });

  it('on a brand without playthrough bonuses there is no bonus section and no playthrough call', async () => {
    const greece = brandByBookmaker('touchline_gr');
    expect(greece?.operator.playthrough_enabled).toBe(false);
    const api = fakeApi({
      'GET /player/details': { body: account('EUR') },
      'GET /api/content/freebets/active': { body: { data: [weekend] } },
      'GET /v1/boost-tokens/active': { body: { boost_tokens: [boost], total: 1 } },
    });
    signedIn();
    renderSite(<RewardsPage />, { path: '/rewards', site: testSite({ brand: greece ?? DEFAULT_BRAND }) });
    expect(await screen.findByText('+25% on winnings')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Active bonus' })).toBeNull();
    expect(api.requests.some((r) => r.url.startsWith('/v1/player/playthrough'))).toBe(false);
  });
});

describe('bonus progress', () => {
  it('is the whole percent played through, capped at 100 and never below 0', () => {
    const of = (remaining: number, total: number) =>
      progressOf({
        id: 'b',
        balance: 0,
        playthrough_remaining: remaining,
        playthrough_total_required: total,
      });
    expect(of(3_000, 8_000)).toBe(62);
    expect(of(0, 8_000)).toBe(100);
    expect(of(9_000, 8_000)).toBe(0);
    expect(of(0, 0)).toBe(0);
  });
});
