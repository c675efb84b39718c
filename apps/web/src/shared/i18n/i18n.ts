/**
 * i18next set-up: English ships with the page, every other language is
 * its own chunk loaded on demand; remote overrides from /api/content/translations are layered on top.
 * The texts of features that load later (the bet slip, the account frame) are parts of
 * their own, one file per language under locales/<part>/, that come with the feature's code
 * (addTranslations), so the first load carries only the texts of the first screen. A part's keys keep their
 * place in the one 'translation' namespace: `t('betslip.stake')` reads the same whichever file brought it.
 */
import type { Language } from '@touchline/contract';
import {
  addBundle,
  createTranslations,
  fileOf,
  i18next,
  type TranslationFiles,
} from '@touchline/web-kit/i18n';
import { emitWindowEvent } from '@/shared/platform/page';
import { writeText } from '@/shared/platform/storage';
import { APP_LANG_KEY, initialLanguage } from './initial-language';
import { isLanguage } from './languages';
import en from './locales/en.json';

/** Fired after a saved language change (Settings modal). */
export const LANGUAGE_UPDATED_EVENT = 'language-updated';

export { APP_LANG_KEY, initialLanguage };

export type Translations = typeof en;

/** The main texts: the kit's set-up (English with the page, every other language its own chunk). */
const main = createTranslations(
  en,
  import.meta.glob<{ default: object }>(['./locales/*.json', '!./locales/en.json']),
);

export type { TranslationFiles };

interface TranslationPart {
  others: TranslationFiles;
  loading: Map<Language, Promise<void>>;
}

/** Parts of the texts that came with a feature: a language switch fetches them in the new language too. */
const parts: TranslationPart[] = [];
/** English texts of parts registered before i18next started; added as it starts. */
const earlyEnglish: object[] = [];

function ensurePart(part: TranslationPart, lang: Language): Promise<void> {
  // English is added as the part registers.
  if (lang === 'en') return Promise.resolve();
  let loading = part.loading.get(lang);
  if (!loading) {
    const load = fileOf(part.others, lang);
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
  await Promise.all([...parts.map((part) => ensurePart(part, lang)), main.ensureLanguage(lang)]);
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
export function initI18n(lang: Language): Promise<typeof i18next> {
  return main.initI18n(lang, async (shown) => {
    for (const bundle of earlyEnglish.splice(0)) addBundle('en', bundle);
    await Promise.all(parts.map((part) => ensurePart(part, shown)));
  });
}

/** Switches the page language without storing it (e.g. a preview). */
export async function switchLanguage(lang: Language): Promise<void> {
  await ensureLoaded(lang);
  await main.showLanguage(lang);
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
