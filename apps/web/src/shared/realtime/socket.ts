/** Protocol version of packages/contract/src/realtime/protocol.ts (a type-only import keeps zod out). */
export const PROTOCOL_VERSION = 1 as const;

/**
 * The Socket.IO client behind one module. The library loads on first use so
 * it stays out of the first paint; requests fall back to HTTP when the socket is not connected or does
 * not answer within the 10 s time-out; channel subscriptions are renewed after every reconnect.
 */
import type { ClientMessageType } from '@touchline/contract';
import type { Socket } from 'socket.io-client';
import { ApiError, REQUEST_TIMEOUT_MS } from '@/shared/api/client';
import { afterFirstScreen, isPageVisible, onVisibilityChange } from '@/shared/platform/page';
import { after } from '@/shared/platform/timers';

type Listener = (payload: unknown) => void;

let socket: Socket | null = null;
let loading: Promise<Socket> | null = null;
const channels = new Map<string, Set<Listener>>();
const resyncListeners = new Set<() => void>();

/**
 * Called after a reconnect or when the tab becomes visible again, so screens can refetch what they missed.
 */
export function onResync(listener: () => void): () => void {
  resyncListeners.add(listener);
  return () => resyncListeners.delete(listener);
}

let bookmaker = '';

const subscription = (type: 'subscribe' | 'unsubscribe', channel: string) => ({
  v: PROTOCOL_VERSION,
  type,
  channel,
});

function resubscribe(target: Socket): void {
  for (const channel of channels.keys()) target.emit('subscribe', subscription('subscribe', channel));
}

/** The bookmaker of the handshake; set once at start-up, before the first connect. */
export function configureSocket(options: { bookmaker: string }): void {
  bookmaker = options.bookmaker;
}

/**
 * Longest wait for an idle moment before the first connect: the socket's library, handshake and first
 * pushes never compete with the first screen.
 */
const FIRST_CONNECT_MAX_WAIT_MS = 2_000;

/** Connects (once, after the first screen) and returns the socket. */
export function connect(): Promise<Socket> {
  if (socket) return Promise.resolve(socket);
  if (!loading) {
    loading = afterFirstScreen(FIRST_CONNECT_MAX_WAIT_MS)
      .then(() => import('socket.io-client'))
      .then(({ io }) => {
        const created = io({
          path: '/socket.io',
          transports: ['websocket', 'polling'],
          reconnectionDelayMax: 10_000,
          auth: { v: PROTOCOL_VERSION, bookmaker },
        });
        let connectedBefore = false;
        created.on('connect', () => {
          resubscribe(created);
          if (connectedBefore) for (const listener of resyncListeners) listener();
          connectedBefore = true;
        });
        created.onAny((event: string, payload: unknown) => {
          const listeners = channels.get(event);
          if (listeners) for (const listener of listeners) listener(payload);
        });
        onVisibilityChange((visible) => {
          if (!visible) return;
          if (!created.connected) created.connect();
          for (const listener of resyncListeners) listener();
        });
        socket = created;
        return created;
      });
  }
  return loading;
}

/**
 * A request/acknowledge call over the socket ('events', 'events-live'), or the HTTP twin when the
 * socket is down, times out or answers with an error.
 */
export async function requestWithFallback<T>(
  type: Extract<ClientMessageType, 'events' | 'events-live'>,
  params: Record<string, unknown>,
  http: () => Promise<T>,
): Promise<T> {
  if (!socket?.connected || !isPageVisible()) {
    void connect();
    return http();
  }
  try {
    const answer: unknown = await socket
      .timeout(REQUEST_TIMEOUT_MS)
      .emitWithAck(type, { v: PROTOCOL_VERSION, type, params });
    if (typeof answer === 'object' && answer !== null && 'statusCode' in answer) {
      throw new ApiError(Number((answer as { statusCode: number }).statusCode), 'SOCKET_ERROR');
    }
    // The answer (a page's whole list of events) renders in a task of its own, not in the socket
    // message's task that parsed it: the two together were one long task.
    await new Promise<void>((resolve) => after(0, () => resolve()));
    return answer as T;
  } catch {
    return http();
  }
}

/** Listens to a push channel such as `{bookmaker}_events`; returns the unsubscribe. */
export function subscribe(channel: string, listener: Listener): () => void {
  let set = channels.get(channel);
  if (!set) {
    set = new Set();
    channels.set(channel, set);
    if (socket?.connected) socket.emit('subscribe', subscription('subscribe', channel));
  }
  set.add(listener);
  void connect();
  return () => {
    const current = channels.get(channel);
    current?.delete(listener);
    if (current && current.size === 0) {
      channels.delete(channel);
      socket?.emit('unsubscribe', subscription('unsubscribe', channel));
    }
  };
}
