/**
 * Where the games site (the casino's game clients, on their own origin) is, and what it learns from its
 * own server at start-up (`GET /site-config.json`): the API's origin, and the sportsbook origins that may
 * frame the games and exchange messages with them.
 */
import type { AccountSiteConfig } from '@touchline/contract';
import { accountSiteConfig } from './account-site-config';
import type { Config } from './config';
import { sportsbookOrigins } from './security-headers';

const withoutSlash = (url: string) => url.replace(/\/$/, '');

/** The games origins this server answers for: GAMES_URL, else this machine on GAMES_PORT by name and address. */
export function gamesOrigins(config: Config): string[] {
  return config.GAMES_URL
    ? [new URL(config.GAMES_URL).origin]
    : [`http://localhost:${config.GAMES_PORT}`, `http://127.0.0.1:${config.GAMES_PORT}`];
}

/**
 * The games origin a page opened by this request frames: GAMES_URL, else the host the browser used at
 * GAMES_PORT, so a sportsbook opened as 127.0.0.1 frames 127.0.0.1.
 */
export function gamesOriginFor(config: Config, request: { protocol: string; hostname: string }): string {
  if (config.GAMES_URL) return new URL(config.GAMES_URL).origin;
  const host =
    request.hostname.includes(':') && !request.hostname.startsWith('[')
      ? `[${request.hostname}]`
      : request.hostname;
  return `${request.protocol}://${host}:${config.GAMES_PORT}`;
}

/** The games site's configuration: the account site's, with every origin the sportsbook is served from. */
export function gamesSiteConfig(
  config: Config,
  request: { protocol: string; hostname: string },
): AccountSiteConfig {
  const base = accountSiteConfig(config, request);
  return {
    ...base,
    sportsbook_origins: [
      ...new Set([...base.sportsbook_origins, ...sportsbookOrigins(config).map(withoutSlash)]),
    ],
  };
}
