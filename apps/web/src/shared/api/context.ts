/**
 * The brand and language every call carries (betting-core.md section 7: bookmaker, lang, country).
 * Query keys include them, so a language switch refetches in the new language.
 */
import type { Country, Language } from '@touchline/contract';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { isLanguage } from '@/shared/i18n/languages';

export interface ApiContext {
  bookmaker: string;
  lang: Language;
  country: Country;
}

export function apiContextFor(lang: string): ApiContext {
  return {
    bookmaker: currentBrand.bookmaker,
    lang: isLanguage(lang) ? lang : 'en',
    country: currentBrand.country,
  };
}

/** The call context of the current render; changes when the language does. */
export function useApiContext(): ApiContext {
  const { i18n } = useTranslation();
  return apiContextFor(i18n.language);
}
