/**
 * The operator's text overrides (GET /api/content/translations) layered over the built-in texts, without
 * a rebuild. Loaded after the first render, never before it: the built-in texts show first, and the
 * overrides replace them as soon as they are in. A feature's texts that arrive later (its own part of the
 * texts) would cover an override, so the overrides are laid again over every bundle added after them.
 */
import type { getTranslations, Language, TranslationsResponse } from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { apiRequest } from '@/shared/api/client';
import { calls } from '@/shared/api/requests';
import { i18next } from './i18n';

const PATH: (typeof getTranslations)['path'] = '/api/content/translations';

/** The overrides of each language fetched so far: flat keys ("betslip.title") to text. */
const overrides = new Map<Language, Record<string, string>>();
const loading = new Map<Language, Promise<void>>();

const NS = 'translation';

/** The store's own addResources takes a silent option its type leaves out. */
interface SilentStore {
  addResources(lang: string, ns: string, texts: Record<string, string>, options: { silent: boolean }): void;
}

/**
 * Whether an override may take a key's place: a text, or a key not there yet, never a whole group of
 * texts ("betslip") nor a key under a text.
 */
function fits(lang: string, key: string): boolean {
  const segments = key.split('.');
  for (let end = 1; end < segments.length; end += 1) {
    if (typeof i18next.getResource(lang, NS, segments.slice(0, end).join('.')) === 'string') return false;
  }
  const existing: unknown = i18next.getResource(lang, NS, key);
  return existing === undefined || typeof existing === 'string';
}

/**
 * Lays a language's overrides over its texts (flat keys split on the key separator). True when a text
 * changed: a key's text differs from the one it replaces, or the key was not there (a text shown from a
 * fallback or default may be the one it now names).
 */
export function layOverrides(lang: string, texts: Readonly<Record<string, string>>): boolean {
  const fitting = Object.fromEntries(Object.entries(texts).filter(([key]) => fits(lang, key)));
  const changed = Object.entries(fitting).some(([key, text]) => i18next.getResource(lang, NS, key) !== text);
  // Silent: laying them is itself an addition, which must not start another round.
  (i18next.store as unknown as SilentStore).addResources(lang, NS, fitting, { silent: true });
  return changed;
}

/**
 * Fetches (once per language) and lays the overrides of a language; failures leave the built-in texts.
 * The page renders again only when a text changed; before the first render nothing is on screen to
 * render again, and overrides that repeat the built-in texts change nothing.
 */
export function loadOverrides(lang: Language, fetchTexts = fetchOverrides): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetchTexts(lang).then((texts) => {
      overrides.set(lang, texts);
      const changed = layOverrides(lang, texts);
      // Components read texts when they render: a language "change" to the same one renders them again.
      if (changed && i18next.language === lang) return i18next.changeLanguage(lang).then(() => undefined);
    });
    pending.catch((error: unknown) => {
      loading.delete(lang);
      console.warn('text overrides not loaded', error);
    });
    loading.set(lang, pending);
  }
  return pending.catch(() => undefined);
}

async function fetchOverrides(lang: Language): Promise<Record<string, string>> {
  // A change takes effect on the next page load: the browser asks the server again, not its cache.
  const body = await apiRequest<TranslationsResponse>(
    PATH,
    // The same call the page's boot script starts early.
    calls.translations({ lang, bookmaker: currentBrand.bookmaker }).params,
    { headers: { 'cache-control': 'no-cache' } },
  );
  return body.translations;
}

let stop: (() => void) | null = null;

/**
 * Starts the overrides for the page's language and every language switched to, and keeps them on top
 * of the texts features add later. Once per page; resolves once the page's language's overrides are
 * laid (or failed).
 */
export function startRemoteTexts(
  currentLanguage: () => Language,
  fetchTexts = fetchOverrides,
): Promise<void> {
  if (stop) return loadOverrides(currentLanguage(), fetchTexts);
  const relay = (lang: string) => {
    const texts = overrides.get(lang as Language);
    if (texts) layOverrides(lang, texts);
  };
  const follow = () => void loadOverrides(currentLanguage(), fetchTexts);
  i18next.store.on('added', relay);
  i18next.on('languageChanged', follow);
  stop = () => {
    i18next.store.off('added', relay);
    i18next.off('languageChanged', follow);
  };
  return loadOverrides(currentLanguage(), fetchTexts);
}

/** Tests start afresh. */
export function resetRemoteTexts(): void {
  stop?.();
  stop = null;
  overrides.clear();
  loading.clear();
}
