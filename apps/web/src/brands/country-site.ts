/** Where each country's site is, for code that moves the bettor to another country's site. */
import type { Country } from '@touchline/contract';
import { locationHost } from '@/shared/platform/page';
import { allowsCountryQuery, BRANDS, type Brand } from './brands';

/**
 * The address of a country's site. Where the brand is chosen with ?country= (the app's pages served
 * from the device's localhost, development) it is that query, which current-brand.ts keeps for the next
 * loads; elsewhere it is the brand's own domain.
 */
export function countrySiteHref(country: Country, host = locationHost(), dev = import.meta.env.DEV): string {
  return allowsCountryQuery(host, dev) ? `/?country=${country}` : `https://${BRANDS[country].domain}/`;
}

/** The brand whose domain this is (a login answer's domain), or null. */
export function brandOfDomain(domain: string): Brand | null {
  const name = domain.trim().toLowerCase();
  return Object.values(BRANDS).find((brand) => brand.domain === name) ?? null;
}
