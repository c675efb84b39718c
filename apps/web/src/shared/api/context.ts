/**
 * The brand and language every call carries (bookmaker, lang, country).
 * Query keys include them, so a language switch refetches in the new language.
 */
import { useTranslation } from 'react-i18next';
import { type ApiContext, apiContextFor } from './requests';

export { type ApiContext, apiContextFor };

/** The call context of the current render; changes when the language does. */
export function useApiContext(): ApiContext {
  const { i18n } = useTranslation();
  return apiContextFor(i18n.language);
}
