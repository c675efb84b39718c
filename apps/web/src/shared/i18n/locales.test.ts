import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import de from './locales/de.json';
import el from './locales/el.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';

/** A language's texts: its page file deep-merged with the parts loaded with a feature (locales/<part>/). */
const partFiles = import.meta.glob<object>('./locales/*/*.json', { eager: true, import: 'default' });

function merge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      existing && typeof existing === 'object' && typeof value === 'object'
        ? merge({ ...(existing as Record<string, unknown>) }, value as Record<string, unknown>)
        : value;
  }
  return target;
}

const pageTexts = import.meta.glob<string>('./locales/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const pages: Record<string, object> = { en, es, de, fr, ro, ja, fi, pt, el };
const bundles: Record<string, unknown> = Object.fromEntries(
  Object.entries(pages).map(([lang, page]) => {
    const parts = Object.entries(partFiles).filter(([path]) => path.endsWith(`/${lang}.json`));
    return [
      lang,
      parts.reduce(
        (all, [, part]) => merge(all, part as Record<string, unknown>),
        merge({}, page as Record<string, unknown>),
      ),
    ];
  }),
);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (typeof child === 'string') out[prefix + key] = child;
    else Object.assign(out, flatten(child, `${prefix}${key}.`));
  }
  return out;
}

/** Every key a language needs: plain keys as they are, plural keys by the language's own categories. */
function requiredKeys(lang: string): string[] {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(flatten(en))) {
    if (!PLURAL.test(key)) keys.add(key);
    else for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
  }
  return [...keys].sort();
}

describe('i18n with all 9 languages complete', () => {
  it('ships a bundle for each of the nine languages', () => {
    expect(Object.keys(bundles).sort()).toEqual([...LANGUAGES].sort());
  });
  it('ships every part loaded with a feature in each of the nine languages', () => {
    const parts = new Set(Object.keys(partFiles).map((path) => path.split('/')[2]));
    for (const part of parts) {
      const langs = Object.keys(partFiles)
        .filter((path) => path.split('/')[2] === part)
        .map((path) => path.split('/')[3]?.replace('.json', ''));
      expect(langs.sort(), part).toEqual([...LANGUAGES].sort());
    }
  });
  it('keeps a key in one file only: a part never repeats a text of the page file', () => {
    for (const [path, part] of Object.entries(partFiles)) {
      const lang = path.split('/')[3]?.replace('.json', '') ?? '';
      // The file's own text: i18next merges the parts into the imported page object of the test set-up.
      const page = flatten(JSON.parse(pageTexts[`./locales/${lang}.json`] ?? '{}'));
      const repeated = Object.keys(flatten(part)).filter((key) => key in page);
      expect(repeated, path).toEqual([]);
    }
  });
  for (const lang of LANGUAGES) {
    it(`${lang} has every key, plural forms included, and no empty text`, () => {
      const flat = flatten(bundles[lang]);
      const missing = requiredKeys(lang).filter((key) => !flat[key]);
      expect(missing).toEqual([]);
      const base = new Set(Object.keys(flatten(bundles.en)).map((key) => key.replace(PLURAL, '')));
      const extra = Object.keys(flat).filter((key) => !base.has(key.replace(PLURAL, '')));
      expect(extra).toEqual([]);
    });
  }
  it('keeps the interpolation placeholders of English', () => {
    const english = flatten(bundles.en);
    for (const lang of LANGUAGES) {
      const flat = flatten(bundles[lang]);
      for (const [key, text] of Object.entries(flat)) {
        const source = english[key] ?? english[key.replace(PLURAL, '_other')] ?? '';
        const names = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
        expect(names(text), `${lang} ${key}`).toEqual(names(source));
      }
    }
  });
  it('uses the spec texts in English', () => {
    const flat = flatten(bundles.en);
    expect(flat['betslip.empty']).toBe('No selections');
    expect(flat['live.sorryNoEvents']).toBe('Sorry no events');
    expect(flat['notFound.title']).toBe('Oops! The page you requested was not found!');
    expect(flat['modal.networkBody']).toBe(
      'Your application will resume after the network connection is re-established',
    );
    expect(flat['settings.save']).toBe('Save Settings');
    expect(flat['streams.loginToWatch']).toBe('Please login to watch the stream');
  });
});
