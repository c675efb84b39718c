import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTranslations, i18next, switchLanguage } from './i18n';
import { loadOverrides, resetRemoteTexts, startRemoteTexts } from './remote-texts';

describe('text overrides from content', () => {
  afterEach(async () => {
    resetRemoteTexts();
    await switchLanguage('en');
  });

  it('lays an override over a built-in text and renders the page again in the same language', async () => {
    const before = i18next.t('app.skipToContent');
    const changed = vi.fn();
    i18next.on('languageChanged', changed);
    await loadOverrides('en', async () => ({ 'app.skipToContent': 'Jump to the content' }));
    i18next.off('languageChanged', changed);
    expect(before).not.toBe('Jump to the content');
    expect(i18next.t('app.skipToContent')).toBe('Jump to the content');
    expect(changed).toHaveBeenCalledWith('en');
  });

  it('does not render the page again when the overrides repeat the texts already shown', async () => {
    const shown = i18next.t('app.skipToContent');
    const changed = vi.fn();
    i18next.on('languageChanged', changed);
    await loadOverrides('en', async () => ({ 'app.skipToContent': shown }));
    i18next.off('languageChanged', changed);
    expect(i18next.t('app.skipToContent')).toBe(shown);
    expect(changed).not.toHaveBeenCalled();
  });

  it('keeps an override on top of the texts a feature adds later', async () => {
    await loadOverrides('en', async () => ({ 'remoteTest.title': 'From the operator' }));
    startRemoteTexts(
      () => 'en',
      async () => ({ 'remoteTest.title': 'From the operator' }),
    );
    await addTranslations({ remoteTest: { title: 'Built in', other: 'Kept' } }, {});
    expect(i18next.t('remoteTest.title' as never)).toBe('From the operator');
    expect(i18next.t('remoteTest.other' as never)).toBe('Kept');
  });

  it('never replaces a group of texts, nor puts a key under a text', async () => {
    await loadOverrides('en', async () => ({
      app: 'flat',
      'app.skipToContent.deeper': 'x',
      'app.newKey': 'New',
    }));
    expect(typeof i18next.getResource('en', 'translation', 'app')).toBe('object');
    expect(typeof i18next.getResource('en', 'translation', 'app.skipToContent')).toBe('string');
    expect(i18next.t('app.newKey' as never)).toBe('New');
  });

  it('leaves the built-in texts when the overrides cannot be loaded, and tries again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = i18next.t('app.skipToContent');
    await loadOverrides('de', async () => {
      throw new Error('offline');
    });
    expect(i18next.t('app.skipToContent')).toBe(original);
    const fetchTexts = vi.fn(async () => ({ 'app.skipToContent': 'Zum Inhalt' }));
    await loadOverrides('de', fetchTexts);
    expect(fetchTexts).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('loads the overrides of a language switched to', async () => {
    const fetchTexts = vi.fn(async (lang: string) => ({ 'app.skipToContent': `override ${lang}` }));
    startRemoteTexts(() => (i18next.language === 'fr' ? 'fr' : 'en'), fetchTexts);
    await switchLanguage('fr');
    await vi.waitFor(() => expect(i18next.t('app.skipToContent')).toBe('override fr'));
    expect(fetchTexts.mock.calls.map(([lang]) => lang)).toContain('fr');
  });
});
