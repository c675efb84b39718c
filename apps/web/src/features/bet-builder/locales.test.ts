import { Language } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { builderTexts } from './texts';

describe('bet builder texts', () => {
  it.each(Language.options)('%s has every text the English builder has, none of them empty', async (lang) => {
    const [english, texts] = await Promise.all([builderTexts('en'), builderTexts(lang)]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
  });

  it.each(Language.options.filter((lang) => lang !== 'en'))(
    '%s is a translation, not an English copy',
    async (lang) => {
      const [english, texts] = await Promise.all([builderTexts('en'), builderTexts(lang)]);
      expect(texts.cannotCombine).not.toBe(english.cannotCombine);
      expect(texts.empty).not.toBe(english.empty);
    },
  );
});
