/**
 * What the chat keeps in the browser: the session id (to resume the conversation), the number of
 * messages sent as a guest (the guest limit survives a reload), and when the notification was closed.
 */
import { readText, removeKey, writeText } from '@/shared/platform/storage';

export const CHAT_UUID_KEY = 'chatbot_uuid';
export const CHAT_COUNT_KEY = 'chatbot_message_count';
export const CHAT_CLOSED_AT_KEY = 'chatbot_notification_closed_at';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function storedUuid(): string | null {
  const value = readText(CHAT_UUID_KEY);
  return value && UUID.test(value) ? value : null;
}

export function storeUuid(uuid: string | null): void {
  if (uuid) writeText(CHAT_UUID_KEY, uuid);
  else removeKey(CHAT_UUID_KEY);
}

function storedNumber(key: string): number | null {
  const value = Number(readText(key));
  return readText(key) !== null && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Messages sent without login, on this browser. */
export const guestMessageCount = (): number => Math.floor(storedNumber(CHAT_COUNT_KEY) ?? 0);

export function storeGuestMessageCount(count: number): void {
  writeText(CHAT_COUNT_KEY, String(Math.max(0, Math.floor(count))));
}

export const notificationClosedAt = (): number | null => storedNumber(CHAT_CLOSED_AT_KEY);

export function storeNotificationClosedAt(at: number | null): void {
  if (at === null) removeKey(CHAT_CLOSED_AT_KEY);
  else writeText(CHAT_CLOSED_AT_KEY, String(at));
}

/*
 * Clearing the conversation from outside the widget (a logout, `?chatbot=reset`), whether or not the
 * widget's code has loaded: the stored session id goes at once, and a loaded session is told to drop
 * its messages and socket.
 */
const listeners = new Set<() => void>();

export function onChatCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearChat(): void {
  storeUuid(null);
  for (const listener of listeners) listener();
}
