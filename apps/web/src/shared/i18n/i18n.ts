/**
 * i18next set-up: English ships with the page, every other language is
 * its own chunk loaded on demand; remote overrides from /api/content/translations are layered on top.
 */
import type { Language } from '@touchline/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { emitWindowEvent } from '@/shared/platform/page';
import { writeText } from '@/shared/platform/storage';
import { APP_LANG_KEY, initialLanguage } from './initial-language';
import { isLanguage } from './languages';
import en from './locales/en.json';

/** Fired after a saved language change (Settings modal). */
export const LANGUAGE_UPDATED_EVENT = 'language-updated';

export { APP_LANG_KEY, initialLanguage };

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

async function ensureLoaded(lang: Language): Promise<void> {
  if (lang === 'en' || i18next.hasResourceBundle(lang, 'translation')) return;
  const bundle = await loaders[lang]();
  i18next.addResourceBundle(lang, 'translation', bundle.default, true, false);
}

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
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  return i18next;
}

/** Switches the page language without storing it (e.g. a preview). */
export async function switchLanguage(lang: Language): Promise<void> {
  await ensureLoaded(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/**
 * Applies and stores a chosen language, then fires the language-updated event
 * ("a changed language is applied and stored as the app_lang preference").
 */
export async function saveLanguage(lang: Language): Promise<void> {
  await switchLanguage(lang);
  writeText(APP_LANG_KEY, lang);
  emitWindowEvent(LANGUAGE_UPDATED_EVENT, { lang });
}

export const currentLanguage = (): Language => {
  const lang = i18next.language;
  return isLanguage(lang) ? lang : 'en';
};

export { i18next };
