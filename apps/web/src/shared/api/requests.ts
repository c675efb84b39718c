/** The call context of this page load: its brand, and a language (see calls.ts for the calls). */
import type { Language } from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { isLanguage } from '@/shared/i18n/languages';
import type { ApiContext } from './calls';

export { type ApiCall, type ApiContext, calls } from './calls';

export function apiContextFor(lang: string): ApiContext {
  return {
    bookmaker: currentBrand.bookmaker,
    lang: isLanguage(lang) ? lang : ('en' satisfies Language),
    country: currentBrand.country,
  };
}
