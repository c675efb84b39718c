import { describe, expect, it, vi } from 'vitest';
import { connectGameFrame, type MessageHost, parseGameMessage } from './game-frame';
import { demoGameUrl, originOf, realGameUrl } from './game-url';

const GAMES = 'https://games.touchline.example';

const round = {
  source: 'touchline-casino',
  event: 'round',
  game: 'dice',
  mode: 'real',
  round_id: 'r-1',
  stake: 100,
  payout: 198,
  balance: 10_098,
  currency: 'EUR',
} as const;

function fakeHost() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const host: MessageHost = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const deliver = (data: unknown, origin: string, source: unknown) => {
    for (const listener of listeners) listener({ data, origin, source } as unknown as MessageEvent);
  };
  return { host, deliver, listeners };
}

describe('messages from the game frame', () => {
  it('takes a message from the games origin and the game frame', () => {
    const { host, deliver } = fakeHost();
    const frame = { postMessage: vi.fn() };
    const onMessage = vi.fn();
    connectGameFrame({ host, origin: GAMES, target: () => frame, onMessage });
    deliver(round, GAMES, frame);
    expect(onMessage).toHaveBeenCalledWith(round);
  });

  it('drops a message from any other origin, even one that only looks alike', () => {
    const { host, deliver } = fakeHost();
    const frame = { postMessage: vi.fn() };
    const onMessage = vi.fn();
    const connection = connectGameFrame({ host, origin: GAMES, target: () => frame, onMessage });
    deliver(round, 'https://evil.example', frame);
    deliver(round, `${GAMES}.evil.example`, frame);
    deliver(round, 'http://games.touchline.example', frame);
    deliver(round, 'null', frame);
    expect(onMessage).not.toHaveBeenCalled();
    expect(connection.dropped()).toBe(4);
  });

  it('drops a message of the right origin from another window, or before the frame exists', () => {
    const { host, deliver } = fakeHost();
    const frame = { postMessage: vi.fn() };
    let current: typeof frame | null = null;
    const onMessage = vi.fn();
    connectGameFrame({ host, origin: GAMES, target: () => current, onMessage });
    deliver(round, GAMES, frame);
    current = frame;
    deliver(round, GAMES, { postMessage: vi.fn() });
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('drops what is not a game message', () => {
    const { host, deliver } = fakeHost();
    const frame = { postMessage: vi.fn() };
    const onMessage = vi.fn();
    connectGameFrame({ host, origin: GAMES, target: () => frame, onMessage });
    deliver({ ...round, source: 'someone-else' }, GAMES, frame);
    deliver({ ...round, stake: -1 }, GAMES, frame);
    deliver({ ...round, event: 'jackpot' }, GAMES, frame);
    deliver('not json', GAMES, frame);
    deliver(null, GAMES, frame);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('reads a message sent as JSON text as well as an object', () => {
    expect(parseGameMessage(JSON.stringify(round))).toEqual(round);
    expect(
      parseGameMessage({ source: 'touchline-casino', event: 'ready', game: 'mines', mode: 'demo' }),
    ).toEqual({
      source: 'touchline-casino',
      event: 'ready',
      game: 'mines',
      mode: 'demo',
    });
  });

  it('posts close to the games origin only, and stops listening once disposed', () => {
    const { host, deliver, listeners } = fakeHost();
    const frame = { postMessage: vi.fn() };
    const onMessage = vi.fn();
    const connection = connectGameFrame({ host, origin: GAMES, target: () => frame, onMessage });
    connection.close();
    expect(frame.postMessage).toHaveBeenCalledWith({ source: 'touchline-sportsbook', event: 'close' }, GAMES);
    connection.dispose();
    expect(listeners.size).toBe(0);
    deliver(round, GAMES, frame);
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('the game address', () => {
  const launch = {
    gamesOrigin: `${GAMES}/`,
    slug: 'lucky-wheel',
    lang: 'de',
    theme: 'dark',
    bookmaker: 'touchline_ie',
  } as const;

  it('carries a real session token in the fragment, never in the query', () => {
    const url = new URL(realGameUrl(launch, 'tok-0123456789abcdef'));
    expect(url.origin).toBe(GAMES);
    expect(url.pathname).toBe('/lucky-wheel');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'de',
      theme: 'dark',
      bookmaker: 'touchline_ie',
    });
    expect(url.hash).toBe('#session=tok-0123456789abcdef');
  });

  it('opens a demo with its play-money currency and no token', () => {
    const url = new URL(demoGameUrl(launch, 'EUR'));
    expect(url.pathname).toBe('/lucky-wheel');
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.get('currency')).toBe('EUR');
    expect(url.hash).toBe('');
  });

  it('asks for the compact layout in the mini-game panel, for real money and demo alike', () => {
    const mini = { ...launch, embed: 'mini' } as const;
    expect(new URL(realGameUrl(mini, 'tok-0123456789abcdef')).searchParams.get('embed')).toBe('mini');
    expect(new URL(demoGameUrl(mini, 'GBP')).searchParams.get('embed')).toBe('mini');
    expect(new URL(demoGameUrl(launch, 'GBP')).searchParams.has('embed')).toBe(false);
  });

  it('takes the origin of an http(s) address only', () => {
    expect(originOf('https://games.touchline.example/path?x=1')).toBe(GAMES);
    expect(originOf('http://localhost:8082')).toBe('http://localhost:8082');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
