/** The text of a catalogue row (names, slugs) in a language. Pure. */
import type { Language } from '@touchline/contract';
import type { Translations } from '../../db/schema';

/** The text in a language, else English, else any. */
export function translated(texts: Translations | null | undefined, lang: Language, fallback = ''): string {
  if (!texts) return fallback;
  return texts[lang] || texts.en || Object.values(texts)[0] || fallback;
}
