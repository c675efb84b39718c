import type { Language } from '@touchline/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/shared/i18n/languages';
import de from '@/shared/i18n/locales/de.json';
import el from '@/shared/i18n/locales/el.json';
import en from '@/shared/i18n/locales/en.json';
import es from '@/shared/i18n/locales/es.json';
import fi from '@/shared/i18n/locales/fi.json';
import fr from '@/shared/i18n/locales/fr.json';
import ja from '@/shared/i18n/locales/ja.json';
import pt from '@/shared/i18n/locales/pt.json';
import ro from '@/shared/i18n/locales/ro.json';
import { ordinal, PHASE_UNITS, PHASE_WORDS, parsePhase, phaseText } from './phase-text';

const PAGES: Record<Language, object> = { en, es, de, fr, ro, ja, fi, pt, el };

/** Every form of phase text the live feed writes (its clocks and status descriptions). */
const FEED_PHASES = [
  ...Object.keys(PHASE_WORDS),
  ...PHASE_UNITS.flatMap((unit) => [
    `1st ${unit}`,
    `2nd ${unit}`,
    `3rd ${unit}`,
    `4th ${unit}`,
    `11th ${unit}`,
  ]),
  'End of 1st quarter',
  'End of 2nd period',
  'End of 3rd inning',
  'Round 3',
  'Stopped in round 7',
];

async function translator(lang: Language) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    resources: { [lang]: { translation: PAGES[lang] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('live phases in the bettor language', () => {
  it('reads every phase the feed writes, and leaves clocks alone', () => {
    for (const text of FEED_PHASES) expect(parsePhase(text), text).not.toBeNull();
    for (const clock of ["67'", "45+2'", 'Q2 05:10', "P1 12'", 'S2', '1H'])
      expect(parsePhase(clock)).toBeNull();
  });

  it('writes English as the feed does', async () => {
    const t = await translator('en');
    expect(phaseText('1st set', t, 'en')).toBe('1st set');
    expect(phaseText('2nd set', t, 'en')).toBe('2nd set');
    expect(phaseText('3rd quarter', t, 'en')).toBe('3rd quarter');
    expect(phaseText('11th inning', t, 'en')).toBe('11th inning');
    expect(phaseText('End of 2nd period', t, 'en')).toBe('End of 2nd period');
    expect(phaseText("67'", t, 'en')).toBe("67'");
  });

  it('writes sets, halves and words in each language', async () => {
    const expected: Partial<Record<Language, [string, string]>> = {
      es: ['2.º set', 'Descanso'],
      de: ['2. Satz', 'Halbzeit'],
      fr: ['Set 2', 'Mi-temps'],
      ro: ['Setul 2', 'Pauză'],
      ja: ['第2セット', 'ハーフタイム'],
      fi: ['2. erä', 'Tauko'],
      pt: ['2.º set', 'Intervalo'],
      el: ['2ο σετ', 'Ημίχρονο'],
    };
    for (const [lang, [set, halfTime]] of Object.entries(expected) as [Language, [string, string]][]) {
      const t = await translator(lang);
      expect(phaseText('2nd set', t, lang), lang).toBe(set);
      expect(phaseText('Half time', t, lang), lang).toBe(halfTime);
    }
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has its own text for every phase the feed writes: no English left, the number kept',
    async (lang) => {
      const t = await translator(lang);
      const english = await translator('en');
      for (const text of FEED_PHASES) {
        const shown = phaseText(text, t, lang);
        expect(shown, `${lang}: ${text}`).not.toBe('');
        expect(shown, `${lang}: ${text}`).not.toBe(phaseText(text, english, 'en'));
        expect(shown, `${lang}: ${text}`).not.toMatch(/\d(st|nd|rd|th)\b|\b(half|quarter|period|End of)\b/);
        const number = /\d+/.exec(text)?.[0];
        if (number) expect(shown, `${lang}: ${text}`).toContain(number);
      }
    },
  );

  it('numbers as each language writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect(ordinal(2, 'de')).toBe('2.');
    expect(ordinal(2, 'es')).toBe('2.º');
    expect(ordinal(2, 'ja')).toBe('2');
  });
});
