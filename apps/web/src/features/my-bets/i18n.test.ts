import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/shared/i18n/languages';
import de from './locales/de.json';
import el from './locales/el.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';

const bundles: Record<string, unknown> = { en, es, de, fr, ro, ja, fi, pt, el };

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (typeof child === 'string') out[prefix + key] = child;
    else Object.assign(out, flatten(child, `${prefix}${key}.`));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('My Bets texts in the nine languages', () => {
  it('has a bundle per language', () => {
    expect(Object.keys(bundles).sort()).toEqual([...LANGUAGES].sort());
  });
  const english = flatten(en);
  for (const lang of LANGUAGES) {
    it(`${lang} has every key, none empty, with the same placeholders as English`, () => {
      const texts = flatten(bundles[lang]);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      }
    });
  }
  it('says the cash-out toast as the product does', () => {
    expect(en.cashout.success).toBe('Cashout(s) successfully processed.');
  });
});
