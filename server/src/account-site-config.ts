/**
 * What the account site learns from its own server at start-up (`GET /site-config.json`): the API's
 * origin, and the sportsbook origins it may post messages to and accept them from.
 */
import { type AccountSiteConfig, BRANDS } from '@touchline/contract';
import type { Config } from './config';

const withoutSlash = (url: string) => url.replace(/\/$/, '');

/**
 * `requestHost` is the host (name, no port) the browser used for the account site: without a
 * PUBLIC_URL the API is on that same host at PORT, so a page opened as 127.0.0.1 calls 127.0.0.1.
 */
export function accountSiteConfig(
  config: Config,
  request: { protocol: string; hostname: string },
): AccountSiteConfig {
  const host =
    request.hostname.includes(':') && !request.hostname.startsWith('[')
      ? `[${request.hostname}]`
      : request.hostname;
  const apiUrl = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `${request.protocol}://${host}:${config.PORT}`;
  const brandOrigins = BRANDS.flatMap((brand) => [
    `https://sport.${brand.domain}`,
    `https://${brand.domain}`,
  ]);
  return {
    api_url: withoutSlash(apiUrl),
    sportsbook_origins: [...new Set([withoutSlash(apiUrl), ...brandOrigins])],
    allow_local: config.NODE_ENV !== 'production',
  };
}
