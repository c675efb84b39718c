import { CASINO_FRAME_SOURCE, GameToPageMessage } from '@touchline/contract';
import { describe, expect, it, vi } from 'vitest';
import { GameFrame, readPageMessage } from './game-frame';

const SPORTSBOOK = 'https://sport.example';
const CLOSE = { source: 'touchline-sportsbook', event: 'close' };

function frame(origin: string | null) {
  const host = new EventTarget();
  const posted: { message: unknown; origin: string }[] = [];
  const game = new GameFrame({
    host: host as unknown as Window,
    target: { postMessage: (message, targetOrigin) => posted.push({ message, origin: targetOrigin }) },
    origin,
  });
  const deliver = (data: unknown, from: string) =>
    host.dispatchEvent(new MessageEvent('message', { data, origin: from }));
  return { game, posted, deliver };
}

describe('the game frame', () => {
  it('posts ready, round and error to the exact sportsbook origin, shaped as the contract says', () => {
    const { game, posted } = frame(SPORTSBOOK);
    game.ready('dice', 'real');
    game.round({
      game: 'dice',
      mode: 'real',
      round_id: 'r1',
      stake: 100,
      payout: 198,
      balance: 10_098,
      currency: 'EUR',
    });
    game.error('SELF_EXCLUDED', 'You are self-excluded.');
    expect(posted.map((post) => post.origin)).toEqual([SPORTSBOOK, SPORTSBOOK, SPORTSBOOK]);
    for (const { message } of posted) expect(GameToPageMessage.safeParse(message).success).toBe(true);
    expect(posted[1]?.message).toMatchObject({ source: CASINO_FRAME_SOURCE, event: 'round', payout: 198 });
  });

  it('posts nothing when no allowed sportsbook frames it', () => {
    const { game, posted } = frame(null);
    expect(game.connected).toBe(false);
    expect(game.ready('dice', 'demo')).toBe(false);
    expect(posted).toEqual([]);
  });

  it('hears close only from the sportsbook origin, as an object or as JSON', () => {
    const { game, deliver } = frame(SPORTSBOOK);
    const closed = vi.fn();
    game.onClose(closed);
    game.start();
    deliver(CLOSE, 'https://evil.example');
    deliver({ source: 'someone', event: 'close' }, SPORTSBOOK);
    deliver('not json', SPORTSBOOK);
    expect(closed).not.toHaveBeenCalled();
    deliver(CLOSE, SPORTSBOOK);
    deliver(JSON.stringify(CLOSE), SPORTSBOOK);
    expect(closed).toHaveBeenCalledTimes(2);
    game.stop();
    deliver(CLOSE, SPORTSBOOK);
    expect(closed).toHaveBeenCalledTimes(2);
  });

  it('reads only page messages of the contract', () => {
    expect(readPageMessage(CLOSE)).toEqual(CLOSE);
    expect(readPageMessage({ event: 'close' })).toBeNull();
    expect(readPageMessage(42)).toBeNull();
  });
});
