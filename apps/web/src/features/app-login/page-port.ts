/** The app login's page side: the session, this site and its country sites, dialogs and toasts. */
import { brandOfDomain, countrySiteHref } from '@/brands/country-site';
import { currentBrand } from '@/brands/current-brand';
import { currentLanguage, i18next } from '@/shared/i18n/i18n';
import { refreshBalance, signInWithAccessToken } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import type { LoginPage } from './controller';

export function browserLoginPage(): LoginPage {
  return {
    signIn: signInWithAccessToken,
    refreshBalance,
    domain: currentBrand.domain,
    lang: currentLanguage,
    goToDomain(domain) {
      const brand = brandOfDomain(domain);
      if (brand && brand.country !== currentBrand.country)
        window.location.assign(countrySiteHref(brand.country));
    },
    alert(message) {
      window.alert(message);
    },
    toast(message) {
      showToast(message, 'error');
    },
    text: (key) => i18next.t(`appLogin.${key}`),
  };
}
