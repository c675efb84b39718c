/**
 * The sportsbook end of the frame protocol: the only place that touches postMessage and `message`
 * events. A message counts only when it is a string (JSON or base64 JSON), comes from the account
 * site's origin and from its frame (nothing counts while that frame is not there) and parses against the protocol with the
 * current version. Anything else is dropped and counted, never thrown. Outgoing messages are strings
 * posted to that origin only.
 */
import { encodeFrameMessage, GlobalToSportMessage, parseFrameMessage } from '@touchline/contract';
import type { SportMessage } from './machine';

/** The part of `window` the transport uses, so tests hand in their own. */
export interface MessageHost {
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
}

/** The part of the frame's window the transport posts to. */
export interface MessageTarget {
  postMessage: (message: string, targetOrigin: string) => void;
}

export interface FrameTransportOptions {
  host: MessageHost;
  /** The account site's origin, e.g. https://global.touchline.ie. */
  origin: string;
  /** The frame's window once it exists; messages from any other window, or before it exists, are dropped. */
  target: () => MessageTarget | null;
  onMessage: (message: GlobalToSportMessage) => void;
}

export interface FrameTransport {
  send: (message: SportMessage) => void;
  /** How many incoming messages were dropped (wrong origin or window, not a string, not the protocol). */
  dropped: () => number;
  dispose: () => void;
}

/** Origin of a URL (scheme, host and port), or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function connectFrame({ host, origin, target, onMessage }: FrameTransportOptions): FrameTransport {
  let dropped = 0;
  const listener = (event: MessageEvent) => {
    const frame = target();
    const fromFrame = frame !== null && event.source === frame;
    const message =
      event.origin === origin && fromFrame ? parseFrameMessage(event.data, GlobalToSportMessage) : null;
    if (message === null) {
      dropped += 1;
      return;
    }
    try {
      onMessage(message);
    } catch (error) {
      console.error('frame message handler failed', error);
    }
  };
  host.addEventListener('message', listener);
  return {
    send(message) {
      const frame = target();
      if (!frame) return;
      frame.postMessage(encodeFrameMessage({ ...message, source: 'sport' }), origin);
    },
    dropped: () => dropped,
    dispose: () => host.removeEventListener('message', listener),
  };
}
