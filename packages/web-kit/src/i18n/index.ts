/**
 * The i18next set-up every Touchline front end shares: English ships with the page (the fallback of
 * every language), each other language is its own chunk, loaded before it is shown. An app passes its
 * English texts and its other language files (the bundler's lazy glob of its locales folder, keyed by
 * path, one `<lang>.json` each), and gets back the start and the language switch.
 */
import type { Language } from '@touchline/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Language files: the bundler's lazy glob of a locales folder (`import.meta.glob`), keyed by path. */
export type TranslationFiles = Record<string, () => Promise<{ default: object }>>;

/** The loader of one language's file among the files, if there is one. */
export const fileOf = (files: TranslationFiles, lang: Language) =>
  Object.entries(files).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];

/** Adds texts to the one 'translation' namespace, over what is there (a part of a language). */
export const addBundle = (lang: Language, bundle: object): void => {
  i18next.addResourceBundle(lang, 'translation', bundle, true, false);
};

export interface AppTranslations {
  /**
   * Starts i18next (once) and shows a language; resolves once that language's strings are in.
   * `beforeShow` runs after the start and before the switch (an app's own parts of the texts).
   */
  initI18n(lang: Language, beforeShow?: (lang: Language) => Promise<void>): Promise<typeof i18next>;
  /** Fetches a language's main file unless it is in. */
  ensureLanguage(lang: Language): Promise<void>;
  /** Shows a language (its strings first), and marks the document with it. */
  showLanguage(lang: Language): Promise<void>;
}

export function createTranslations(en: object, others: TranslationFiles): AppTranslations {
  async function ensureLanguage(lang: Language): Promise<void> {
    if (lang === 'en' || i18next.hasResourceBundle(lang, 'translation')) return;
    const load = fileOf(others, lang);
    if (load) addBundle(lang, (await load()).default);
  }

  async function showLanguage(lang: Language): Promise<void> {
    await i18next.changeLanguage(lang);
    document.documentElement.lang = lang;
  }

  async function initI18n(lang: Language, beforeShow?: (lang: Language) => Promise<void>) {
    if (!i18next.isInitialized) {
      await i18next.use(initReactI18next).init({
        resources: { en: { translation: en } },
        lng: 'en',
        fallbackLng: 'en',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    }
    await Promise.all([ensureLanguage(lang), beforeShow?.(lang)]);
    await showLanguage(lang);
    return i18next;
  }

  return { initI18n, ensureLanguage, showLanguage };
}

export { i18next };
