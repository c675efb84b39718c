import 'i18next';
import type betslipEn from './locales/betslip/en.json';
import type en from './locales/en.json';
import type frameEn from './locales/frame/en.json';

/** Every key the app translates: the page's own texts and those of the parts loaded with a feature. */
type AllTranslations = Omit<typeof en, 'betslip'> & {
  betslip: typeof en.betslip & typeof betslipEn.betslip;
} & typeof frameEn;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllTranslations };
  }
}
