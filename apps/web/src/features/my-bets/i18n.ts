/**
 * The texts of My Bets and the rewards pages: their own i18next namespace, loaded with the pages (every
 * language is a chunk of its own, English too) so none of it weighs on the first load of the site.
 */
import type { Language } from '@touchline/contract';
import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/shared/i18n/languages';
import type en from './locales/en.json';

const NS = 'myBets';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MyBetsKey = Leaves<typeof en>;
export type MyBetsText = (key: MyBetsKey, values?: Record<string, string | number>) => string;

const loaders: Record<Language, () => Promise<{ default: object }>> = {
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

const loading = new Map<Language, Promise<void>>();

type I18n = ReturnType<typeof useTranslation>['i18n'];

function load(i18n: I18n, lang: Language): Promise<void> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = loaders[lang]().then((bundle) => {
      i18n.addResourceBundle(lang, NS, bundle.default, true, false);
    });
    loading.set(lang, promise);
  }
  return promise;
}

/**
 * The namespace's translate function in the page language; suspends (the route's Suspense shows the
 * skeleton) until that language's texts are in.
 */
export function useMyBetsText(): MyBetsText {
  const { i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!i18n.hasResourceBundle(lang, NS)) use(load(i18n, lang));
  return useMemo(() => {
    // The namespace is not part of the app's typed resources; MyBetsKey types its keys instead.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
      lng: string,
      ns: string,
    ) => (key: string, values?: object) => string;
    const fixed = getFixedT(lang, NS);
    return (key, values) => fixed(key, values);
  }, [i18n, lang]);
}
