/**
 * The bet builder page the 'Create YourBet' modal frames. The page itself is the built front end of
 * apps/betbuilder (its files under /betbuilder/); the server writes the event's data into its
 * index.html: the builder markets, popular combinations and the origin the betslip id is posted to.
 * The bettor picks selections, the page prices them with /v1/betbuilder/calculate, stores the ticket
 * and posts its betslip id to the sportsbook window, which fetches it with GET /v1/betbuilder/ticket.
 *
 * The message goes only to the sportsbook's origin, never '*', and only sportsbook origins may frame it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS, type BuilderPageData } from '@touchline/contract';
import { escapeHtml } from '../../html';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const originOf = (url: string | undefined | null): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/** Origins of the sportsbook: this deployment's, every brand's sport site, and local development. */
export function isSportsbookOrigin(origin: string, own: readonly (string | null)[]): boolean {
  if (own.includes(origin)) return true;
  const url = new URL(origin);
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  return (
    url.protocol === 'https:' && BRANDS.some((b) => url.host === `sport.${b.domain}` || url.host === b.domain)
  );
}

/**
 * Where the page posts the betslip id: the embedding page's origin (from the Referer) when it is a
 * sportsbook origin, else PUBLIC_URL, else the server's own origin (the embedded single-port setup).
 */
export function parentOrigin(
  referrer: string | undefined,
  publicUrl: string | undefined,
  own: string,
): string {
  const fromReferrer = originOf(referrer);
  const configured = originOf(publicUrl);
  if (fromReferrer && isSportsbookOrigin(fromReferrer, [configured, own])) return fromReferrer;
  return configured ?? own;
}

/** The sportsbook origins that may frame the page besides PUBLIC_URL and FRAME_ORIGINS: every brand's sport site. */
export const BRAND_SPORT_SITES: readonly string[] = BRANDS.map((b) => `https://sport.${b.domain}`);

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The id of the JSON script element the page reads its data from (apps/betbuilder reads the same id). */
export const PAGE_DATA_ELEMENT_ID = 'builder-data';

/** Served when apps/betbuilder has not been built: it says so instead of a blank frame. */
export const UNBUILT_SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Create YourBet</title>
</head>
<body>
<p>The bet builder page is not built: run npm run build.</p>
</body>
</html>`;

/** The built page (apps/betbuilder/dist/index.html), or the notice that it is not built. */
export function loadBuilderShell(dist: string | undefined): { html: string; built: boolean } {
  const index = dist ? join(dist, 'index.html') : null;
  if (!index || !existsSync(index)) return { html: UNBUILT_SHELL, built: false };
  return { html: readFileSync(index, 'utf8'), built: true };
}

/** The page for one event: the shell with the page's language and its data as an inert JSON element. */
export function renderBuilderPage(shell: string, data: BuilderPageData): string {
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  const title = `<title>${escapeHtml(data.eventName)}</title>`;
  return shell
    .replace(/<html([^>]*?)\slang="[^"]*"/, '<html$1')
    .replace('<html', `<html lang="${escapeHtml(data.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, title)
    .replace('</head>', `${element}\n</head>`);
}

export { escapeHtml };
