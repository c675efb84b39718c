/**
 * i18next for the games (the kit's set-up): English ships with the page, each other language is its own
 * chunk, loaded before the first render.
 */
import { createTranslations, i18next } from '@touchline/web-kit/i18n';
import en from './locales/en.json';

export type Translations = typeof en;

export const { initI18n } = createTranslations(
  en,
  import.meta.glob<{ default: object }>(['./locales/*.json', '!./locales/en.json']),
);

export { i18next };
