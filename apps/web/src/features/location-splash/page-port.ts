/** The location splash's page side: the region check, the country sites, storage, dialogs and reload. */
import type { IpCheckResponse } from '@touchline/contract';
import { countrySiteHref } from '@/brands/country-site';
import { currentBrand } from '@/brands/current-brand';
import { apiRequest } from '@/shared/api/client';
import { currentLanguage, i18next } from '@/shared/i18n/i18n';
import { reloadPage } from '@/shared/platform/page';
import { writeText } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';
import { LOCATION_SUCCESS_KEY } from './constants';
import type { SplashPage } from './ports';

export function browserSplashPage(): SplashPage {
  return {
    // With the page's bookmaker, a visitor the server cannot place (a developer's machine) stays on the
    // site that is open; a placed one is sent to the country's own site.
    checkIp: (timeoutMs) =>
      apiRequest<IpCheckResponse>(
        '/ip/check',
        { time: now(), lang: currentLanguage() },
        { timeoutMs, headers: { bookmaker: currentBrand.bookmaker } },
      ),
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
