/**
 * The affiliate data a registration carries: the affiliate cookies the sportsbook wrote from the app's
 * attribution sync. They are set on the brand domain, so this site (global.) reads them; in the demo
 * both sites are one host on two ports, and cookies do not depend on the port.
 */
import { AFFILIATE_COOKIES, AffiliateValue, type Affiliation } from '@touchline/contract';
import { readCookie } from '@/shared/platform/cookies';

/**
 * The affiliation in the cookies, or undefined when there is none. A cookie that is not a valid
 * affiliate value is left out: the bettor cannot mend a cookie, so it must not block the registration.
 */
export function affiliationFromCookies(
  read: (name: string) => string | null = readCookie,
): Affiliation | undefined {
  const fields: Array<[keyof Affiliation, string]> = [
    ['idaffiliation', AFFILIATE_COOKIES.idaffiliation],
    ['click_id', AFFILIATE_COOKIES.clickId],
    ['bonuscode', AFFILIATE_COOKIES.bonusCode],
    ['custom_click_id', AFFILIATE_COOKIES.customClickId],
  ];
  const affiliation: Affiliation = {};
  for (const [field, cookie] of fields) {
    const parsed = AffiliateValue.safeParse(read(cookie));
    if (parsed.success) affiliation[field] = parsed.data;
  }
  return Object.keys(affiliation).length > 0 ? affiliation : undefined;
}
