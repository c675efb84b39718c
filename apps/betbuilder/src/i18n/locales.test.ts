import { Language } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import el from './locales/el.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';

const LOCALES: Record<Language, object> = { en, es, de, fr, ro, ja, fi, pt, el };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text key (plural forms folded into one), arrays as one key each. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [prefix.replace(PLURAL, '')];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(texts);
}

describe('bet builder translations', () => {
  const english = [...new Set(keys(en))].sort();

  it.each(Language.options)('%s has every text the English page has', (lang) => {
    expect([...new Set(keys(LOCALES[lang]))].sort()).toEqual(english);
  });

  it.each(Language.options.filter((lang) => lang !== 'en'))(
    '%s is a translation, not an English copy',
    (lang) => {
      const own = texts(LOCALES[lang]);
      const copies = texts(en).filter((text, index) => text.length > 25 && own[index] === text);
      expect(copies).toEqual([]);
    },
  );
});
