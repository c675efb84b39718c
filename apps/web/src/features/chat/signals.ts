/**
 * Clearing the conversation from outside the widget (a logout, `?chatbot=reset`), whether or not the
 * widget's code has loaded: the stored session id goes at once, and a loaded session is told to drop
 * its messages and socket.
 */
import { storeUuid } from './persist';

const listeners = new Set<() => void>();

export function onChatCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearChat(): void {
  storeUuid(null);
  for (const listener of listeners) listener();
}
