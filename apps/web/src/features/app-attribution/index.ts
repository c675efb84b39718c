/**
 * Affiliate attribution of the native app. The app layer calls `applyAttribution` with what the shell's
 * attribution sync hands over ({ campaign, adgroup, creative }, as an object or JSON text): it loads
 * the writer on demand and keeps the values as the affiliate cookies (see affiliate-cookies.ts), which
 * the account site's registration reads and sends with the new account.
 *
 * In the shell: the native side posts `{ type: 'attribution', campaign, adgroup, creative }` through the
 * app bridge once its attribution SDK answers (first launch, and again when it changes); the bridge's
 * handler calls `applyAttribution(message)`. Unknown keys are ignored.
 */
import type { AffiliateCookie } from './affiliate-cookies';

export type { AffiliateCookie } from './affiliate-cookies';

/** Writes the affiliate cookies of an attribution; resolves with the cookies written. */
export async function applyAttribution(attribution: unknown): Promise<AffiliateCookie[]> {
  const { syncAttribution } = await import('./sync');
  return syncAttribution(attribution);
}
