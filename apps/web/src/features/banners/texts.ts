/** The banners' texts come with their code, not with the first load (English bundled, others fetched). */
import { addTranslations } from '@/shared/i18n/i18n';
import en from '@/shared/i18n/locales/banners/en.json';

export const textsReady = addTranslations(
  en,
  import.meta.glob<{ default: object }>(['@/shared/i18n/locales/banners/*.json', '!**/en.json']),
);
