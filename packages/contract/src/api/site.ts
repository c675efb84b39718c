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
