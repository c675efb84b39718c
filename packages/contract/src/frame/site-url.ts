/**
 * How the sportsbook opens the account site in its frame, and what the account site's own server tells
 * it at start-up.
 *
 * The frame URL is `{global_iframe}{path}?bookmaker=..&lang=..&theme=..&origin=..`:
 * - `path`: an account page (/registration, /cashier/deposit, /help/contact-us, ...);
 * - `bookmaker`: the brand (its currency and country apply: registration, cashier);
 * - `lang`: one of the nine languages; `theme`: dark (default) or light;
 * - `origin`: the sportsbook page's own origin (`window.location.origin`). The account site posts its
 *   messages to that origin only, and only when the origin is on the allow-list its server publishes
 *   (`/site-config.json`); otherwise it runs as a stand-alone site and posts nothing.
 * `brand` and `parent` are read as other names of `bookmaker` and `origin` (the sportsbook's frame
 * sends those). Parameters that are missing or invalid fall back to the default brand, English and
 * dark; an e-mailed link (reset password) carries none of them and still works.
 */
import { z } from 'zod';
import { Bookmaker, DEFAULT_LANGUAGE, Language, Theme } from '../entities/common';
import { FramePath } from './protocol';

/** An origin: scheme, host and optional port, nothing else (no path, no trailing slash). */
export const WebOrigin = z
  .string()
  .max(300)
  .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-fA-F:]+\](:\d{1,5})?$/, 'an origin');
export type WebOrigin = z.infer<typeof WebOrigin>;

const renamed = (raw: unknown): unknown => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const { brand, parent, ...rest } = raw as Record<string, unknown>;
  return { bookmaker: brand, origin: parent, ...rest };
};

/** The query of a frame URL, as the account site reads it (each field falls back on its own). */
export const AccountSiteQuery = z.preprocess(
  renamed,
  z.object({
    bookmaker: Bookmaker.optional().catch(undefined),
    lang: Language.catch(DEFAULT_LANGUAGE),
    theme: Theme.catch('dark'),
    origin: WebOrigin.optional().catch(undefined),
  }),
);
export type AccountSiteQuery = z.infer<typeof AccountSiteQuery>;

export interface AccountSiteLink {
  path: string;
  bookmaker: string;
  lang: Language;
  theme: z.infer<typeof Theme>;
  /** The sportsbook page's origin, so the account site knows where to post. */
  origin: string;
}

/** The URL the sportsbook gives its frame (and the app its webview) for an account page. */
export function accountSiteUrl(globalIframe: string, link: AccountSiteLink): string {
  const path = FramePath.parse(link.path);
  const base = globalIframe.replace(/\/$/, '');
  const [pathname = '/', existing = ''] = path.split('?');
  const query = new URLSearchParams(existing);
  query.set('bookmaker', link.bookmaker);
  query.set('lang', link.lang);
  query.set('theme', link.theme);
  query.set('origin', link.origin);
  return `${base}${pathname}?${query.toString()}`;
}

/**
 * `GET /site-config.json` on the account site's origin: where its API is, and which sportsbook origins
 * may frame it and exchange messages with it.
 */
export const AccountSiteConfig = z.object({
  api_url: WebOrigin.describe('Origin of the API (the sportsbook server)'),
  sportsbook_origins: z.array(WebOrigin).describe('Origins the account site posts to and accepts from'),
  allow_local: z.boolean().describe('Outside production: any localhost / 127.0.0.1 origin is allowed too'),
});
export type AccountSiteConfig = z.infer<typeof AccountSiteConfig>;

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** True when an origin may frame the account site and exchange messages with it. */
export function isSportsbookOrigin(config: AccountSiteConfig, origin: string): boolean {
  if (config.sportsbook_origins.includes(origin)) return true;
  return config.allow_local && LOCAL_ORIGIN.test(origin);
}
