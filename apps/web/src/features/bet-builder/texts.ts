/**
 * The bet builder's own texts, in the nine languages: they load with the bet builder, not with the
 * first page (whose JavaScript budget they would eat). Only the match page's 'Create YourBet' button
 * text lives in the app's locale files.
 */
import type { Language } from '@touchline/contract';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/shared/i18n/languages';
import type en from './locales/en.json';

export type BuilderTexts = typeof en;

const loaders: Record<Language, () => Promise<{ default: BuilderTexts }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  ro: () => import('./locales/ro.json'),
  ja: () => import('./locales/ja.json'),
  fi: () => import('./locales/fi.json'),
  pt: () => import('./locales/pt.json'),
  el: () => import('./locales/el.json'),
};

const loaded = new Map<Language, Promise<BuilderTexts>>();

export function builderTexts(lang: Language): Promise<BuilderTexts> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = loaders[lang]().then((module) => module.default);
    loaded.set(lang, texts);
  }
  return texts;
}

/** The texts in the page's language; suspends until they are in. */
export function useBuilderTexts(): BuilderTexts {
  const { i18n } = useTranslation();
  return use(builderTexts(isLanguage(i18n.language) ? i18n.language : 'en'));
}

/** Fills the {{name}} slots of a text. */
export const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => values[name] ?? slot);
