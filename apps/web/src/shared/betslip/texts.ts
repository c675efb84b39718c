/**
 * The slip texts (stake, Place Bet, the confirmation's words), shared by the bet slip and the bet builder
 * slip: they come with the code that shows them, not with the first load (English bundled, others fetched).
 */
import { addTranslations } from '@/shared/i18n/i18n';
import en from '@/shared/i18n/locales/betslip/en.json';

export const textsReady = addTranslations(
  en,
  import.meta.glob<{ default: object }>(['@/shared/i18n/locales/betslip/*.json', '!**/en.json']),
);
