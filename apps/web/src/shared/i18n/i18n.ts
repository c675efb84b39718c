/**
 * i18next set-up: English ships with the page, every other language is
 * its own chunk loaded on demand; remote overrides from /api/content/translations are layered on top.
 * The texts of features that load later (the bet slip, the account frame) are parts of
 * their own, one file per language under locales/<part>/, that come with the feature's code
 * (addTranslations), so the first load carries only the texts of the first screen. A part's keys keep their
 * place in the one 'translation' namespace: `t('betslip.stake')` reads the same whichever file brought it.
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

/** Language files of a part: the bundler's lazy glob of its locales folder, keyed by path. */
export type TranslationFiles = Record<string, () => Promise<{ default: object }>>;

interface TranslationPart {
  others: TranslationFiles;
  loading: Map<Language, Promise<void>>;
}

/** Parts of the texts that came with a feature: a language switch fetches them in the new language too. */
const parts: TranslationPart[] = [];
/** English texts of parts registered before i18next started; added as it starts. */
const earlyEnglish: object[] = [];

const addBundle = (lang: Language, bundle: object) =>
  i18next.addResourceBundle(lang, 'translation', bundle, true, false);

function ensurePart(part: TranslationPart, lang: Language): Promise<void> {
  // English is added as the part registers.
  if (lang === 'en') return Promise.resolve();
  let loading = part.loading.get(lang);
  if (!loading) {
    const load = Object.entries(part.others).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];
    if (!load) return Promise.resolve();
    loading = load().then((bundle) => {
      addBundle(lang, bundle.default);
    });
    // A failed download (offline) is tried again by the next caller; English shows meanwhile.
    loading.catch(() => part.loading.delete(lang));
    part.loading.set(lang, loading);
  }
  return loading;
}

async function ensureLoaded(lang: Language): Promise<void> {
  const pending = parts.map((part) => ensurePart(part, lang));
  if (lang !== 'en' && !i18next.hasResourceBundle(lang, 'translation')) {
    const bundle = await loaders[lang]();
    addBundle(lang, bundle.default);
  }
  await Promise.all(pending);
}

/**
 * Registers texts that a feature brings with its code (so the first load carries only the first screen's):
 * the English ones, bundled with the feature, are in at once, and they are the fallback of every language;
 * the others are fetched for the page's language now and for every language switched to later. Resolves
 * once the page's language is in: a feature's lazy loader awaits it with the code (withTexts).
 */
export function addTranslations(en: object, others: TranslationFiles): Promise<void> {
  const part: TranslationPart = { others, loading: new Map() };
  parts.push(part);
  if (!i18next.isInitialized) {
    earlyEnglish.push(en);
    return Promise.resolve();
  }
  addBundle('en', en);
  return ensurePart(part, currentLanguage());
}

/** A lazy module loader that also waits for the texts module of its feature (addTranslations). */
export function withTexts<T>(
  load: () => Promise<T>,
  texts: () => Promise<{ textsReady: Promise<void> }>,
): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), texts().then((m) => m.textsReady)]);
    return module;
  };
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
    for (const bundle of earlyEnglish.splice(0)) addBundle('en', bundle);
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
