import { describe, expect, it } from 'vitest';
import { gameMessageOf, miniGameUrl } from './game-frame';

const ORIGIN = 'https://games.touchline.example';
const round = {
  source: 'touchline-casino',
  event: 'round',
  game: 'lucky-wheel',
  mode: 'real',
  round_id: 'r-1',
  stake: 100,
  payout: 250,
  balance: 10_150,
  currency: 'EUR',
};

describe('the mini-game frame', () => {
  it('opens real money with the session in the fragment, and demo with play money in the currency', () => {
    const base = {
      gamesOrigin: `${ORIGIN}/`,
      lang: 'de',
      theme: 'dark' as const,
      bookmaker: 'touchline',
      currency: 'EUR',
    };
    expect(miniGameUrl({ ...base, mode: 'real', token: 'abc_123' })).toBe(
      `${ORIGIN}/lucky-wheel?lang=de&theme=dark&bookmaker=touchline&embed=mini#session=abc_123`,
    );
    const demo = new URL(miniGameUrl({ ...base, mode: 'demo', token: null }));
    expect(demo.hash).toBe('');
    expect(Object.fromEntries(demo.searchParams)).toEqual({
      mode: 'demo',
      currency: 'EUR',
      lang: 'de',
      theme: 'dark',
      bookmaker: 'touchline',
      embed: 'mini',
    });
  });

  it('believes a round only from its own frame on the games origin, in the contract shape', () => {
    const frame = {} as MessageEventSource;
    const other = {} as MessageEventSource;
    expect(gameMessageOf({ origin: ORIGIN, source: frame, data: round }, ORIGIN, frame)).toEqual(round);
    // Another origin, even one that starts the same, is not the games origin.
    expect(
      gameMessageOf({ origin: 'https://evil.example', source: frame, data: round }, ORIGIN, frame),
    ).toBeNull();
    expect(
      gameMessageOf({ origin: `${ORIGIN}.evil.example`, source: frame, data: round }, ORIGIN, frame),
    ).toBeNull();
    // Another window on the games origin (a second game page) is not this frame.
    expect(gameMessageOf({ origin: ORIGIN, source: other, data: round }, ORIGIN, frame)).toBeNull();
    expect(gameMessageOf({ origin: ORIGIN, source: frame, data: round }, ORIGIN, null)).toBeNull();
    // A malformed body is dropped.
    expect(
      gameMessageOf({ origin: ORIGIN, source: frame, data: { ...round, stake: -1 } }, ORIGIN, frame),
    ).toBeNull();
    expect(gameMessageOf({ origin: ORIGIN, source: frame, data: 'round' }, ORIGIN, frame)).toBeNull();
  });
});
