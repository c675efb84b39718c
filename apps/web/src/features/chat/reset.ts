/**
 * `?chatbot=reset` on any sportsbook address: the notification shows again, and the stored session id
 * and the messages are dropped; the address loses the parameter.
 */
import { clearChat, storeNotificationClosedAt } from './persist';
import { RESET_PARAM, resetAsked } from './reset-flag';

/** Applies a reset the address asks for; answers whether it did. */
export function applyAddressReset(search: string): boolean {
  if (!resetAsked(search)) return false;
  storeNotificationClosedAt(null);
  clearChat();
  return true;
}

/** The address without the chat's parameter; null when it has none. */
export function withoutResetParam(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!query.has(RESET_PARAM)) return null;
  query.delete(RESET_PARAM);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
