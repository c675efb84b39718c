/** The language a page load starts in, without loading i18next (boot-data.ts needs it first). */
import type { Language } from '@touchline/contract';
import { readText } from '@/shared/platform/storage';
import { APP_LANG_KEY, isLanguage } from './languages';

export { APP_LANG_KEY };

/**
 * The language to start in: the one the address names (`?lang=`, each language's address of a page),
 * else the stored preference, else the brand's default.
 */
export function initialLanguage(brandDefault: Language): Language {
  const named = new URLSearchParams(location.search).get('lang');
  if (isLanguage(named)) return named;
  const stored = readText(APP_LANG_KEY);
  return isLanguage(stored) ? stored : brandDefault;
}
