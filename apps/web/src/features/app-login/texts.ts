/** The app login's texts come with its code, which only the app loads (English bundled, others fetched). */
import { addTranslations } from '@/shared/i18n/i18n';
import en from '@/shared/i18n/locales/appLogin/en.json';

export const textsReady = addTranslations(
  en,
  import.meta.glob<{ default: object }>(['@/shared/i18n/locales/appLogin/*.json', '!**/en.json']),
);
