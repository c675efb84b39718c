import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { GameFrame } from '@/shared/frame/game-frame';
import type { Launch } from '@/shared/site/launch';
import { API, fakeApi, SPORTSBOOK, testSession } from '@/test/render';
import { App } from './app';
import { NoSessionError } from './start';

const launch: Launch = {
  kind: 'game',
  game: 'dice',
  lang: 'en',
  theme: 'dark',
  embed: false,
  bookmaker: null,
  play: { mode: 'demo', currency: 'EUR' },
};
const config = { api_url: API, sportsbook_origins: [SPORTSBOOK], allow_local: false };

function frame() {
  const posted: unknown[] = [];
  const game = new GameFrame({
    host: new EventTarget() as unknown as Window,
    target: { postMessage: (message) => posted.push(message) },
    origin: SPORTSBOOK,
  });
  return { game, posted };
}

describe('the games site', () => {
  it('shows the game with play money, the RTP, Fairness and My rounds, and tells the page it is ready', async () => {
    configureApi({ baseUrl: API, bookmaker: null, token: () => null });
    fakeApi({ 'GET /v1/studio/rounds': { body: { rounds: [], next: null } } });
    const { game, posted } = frame();
    const session = testSession({ mode: 'demo', balance: { cash: 100_000, currency: 'EUR' } });
    render(<App launch={launch} config={config} frame={game} openSession={async () => session} />);
    expect(await screen.findByRole('heading', { name: 'Dice' })).toBeTruthy();
    expect(screen.getByText('Play money')).toBeTruthy();
    expect(screen.getByText('€1,000.00')).toBeTruthy();
    expect(screen.getByText('99.00 %')).toBeTruthy();
    expect(screen.getByText('Fairness')).toBeTruthy();
    expect(screen.getByText('My rounds')).toBeTruthy();
    expect(await screen.findByText('No rounds yet.')).toBeTruthy();
    expect(posted).toContainEqual({ source: 'touchline-casino', event: 'ready', game: 'dice', mode: 'demo' });
  });

  it('says so and tells the page when there is no session to play with', async () => {
    const { game, posted } = frame();
    const real: Launch = { ...launch, play: { mode: 'real', token: null } };
    render(
      <App
        launch={real}
        config={config}
        frame={game}
        openSession={async () => {
          throw new NoSessionError();
        }}
      />,
    );
    expect(await screen.findByText('This game needs a session. Open it from the casino.')).toBeTruthy();
    expect(posted).toContainEqual(
      expect.objectContaining({ event: 'error', code: 'CASINO_SESSION_MISSING' }),
    );
  });

  it('names an address that is no game', () => {
    render(
      <App
        launch={{ kind: 'unknown-game', lang: 'en', theme: 'dark', embed: false }}
        config={config}
        frame={frame().game}
        openSession={async () => testSession()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Game not found' })).toBeTruthy();
  });
});
