import { describe, expect, it } from 'vitest';
import { translationKeys, translationTexts } from './check';
import { fileOf } from './index';

describe('language files', () => {
  it("finds a language's file among a locales folder's files by its name", async () => {
    const de = async () => ({ default: { hello: 'Hallo' } });
    const files = { './locales/de.json': de, './locales/el.json': async () => ({ default: {} }) };
    expect(fileOf(files, 'de')).toBe(de);
    expect(fileOf(files, 'fr')).toBeUndefined();
  });

  it('folds plural forms into one key and lists texts in order', () => {
    const file = { a: { one_one: 'x', one_other: 'y' }, b: ['p', 'q'] };
    expect([...new Set(translationKeys(file))]).toEqual(['a.one', 'b']);
    expect(translationTexts({ a: 'x', b: { c: 'y' } })).toEqual(['x', 'y']);
  });
});
