/**
 * The page's end of the game frame's messages: the only place that touches postMessage and `message`
 * events for games. A message counts only when it comes from the games origin and from this page's game
 * frame, and parses as a game-to-page message; anything else is dropped and counted, never thrown.
 * The page posts to the games origin only, never to '*'.
 */
import { CASINO_FRAME_SOURCE, GameToPageMessage, type PageToGameMessage } from '@touchline/contract';

export interface MessageHost {
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

export interface MessageTarget {
  postMessage: (message: PageToGameMessage, targetOrigin: string) => void;
}

export interface GameFrameOptions {
  host: MessageHost;
  /** The games origin, e.g. https://games.touchline.ie. */
  origin: string;
  /** The game frame's window once it exists; messages from any other window are dropped. */
  target: () => MessageTarget | null;
  onMessage: (message: GameToPageMessage) => void;
}

export interface GameFrame {
  /** Tells the game the bettor left: it stops taking bets. */
  close: () => void;
  dropped: () => number;
  dispose: () => void;
}

/** A game's message from its data (an object, or the same as JSON text); null when it is none. */
export function parseGameMessage(data: unknown): GameToPageMessage | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = GameToPageMessage.safeParse(value);
  return parsed.success && parsed.data.source === CASINO_FRAME_SOURCE ? parsed.data : null;
}

/** Whether a message event is the game frame's: its origin and its window. */
export const isFromGame = (event: Pick<MessageEvent, 'origin' | 'source'>, origin: string, frame: unknown) =>
  frame !== null && event.origin === origin && event.source === frame;

export function connectGameFrame({ host, origin, target, onMessage }: GameFrameOptions): GameFrame {
  let dropped = 0;
  const listener = (event: MessageEvent) => {
    const message = isFromGame(event, origin, target()) ? parseGameMessage(event.data) : null;
    if (message === null) {
      dropped += 1;
      return;
    }
    try {
      onMessage(message);
    } catch (error) {
      console.error('game message handler failed', error);
    }
  };
  host.addEventListener('message', listener);
  return {
    close() {
      target()?.postMessage({ source: 'touchline-sportsbook', event: 'close' }, origin);
    },
    dropped: () => dropped,
    dispose: () => host.removeEventListener('message', listener),
  };
}
