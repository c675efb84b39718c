import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { CasinoLobby } from '@touchline/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCasinoPlay } from '@/shared/casino-play';
import { useSession } from '@/shared/session';
import { textsReady } from '../texts';
import { Casino } from './casino-page';

const GAMES = 'https://games.touchline.example';

const lobby: CasinoLobby = {
  gameCategories: [{ slug: 'all', name: 'All games', count: 1 }],
  dynamicConfig: { games_origin: GAMES },
  selectedCategories: ['all'],
  selectedProviders: [],
  currentCategory: 'all',
  providers: [{ id: 'touchline-originals', name: 'Touchline Originals' }],
  games: [
    {
      slug: 'dice',
      name: 'Dice',
      provider: 'touchline-originals',
      categories: ['originals', 'instant'],
      rtp: '99.00',
      description: 'Roll under or over.',
      image: '/casino/dice.svg',
      demo: true,
      live: false,
    },
  ],
  settings: { min_stake: 10, max_stake: 50_000, currency: 'EUR' },
  translations: {},
};

beforeAll(async () => {
  await textsReady;
});

afterEach(() => {
  vi.unstubAllGlobals();
  useCasinoPlay.setState({ games: {}, periodStart: null, staked: 0, paid: 0 });
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const launches: string[] = [];

function renderGame(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/v1/casino/lobby')) return json(lobby);
      if (url.startsWith('/v1/casino/sessions')) {
        launches.push(url);
        return json({ token: `session-${launches.length}`, game: 'dice', mode: 'real', expires_at: null });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="play/:slug/demo?" element={<Casino />} />
          <Route path="casinov2/*" element={<p>The lobby</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const frame = () => screen.findByTitle('Dice, the game') as Promise<HTMLIFrameElement>;

const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('the game page', () => {
  it("keeps a real-money game's session when the same bettor's login token is handed over anew", async () => {
    launches.length = 0;
    const user = {
      username: 'ana',
      name: null,
      currency: 'EUR' as const,
      balance: 1000,
      bonus: 0,
      openBets: 0,
    };
    useSession.setState({ token: 'first-token', user, balanceAt: 0 });
    renderGame('/play/dice');
    await waitFor(() => expect(launches).toHaveLength(1));
    act(() => useSession.setState({ token: 'second-token' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(launches).toHaveLength(1);
    act(() => useSession.setState({ token: null, user: null }));
  });

  it('opens a demo in a frame on the games origin and registers it while open', async () => {
    renderGame('/play/dice/demo');
    const iframe = await frame();
    const url = new URL(iframe.src);
    expect(url.origin).toBe(GAMES);
    expect(url.pathname).toBe('/dice');
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(useCasinoPlay.getState().games.page).toMatchObject({ game: 'dice', mode: 'demo' });
    expect(screen.getByText('Play money: no stake or win touches your balance.')).toBeTruthy();
  });

  it("listens to the game's own frame on the games origin only", async () => {
    renderGame('/play/dice/demo');
    const iframe = await frame();
    const ready = { source: 'touchline-casino', event: 'ready', game: 'dice', mode: 'demo' };
    await post(ready, 'https://evil.example', iframe.contentWindow);
    await post(ready, GAMES, window);
    expect(screen.getByText('Loading the game…')).toBeTruthy();
    await post(ready, GAMES, iframe.contentWindow);
    await waitFor(() => expect(screen.queryByText('Loading the game…')).toBeNull());
  });

  it('tells the game to close and goes back to the lobby when play must end', async () => {
    renderGame('/play/dice/demo');
    const iframe = await frame();
    const posted = vi.spyOn(iframe.contentWindow as Window, 'postMessage');
    act(() => useCasinoPlay.getState().closeAll());
    await screen.findByText('The lobby');
    expect(posted).toHaveBeenCalledWith({ source: 'touchline-sportsbook', event: 'close' }, GAMES);
    expect(useCasinoPlay.getState().games).toEqual({});
  });

  it('offers a guest login instead of a real-money game', async () => {
    renderGame('/play/dice');
    await screen.findByRole('heading', { name: 'Log in to play for real money' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play for fun' }).getAttribute('href')).toBe('/play/dice/demo');
    expect(screen.queryByTitle('Dice, the game')).toBeNull();
    expect(useCasinoPlay.getState().games).toEqual({});
  });

  it('answers an unknown game with the 404 page', async () => {
    renderGame('/play/blackjack');
    await screen.findByRole('heading', { name: 'Oops! The page you requested was not found!' });
  });
});
