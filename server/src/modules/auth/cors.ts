/**
 * Cross-origin access for the account site (its own origin, shown in the frame), the games site (the
 * casino's game clients, with their session header) and the brand sites: they call /auth, the cashier,
 * the player calls and the studio's calls of this API.
 */
import type { FastifyCorsOptions } from '@fastify/cors';
import { accountOrigin, BRANDS } from '../../brands';
import type { Config } from '../../config';
import { gamesOrigins } from '../../games-site-config';

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** True when a browser origin may call the API with credentials. */
export function isAllowedOrigin(config: Config, origin: string): boolean {
  const own = [accountOrigin(config), ...gamesOrigins(config), config.PUBLIC_URL?.replace(/\/$/, '')];
  if (own.includes(origin)) return true;
  if (config.NODE_ENV !== 'production' && LOCAL.test(origin)) return true;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:') return false;
    host = url.hostname;
  } catch {
    return false;
  }
  return BRANDS.some((brand) => host === brand.domain || host.endsWith(`.${brand.domain}`));
}

/** @fastify/cors options: the allowed origins, credentials, and the headers the calls send. */
export const corsOptions = (config: Config): FastifyCorsOptions => ({
  origin: (origin, callback) => callback(null, origin === undefined || isAllowedOrigin(config, origin)),
  credentials: true,
  // PUT: the safe-gambling settings are replaced in place.
  methods: ['GET', 'HEAD', 'POST', 'PUT'],
  // The account site explains a lockout or a rate limit with the time to wait.
  exposedHeaders: ['retry-after'],
  allowedHeaders: [
    'content-type',
    'jwt',
    'authorization',
    'bookmaker',
    'idempotency-key',
    'x-casino-session',
  ],
  maxAge: 600,
});
