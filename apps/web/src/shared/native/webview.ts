/**
 * The global webview: in the app, pages of the account (global) site and outside pages open in the
 * in-app browser (the Browser plugin) over the sportsbook. App only (loaded lazily).
 */
import { browser } from './device';

/** What a page of the account site needs to show the bettor's brand, language and theme. */
export interface AccountSitePreferences {
  bookmaker: string;
  lang: string;
  theme: string;
}

/**
 * An absolute http(s) address for a target: a path resolves against the account site; null otherwise.
 * A page of the account site carries the brand, language and theme (each unless the target names it),
 * as the frame's address does: without them it would show the default brand in English.
 */
export function globalWebviewUrl(
  target: string,
  accountSite: string | null,
  preferences?: AccountSitePreferences,
): string | null {
  try {
    const url = new URL(target, accountSite ?? undefined);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (preferences && accountSite && url.origin === new URL(accountSite).origin) {
      for (const [key, value] of Object.entries(preferences)) {
        if (!url.searchParams.has(key)) url.searchParams.set(key, value);
      }
    }
    return url.href;
  } catch {
    return null;
  }
}

/** Opens a page in the in-app browser; a target that is no http(s) address is refused and logged. */
export async function openGlobalWebview(
  target: string,
  accountSite: string | null,
  preferences?: AccountSitePreferences,
): Promise<void> {
  const url = globalWebviewUrl(target, accountSite, preferences);
  if (!url) {
    console.warn('global webview: not an http(s) address');
    return;
  }
  await browser((plugin) => plugin.open({ url }));
}
