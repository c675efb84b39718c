/** The location splash's page side: the region check, the country sites, storage, dialogs and reload. */
import type { Country, IpCheckResponse } from '@touchline/contract';
import { allowsCountryQuery, BRANDS } from '@/brands/brands';
import { currentBrand } from '@/brands/current-brand';
import { apiRequest } from '@/shared/api/client';
import { currentLanguage, i18next } from '@/shared/i18n/i18n';
import { locationHost, reloadPage } from '@/shared/platform/page';
import { writeText } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';
import { LOCATION_SUCCESS_KEY } from './constants';
import type { SplashPage } from './ports';

/**
 * The address of a country's site. The app's pages are served from the device (localhost), where the
 * brand is chosen with ?country= and kept for the next loads (brands/current-brand.ts); a site on its
 * own domain is that brand's domain.
 */
export function countrySiteHref(country: Country, host = locationHost(), dev = import.meta.env.DEV): string {
  return allowsCountryQuery(host, dev) ? `/?country=${country}` : `https://${BRANDS[country].domain}/`;
}

export function browserSplashPage(): SplashPage {
  return {
    checkIp: (timeoutMs) =>
      apiRequest<IpCheckResponse>('/ip/check', { time: now(), lang: currentLanguage() }, { timeoutMs }),
    currentCountry: currentBrand.country,
    switchCountry(country) {
      window.location.assign(countrySiteHref(country));
    },
    storeSuccessAt(at) {
      writeText(LOCATION_SUCCESS_KEY, String(at));
    },
    alert(message) {
      window.alert(message);
    },
    reload: reloadPage,
    enableLocationText: () => i18next.t('locationSplash.enableLocation'),
  };
}
