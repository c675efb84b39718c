/**
 * The global webview: in the app, pages of the account (global) site and outside pages open in the
 * in-app browser (the Browser plugin) over the sportsbook. App only (loaded lazily).
 */
import { browser } from './device';

/** An absolute http(s) address for a target: a path resolves against the account site; null otherwise. */
export function globalWebviewUrl(target: string, accountSite: string | null): string | null {
  try {
    const url = new URL(target, accountSite ?? undefined);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Opens a page in the in-app browser; a target that is no http(s) address is refused and logged. */
export async function openGlobalWebview(target: string, accountSite: string | null): Promise<void> {
  const url = globalWebviewUrl(target, accountSite);
  if (!url) {
    console.warn('global webview: not an http(s) address');
    return;
  }
  await browser((plugin) => plugin.open({ url }));
}
