/**
 * The entry point of the app's attribution sync: the native shell hands the install's attribution
 * ({ campaign, adgroup, creative }) to the page, which keeps it as the affiliate cookies of this host.
 */
import { Attribution } from '@touchline/contract';
import { locationHost } from '@/shared/platform/page';
import { type AffiliateCookie, writeAffiliateCookies } from './affiliate-cookies';

/**
 * Takes an attribution as the shell sent it (an object, or its JSON text) and writes the cookies; an
 * answer that is not an attribution writes nothing. Returns the cookies written.
 */
export function syncAttribution(data: unknown, hostname: string = locationHost()): AffiliateCookie[] {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const parsed = Attribution.safeParse(value);
  return parsed.success ? writeAffiliateCookies(parsed.data, hostname) : [];
}
