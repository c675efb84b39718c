/**
 * The game's side of the frame messages (frame/casino.ts): the one module that touches postMessage.
 *
 * Out: messages go to the sportsbook origin only, as that exact targetOrigin, never '*'; opened on its
 * own (no allowed parent) the game posts nothing. In: a message counts only when it comes from that
 * origin and parses as a page-to-game message; anything else is dropped, never thrown.
 */
import {
  CASINO_FRAME_SOURCE,
  type CasinoMode,
  type Currency,
  type GameToPageMessage,
  PageToGameMessage,
  type StudioGame,
} from '@touchline/contract';

export interface FrameHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface FrameTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface RoundNotice {
  game: StudioGame;
  mode: CasinoMode;
  round_id: string;
  stake: number;
  payout: number;
  balance: number;
  currency: Currency;
}

/** A message from the page, as JSON text or as the object itself; null when it is neither. */
export function readPageMessage(data: unknown): PageToGameMessage | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = PageToGameMessage.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export class GameFrame {
  readonly #host: FrameHost;
  readonly #target: FrameTarget | null;
  readonly #origin: string | null;
  readonly #closeListeners = new Set<() => void>();
  #started = false;

  constructor(options: { host: FrameHost; target: FrameTarget | null; origin: string | null }) {
    this.#host = options.host;
    this.#origin = options.origin;
    this.#target = options.origin === null ? null : options.target;
  }

  /** True when the game runs in an allowed sportsbook frame and its messages go somewhere. */
  get connected(): boolean {
    return this.#target !== null && this.#origin !== null;
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#host.addEventListener('message', this.#onMessage);
  }

  stop(): void {
    if (!this.#started) return;
    this.#started = false;
    this.#host.removeEventListener('message', this.#onMessage);
  }

  ready(game: StudioGame, mode: CasinoMode): boolean {
    return this.#post({ source: CASINO_FRAME_SOURCE, event: 'ready', game, mode });
  }

  round(notice: RoundNotice): boolean {
    return this.#post({ source: CASINO_FRAME_SOURCE, event: 'round', ...notice });
  }

  error(code: string, message: string): boolean {
    return this.#post({
      source: CASINO_FRAME_SOURCE,
      event: 'error',
      code: code.slice(0, 64),
      message: message.slice(0, 500),
    });
  }

  /** Told when the page closes the game (the bettor left, logged out or was stopped by a reality check). */
  onClose(listener: () => void): () => void {
    this.#closeListeners.add(listener);
    return () => this.#closeListeners.delete(listener);
  }

  #post(message: GameToPageMessage): boolean {
    if (this.#target === null || this.#origin === null) return false;
    this.#target.postMessage(message, this.#origin);
    return true;
  }

  readonly #onMessage = (event: MessageEvent): void => {
    if (this.#origin === null || event.origin !== this.#origin) return;
    const message = readPageMessage(event.data);
    if (message?.event !== 'close') return;
    for (const listener of this.#closeListeners) listener();
  };
}

/** The frame of a browser page: the parent window is the sportsbook when the page is framed. */
export function browserFrame(origin: string | null): GameFrame {
  const framed = window.parent !== window;
  return new GameFrame({
    host: window,
    target: framed ? window.parent : null,
    origin: framed ? origin : null,
  });
}

/** A frame that posts nowhere (the game opened on its own). */
export const detachedFrame = (): GameFrame =>
  new GameFrame({
    host: { addEventListener: () => undefined, removeEventListener: () => undefined },
    target: null,
    origin: null,
  });
