/**
 * The bet builder's texts come with its code, not with the first load (English bundled, others fetched),
 * together with the slip texts it shares with the bet slip (stake, Place Bet, the confirmation's words).
 */
import { textsReady as slipTextsReady } from '@/shared/betslip/texts';
import { addTranslations } from '@/shared/i18n/i18n';
import en from '@/shared/i18n/locales/betBuilder/en.json';

export const textsReady = Promise.all([
  addTranslations(
    en,
    import.meta.glob<{ default: object }>(['@/shared/i18n/locales/betBuilder/*.json', '!**/en.json']),
  ),
  slipTextsReady,
]).then(() => undefined);
