/**
 * i18next for the bet builder page: English ships with the page, each other language is its own chunk,
 * loaded before the first render.
 */
import type { Language } from '@touchline/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export type Translations = typeof en;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  ro: () => import('./locales/ro.json'),
  ja: () => import('./locales/ja.json'),
  fi: () => import('./locales/fi.json'),
  pt: () => import('./locales/pt.json'),
  el: () => import('./locales/el.json'),
};

/** Starts i18next in a language; resolves once that language's strings are in. */
export async function initI18n(lang: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: en } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (lang !== 'en' && !i18next.hasResourceBundle(lang, 'translation')) {
    const bundle = await loaders[lang]();
    i18next.addResourceBundle(lang, 'translation', bundle.default, true, false);
  }
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  return i18next;
}

export { i18next };
