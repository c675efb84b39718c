import { describe, expect, it } from 'vitest';
import { greekToLatin, kanaToRomaji, render, same, slugify, slugsOf, template, text } from './text';

describe('routes: translated slugs are ASCII kebab-case', () => {
  it('strips accents and joins words with hyphens', () => {
    expect(slugify('Fútbol sala')).toBe('futbol-sala');
    expect(slugify('Ligue Élite')).toBe('ligue-elite');
    expect(slugify('Fußball')).toBe('fussball');
    expect(slugify('Hochei pe gheață', 'ro')).toBe('hochei-pe-gheata');
    expect(slugify("  St. Mary's / Kilbeg  ")).toBe('st-marys-kilbeg');
  });

  it('transliterates Greek to Latin, with the initial μπ/ντ/γκ sounds', () => {
    expect(greekToLatin('ποδόσφαιρο'.normalize('NFD').replace(/\p{M}/gu, ''))).toBe('podosfairo');
    expect(slugify('Μπάσκετ', 'el')).toBe('basket');
    expect(slugify('Ιπποδρομίες', 'el')).toBe('ippodromies');
    expect(slugify('Ντέρμπι', 'el')).toBe('dermpi');
  });

  it('turns Japanese kana into romaji, keeping voiced sounds, small tsu and long vowels', () => {
    expect(kanaToRomaji('サッカー')).toBe('sakka');
    expect(slugify('バスケットボール', 'ja')).toBe('basukettoboru');
    expect(slugify('リーグ・オブ・レジェンド', 'ja')).toBe('rigu-obu-rejendo');
    expect(slugify('ティーチャー', 'ja')).toBe('ticha');
  });

  it('in strict mode refuses kanji without a romaji spelling; a romaji spelling is used for the slug', () => {
    expect(() => slugify('競馬', 'ja', true)).toThrow(/transliterate/);
    expect(slugsOf(text('Horse Racing', 'a', 'b', 'c', 'd', '競馬', 'e', 'f', 'g', 'keiba'), true).ja).toBe(
      'keiba',
    );
  });

  it('falls back to the English slug where a language gives none', () => {
    expect(slugsOf(text('Tennis', '', '', '', '', '', '', '', '')).fr).toBe('tennis');
  });

  it('renders templates with proper names in every language, keeping the romaji in step', () => {
    const cup = template(
      '{p} Cup',
      'Copa {p}',
      '{p} Pokal',
      'Coupe {p}',
      'Cupa {p}',
      '{p}カップ',
      '{p} Cup',
      'Copa {p}',
      'Κύπελλο {p}',
    );
    const t = render(cup, { p: same('Albion') });
    expect(t.names.es).toBe('Copa Albion');
    expect(slugsOf(t).ja).toBe('albionkappu');
    expect(slugsOf(t).el).toBe('kypello-albion');
  });
});
