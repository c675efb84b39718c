/**
 * The affiliate cookies from the app's attribution sync: idaffiliation from the campaign, click_id from
 * the ad group, affiliate_customs[bonuscode] from the creative and affiliate_customs[click_id] from the
 * ad group; 30 days (2,592,000 s), path /, secure, on the domain and its sport. and global. subdomains,
 * so the account site (global.) reads them at registration.
 */
import {
  AFFILIATE_COOKIE_MAX_AGE_S,
  AFFILIATE_COOKIES,
  AffiliateValue,
  type Attribution,
} from '@touchline/contract';
import { writeCookie } from '@/shared/platform/cookies';

export interface AffiliateCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
  /** undefined: the page host's own cookie (a loopback or single-label host has no domain to share). */
  domain: string | undefined;
  secure: true;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** The first label of the sportsbook, the account site and the usual bare-domain aliases. */
const SITE_LABEL = /^(sport|global|www)\./;

/**
 * The domains a page on this host writes the cookies for: the brand domain and its sport. and global.
 * subdomains, those of them a browser lets this host set (its own and its parent; a sibling's would be
 * refused). The domain cookie alone reaches every subdomain; the subdomain ones follow the rule as the
 * affiliate system expects it. An IP address, an IPv6 literal or a single-label host (localhost, the app's
 * own web view) gets one cookie of its own; browsers share it across that host's ports.
 */
export function affiliateCookieDomains(hostname: string): Array<string | undefined> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || IPV4.test(host) || host.includes(':') || host.startsWith('['))
    return [undefined];
  const base = host.replace(SITE_LABEL, '');
  return [base, `sport.${base}`, `global.${base}`].filter(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  );
}

/** The cookie values of an attribution: each part that is present and a valid affiliate value. */
export function affiliateValues(attribution: Attribution): Array<{ name: string; value: string }> {
  const pairs: Array<[string, string | undefined]> = [
    [AFFILIATE_COOKIES.idaffiliation, attribution.campaign],
    [AFFILIATE_COOKIES.clickId, attribution.adgroup],
    [AFFILIATE_COOKIES.bonusCode, attribution.creative],
    [AFFILIATE_COOKIES.customClickId, attribution.adgroup],
  ];
  const values: Array<{ name: string; value: string }> = [];
  for (const [name, raw] of pairs) {
    // A missing or malformed part leaves the cookie as it was rather than writing what the server refuses.
    const parsed = AffiliateValue.safeParse(raw);
    if (parsed.success) values.push({ name, value: parsed.data });
  }
  return values;
}

/** Every cookie to write for an attribution on this host (pure). */
export function affiliateCookies(attribution: Attribution, hostname: string): AffiliateCookie[] {
  const domains = affiliateCookieDomains(hostname);
  return affiliateValues(attribution).flatMap(({ name, value }) =>
    domains.map((domain) => ({
      name,
      value,
      maxAgeSeconds: AFFILIATE_COOKIE_MAX_AGE_S,
      domain,
      secure: true as const,
    })),
  );
}

/** Writes the affiliate cookies of an attribution for this host; returns what it wrote. */
export function writeAffiliateCookies(attribution: Attribution, hostname: string): AffiliateCookie[] {
  const cookies = affiliateCookies(attribution, hostname);
  for (const cookie of cookies) {
    writeCookie(cookie.name, cookie.value, cookie.maxAgeSeconds, {
      ...(cookie.domain ? { domain: cookie.domain } : {}),
      secure: cookie.secure,
    });
  }
  return cookies;
}
