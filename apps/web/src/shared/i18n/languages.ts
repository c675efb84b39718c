/** Languages of the product with their own names, never translated. */
import type { Language } from '@touchline/contract';

/** The stored language preference ("stored as the app_lang preference"). */
export const APP_LANG_KEY = 'app_lang';

export const LANGUAGES: readonly Language[] = ['en', 'es', 'de', 'fr', 'ro', 'ja', 'fi', 'pt', 'el'];

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  ro: 'Română',
  ja: '日本語',
  fi: 'Suomi',
  pt: 'Português',
  el: 'Ελληνικά',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
