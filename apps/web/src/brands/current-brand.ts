/** The brand of this page load, resolved once (the host never changes without a reload). */
import { locationHost, locationSearch } from '@/shared/platform/page';
import { readText, writeText } from '@/shared/platform/storage';
import { type Brand, COUNTRY_KEY, resolveBrand } from './brands';

function resolve(): Brand {
  const search = locationSearch();
  const dev = import.meta.env.DEV;
  // In development the chosen country sticks across navigation, which drops the query.
  const chosen = new URLSearchParams(search).get('country');
  if (chosen) writeText(COUNTRY_KEY, chosen);
  const stored = readText(COUNTRY_KEY);
  return resolveBrand(locationHost(), chosen || !stored ? search : `?country=${stored}`, dev);
}

export const currentBrand: Brand = resolve();
