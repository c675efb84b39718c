/**
 * The bridge between the sportsbook and the native app around it: the one place that reads and sends
 * the app's messages (the contract's AppToSportMessage and SportToAppMessage).
 *
 * Transport, Capacitor's standard plugin mechanism through the shell's plugin `TouchlineShell`:
 * - shell -> page: the plugin's `message` event. The native side calls
 *   `notifyListeners("message", { data: <string> })`; the page subscribes with
 *   `TouchlineShell.addListener('message', ...)` (Capacitor delivers it to that listener).
 * - page -> shell: `TouchlineShell.postMessage({ data: <string> })`, the same string format.
 *
 * A message counts only when `data` is a string (JSON or base64 JSON) that the contract accepts; anything
 * else (an object, malformed text, an unknown action, a frame message or another foreign shape) is
 * dropped and logged with the reason only: a balance update carries an access token, which never reaches
 * the log. This module loads only in the app (its importers import it lazily).
 */
import {
  type AppAction,
  type AppToSportMessage,
  encodeAppMessage,
  readAppMessage,
  type SportToAppMessage,
} from '@touchline/contract';
import type { z } from 'zod';
import { shell } from './device';

export type AppMessageOf<A extends AppAction> = Extract<AppToSportMessage, { action: A }>;
type AppHandler<A extends AppAction> = (message: AppMessageOf<A>) => unknown;
/** What the registry stores: each handler is only ever called with its own action's messages. */
type AnyHandler = (message: AppToSportMessage) => unknown;

type Distribute<T> = T extends unknown ? Omit<T, 'v' | 'source'> : never;
/** A message to the shell, without the envelope added here (version and source). */
export type ShellMessage = Distribute<z.input<typeof SportToAppMessage>>;

const handlers = new Map<AppAction, Set<AnyHandler>>();

/** Runs `handler` for every accepted message of one action; the answer stops it. */
export function onAppMessage<A extends AppAction>(action: A, handler: AppHandler<A>): () => void {
  let set = handlers.get(action);
  if (!set) {
    set = new Set();
    handlers.set(action, set);
  }
  const entry = handler as unknown as AnyHandler;
  set.add(entry);
  return () => set.delete(entry);
}

/**
 * Reads what the shell sent and hands it to the action's handlers; false when it was dropped. A
 * handler's failure is logged and never reaches the shell's call.
 */
export function receiveShellMessage(data: unknown): boolean {
  const read = readAppMessage(data);
  if (!read.ok) {
    console.warn(`app message dropped: ${read.reason}`);
    return false;
  }
  const { action } = read.message;
  const set = handlers.get(action);
  if (!set || set.size === 0) {
    console.warn(`app message dropped: nothing handles ${action}`);
    return false;
  }
  for (const handler of set) {
    try {
      Promise.resolve(handler(read.message)).catch((error: unknown) => reportFailure(action, error));
    } catch (error) {
      reportFailure(action, error);
    }
  }
  return true;
}

function reportFailure(action: AppAction, error: unknown): void {
  // The error's message only: a handler's error could quote the message it was handling.
  console.error(`app message ${action} failed: ${error instanceof Error ? error.message : 'unknown error'}`);
}

/** Starts listening to the shell's messages; the answer stops. */
export async function listenToShell(): Promise<() => void> {
  const handle = await shell((plugin) =>
    plugin.addListener('message', (event) => {
      receiveShellMessage(event?.data);
    }),
  );
  return () => {
    void handle.remove();
  };
}

/** Sends a message to the shell (JSON, with the protocol version). */
export async function postToShell(message: ShellMessage): Promise<void> {
  const envelope = { ...message, source: 'sport' } as z.input<typeof SportToAppMessage>;
  await shell((plugin) => plugin.postMessage({ data: encodeAppMessage(envelope) }));
}

/** Forgets every handler (tests start afresh). */
export function resetBridgeForTests(): void {
  handlers.clear();
}
