import { afterEach, describe, expect, it } from 'vitest';
import { APP_LANG_KEY, initialLanguage } from './initial-language';

describe('the language a page load starts in', () => {
  afterEach(() => {
    window.history.replaceState({}, '', '/');
    localStorage.clear();
  });

  it("is the one the address names, over the stored preference (each language's address of a page)", () => {
    localStorage.setItem(APP_LANG_KEY, 'fr');
    window.history.replaceState({}, '', '/live?lang=de');
    expect(initialLanguage('en')).toBe('de');
  });

  it('is the stored preference, else the brand default, when the address names no language it knows', () => {
    window.history.replaceState({}, '', '/live?lang=xx');
    expect(initialLanguage('ro')).toBe('ro');
    localStorage.setItem(APP_LANG_KEY, 'fr');
    expect(initialLanguage('ro')).toBe('fr');
  });
});
