/** The account site's own server: the one call its page makes to the origin it is served from. */
import { AccountSiteConfig } from '../frame/site-url';
import { defineCall } from './define';

export const getAccountSiteConfig = defineCall({
  method: 'GET',
  path: '/site-config.json',
  module: 'account-site',
  summary: "Where the account site's API is and which sportsbook origins may exchange messages with it",
  auth: 'none',
  response: AccountSiteConfig,
});

export const accountSiteCalls = { getAccountSiteConfig } as const;

/** The games site (the casino's game clients, on their own origin) answers the same shape. */
export const getGamesSiteConfig = defineCall({
  method: 'GET',
  path: '/site-config.json',
  module: 'games-site',
  summary: "Where the games' API is and which sportsbook origins may frame the games and exchange messages",
  auth: 'none',
  response: AccountSiteConfig,
});

export const gamesSiteCalls = { getGamesSiteConfig } as const;
