import { describe, expect, it } from 'vitest';
import { displayLocale } from '@/shared/i18n/display-locale';
import { tipStartText } from './carousel';

// A Wednesday, 05:00 in London.
const WEDNESDAY_FIVE = '2026-11-25T05:00:00Z';

describe("a tip's start in the bettor's language and the brand's region", () => {
  it('names the weekday in the language of the page, not in the brand locale', () => {
    expect(tipStartText(WEDNESDAY_FIVE, displayLocale('en', 'en-IE'), 'Europe/London')).toMatch(
      /^Wed\b.*05:00/,
    );
    expect(tipStartText(WEDNESDAY_FIVE, displayLocale('es', 'en-IE'), 'Europe/London')).toMatch(
      /^mié, 05:00/,
    );
    expect(tipStartText(WEDNESDAY_FIVE, displayLocale('de', 'en-IE'), 'Europe/London')).toMatch(
      /^Mi\.?.*05:00/,
    );
    expect(tipStartText(WEDNESDAY_FIVE, displayLocale('el', 'en-IE'), 'Europe/London')).toMatch(/^Τετ/);
    for (const lang of ['es', 'de', 'fr', 'ro', 'ja', 'fi', 'pt', 'el']) {
      expect(tipStartText(WEDNESDAY_FIVE, displayLocale(lang, 'en-IE'), 'Europe/London'), lang).not.toMatch(
        /Wed/,
      );
    }
  });

  it("keeps the brand's region with the bettor's language", () => {
    expect(displayLocale('en', 'en-IE')).toBe('en-IE');
    expect(displayLocale('es', 'en-IE')).toBe('es-IE');
    expect(displayLocale('ro', 'ro-RO')).toBe('ro-RO');
    expect(displayLocale('en', 'es-MX')).toBe('en-MX');
  });
});
