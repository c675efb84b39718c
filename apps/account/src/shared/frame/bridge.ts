/**
 * The account site's side of the frame protocol: the one module that touches window.postMessage.
 *
 * Out: messages go as JSON strings to the sportsbook origin only, never to '*'; opened on its own
 * (no sportsbook origin) the site posts nothing. In: a message counts only when it comes from that
 * origin, is a string (JSON or base64 JSON) and parses as a sportsbook-to-frame message of the current
 * version; anything else is dropped and counted, never thrown.
 */
import {
  encodeFrameMessage,
  type GlobalToSportMessage,
  parseFrameMessage,
  type SportEvent,
  SportToGlobalMessage,
} from '@touchline/contract';
import type { z } from 'zod';

type GlobalInput = z.input<typeof GlobalToSportMessage>;
/** An outgoing message without its envelope (version and source are added here). */
export type OutgoingMessage = GlobalInput extends infer M
  ? M extends { event: infer E; details?: infer D }
    ? { event: E; details?: D }
    : never
  : never;

export type IncomingMessage = SportToGlobalMessage;
export type DropReason = 'origin' | 'not_string' | 'invalid';

/** The window the site runs in, as much of it as the bridge needs (tests pass their own). */
export interface BridgeHost {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface BridgeTarget {
  postMessage(message: string, targetOrigin: string): void;
}

export interface FrameBridgeOptions {
  host: BridgeHost;
  /** The sportsbook window (the frame's parent), or null when opened on its own. */
  target: BridgeTarget | null;
  /** The sportsbook origin from the allow-list, or null. */
  origin: string | null;
}

type Listener = (message: IncomingMessage) => void;

export class FrameBridge {
  readonly #host: BridgeHost;
  readonly #target: BridgeTarget | null;
  readonly #origin: string | null;
  readonly #listeners = new Set<Listener>();
  readonly #dropped: Record<DropReason, number> = { origin: 0, not_string: 0, invalid: 0 };
  #started = false;

  constructor(options: FrameBridgeOptions) {
    this.#host = options.host;
    this.#origin = options.origin;
    this.#target = options.origin === null ? null : options.target;
  }

  /** True when the page runs in the sportsbook's frame and messages go somewhere. */
  get connected(): boolean {
    return this.#target !== null && this.#origin !== null;
  }

  /** How many incoming messages were dropped, by reason. */
  get dropped(): Readonly<Record<DropReason, number>> {
    return { ...this.#dropped };
  }

  /** Starts listening and tells the sportsbook the frame is ready (app_ready). */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#host.addEventListener('message', this.#onMessage);
    this.send({ event: 'app_ready' });
  }

  stop(): void {
    if (!this.#started) return;
    this.#started = false;
    this.#host.removeEventListener('message', this.#onMessage);
  }

  /** Posts a message to the sportsbook; false when there is no sportsbook to post to. */
  send(message: OutgoingMessage): boolean {
    if (this.#target === null || this.#origin === null) return false;
    const full = { source: 'global', details: {}, ...message } as GlobalInput;
    this.#target.postMessage(encodeFrameMessage(full), this.#origin);
    return true;
  }

  /** Subscribes to incoming messages; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Subscribes to one event. */
  on<E extends SportEvent>(event: E, handler: (message: Extract<IncomingMessage, { event: E }>) => void) {
    return this.subscribe((message) => {
      if (message.event === event) handler(message as Extract<IncomingMessage, { event: E }>);
    });
  }

  readonly #onMessage = (event: MessageEvent): void => {
    if (this.#origin === null || event.origin !== this.#origin) {
      this.#dropped.origin += 1;
      return;
    }
    if (typeof event.data !== 'string') {
      this.#dropped.not_string += 1;
      return;
    }
    const message = parseFrameMessage(event.data, SportToGlobalMessage);
    if (message === null) {
      this.#dropped.invalid += 1;
      return;
    }
    for (const listener of this.#listeners) {
      try {
        listener(message);
      } catch (error) {
        // One failing screen must not stop the others from hearing the message.
        console.error('frame message handler failed', error);
      }
    }
  };
}

/** The bridge of a browser page: the parent window is the sportsbook when the page is framed. */
export function browserBridge(origin: string | null): FrameBridge {
  const framed = window.parent !== window;
  return new FrameBridge({
    host: window,
    target: framed ? window.parent : null,
    origin: framed ? origin : null,
  });
}
