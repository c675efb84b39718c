/**
 * The browser-facing hardening of the two sites: a Content-Security-Policy built from the page itself
 * (the inline boot script and stylesheet are allowed by their SHA-256, never by 'unsafe-inline'), who
 * may frame each site, and the usual headers that stop sniffing, leaking referrers and borrowing
 * powerful features.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountOrigin, BRANDS } from './brands';
import type { Config } from './config';
import { gamesOrigins } from './games-site-config';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP sources of a page's inline scripts and style elements (those the browser would run as is). */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  return { scripts: [...new Set(scripts.map(sha256))], styles: [...new Set(styles.map(sha256))] };
}

/**
 * The sportsbook's own origins: PUBLIC_URL (when unset, this machine on PORT by name and by address)
 * and any further ones configured; the account site may be framed by these only.
 */
export function sportsbookOrigins(config: Config): string[] {
  const main = config.PUBLIC_URL
    ? [config.PUBLIC_URL.replace(/\/$/, '')]
    : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
  return [...new Set([...main, ...config.FRAME_ORIGINS])];
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * Where a brand's tag manager loads from and reports to, once a brand names a container: its script and
 * the analytics endpoints it sends to. No brand with a container: nothing is added.
 */
export function tagManagerSources(brands: readonly { tag_manager_id: string | null }[] = BRANDS): {
  scripts: string[];
  connect: string[];
} {
  if (!brands.some((brand) => brand.tag_manager_id)) return { scripts: [], connect: [] };
  return {
    scripts: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  };
}

/**
 * The sportsbook page's policy: its files, API and Socket.IO from its own origin; the account site and
 * its own pages (stats, bet builder) in frames; HLS video from blob: with hls.js' worker; a brand's tag
 * manager when one names a container; framed only by itself.
 */
export function sportsbookPolicy(config: Config, html: string): string {
  const { scripts, styles } = inlineHashes(html);
  const tags = tagManagerSources();
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...tags.scripts],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tags.connect],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    // The casino's games play in frames on their own origin.
    'frame-src': ["'self'", accountOrigin(config), ...gamesOrigins(config)],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
}

/** The account site's policy: its own files, the sportsbook's API, framed by the sportsbook only. */
export function accountPolicy(config: Config, html: string): string {
  const { scripts, styles } = inlineHashes(html);
  const sportsbook = sportsbookOrigins(config);
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sportsbook],
    'frame-ancestors': sportsbook,
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
}

/** An http(s) origin's WebSocket twin (Socket.IO upgrades to it). */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The games site's policy: its own files; calls and the roulette table's socket to the API; framed only
 * by the sportsbook (its origins, every brand's sites and, outside production, local development ports).
 */
export function gamesPolicy(config: Config, html: string): string {
  const { scripts, styles } = inlineHashes(html);
  const sportsbook = sportsbookOrigins(config);
  const brandSites = BRANDS.flatMap((brand) => [`https://sport.${brand.domain}`, `https://${brand.domain}`]);
  const local =
    config.NODE_ENV === 'production'
      ? []
      : ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*'];
  const localSockets = config.NODE_ENV === 'production' ? [] : ['ws://localhost:*', 'ws://127.0.0.1:*'];
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      ...new Set(["'self'", ...sportsbook, ...sportsbook.map(socketOrigin), ...local, ...localSockets]),
    ],
    'frame-ancestors': [...new Set([...sportsbook, ...brandSites, ...local])],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'object-src': ["'none'"],
  });
}

/**
 * The framed bet builder page's policy: its own built files and calls to its own server, nothing
 * else (no frames, no fonts, no other origin), framed by the sportsbook only: its origins (PUBLIC_URL
 * + FRAME_ORIGINS), every brand's sport site and, outside production, local development ports.
 */
export function builderPolicy(config: Config, html: string, brandSites: readonly string[]): string {
  const { scripts, styles } = inlineHashes(html);
  const local =
    config.NODE_ENV === 'production'
      ? []
      : ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*'];
  return policy({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': [...new Set(["'self'", ...sportsbookOrigins(config), ...brandSites, ...local])],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}

/** Headers every answer of a site carries; HSTS only when the request came over HTTPS. */
export function addHardeningHeaders(app: FastifyInstance, options: { openerIsolated: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), usb=(), fullscreen=(self)');
    // The sportsbook opens no window that must reach back to it; the framed account site sets none, so
    // payment pop-ups it may open keep their opener.
    if (options.openerIsolated) reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
