import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/ui/format';
import { displayLocale } from './display-locale';

const AT = '2026-11-27T14:05:00Z';

describe("the account site's dates in the page's language and the brand's region", () => {
  it('writes the Irish site in English day-first, never the US order', () => {
    const text = formatDateTime(AT, displayLocale('en', 'en-IE'));
    expect(text).toMatch(/^27 Nov 2026/);
    expect(text).not.toMatch(/Nov 27/);
  });

  it('writes other languages in their own words with the brand region', () => {
    expect(displayLocale('es', 'en-IE')).toBe('es-IE');
    expect(formatDateTime(AT, displayLocale('es', 'en-IE'))).toMatch(/27 nov 2026/);
    expect(formatDateTime(AT, displayLocale('de', 'en-IE'))).toMatch(/27\.11\.2026/);
    expect(displayLocale('ro', 'ro-RO')).toBe('ro-RO');
  });
});
