/**
 * Checks an app's translation files with: every language has the keys English has, and a translation is
 * not an English copy. For the apps' tests (vitest), over their own locales folders.
 */
import { Language } from '@touchline/contract';
import { describe, expect, it } from 'vitest';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text key (plural forms folded into one), arrays as one key each. */
export function translationKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [prefix.replace(PLURAL, '')];
  return Object.entries(node).flatMap(([key, value]) =>
    translationKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every text of a file, in order. */
export function translationTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(translationTexts);
}

/** The tests of an app's translations: one file per language, English the reference. */
export function describeTranslations(name: string, locales: Record<Language, object>): void {
  describe(name, () => {
    const english = [...new Set(translationKeys(locales.en))].sort();

    it.each(Language.options)('%s has every text the English one has', (lang) => {
      expect([...new Set(translationKeys(locales[lang]))].sort()).toEqual(english);
    });

    it.each(Language.options.filter((lang) => lang !== 'en'))(
      '%s is a translation, not an English copy',
      (lang) => {
        const own = translationTexts(locales[lang]);
        const copies = translationTexts(locales.en).filter(
          (text, index) => text.length > 25 && own[index] === text,
        );
        expect(copies).toEqual([]);
      },
    );
  });
}
