import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../src/shared/i18n/locales/en.json';
import ja from '../src/shared/i18n/locales/ja.json';
import ro from '../src/shared/i18n/locales/ro.json';
import { writeCookie } from '../src/shared/platform/cookies';
import { bundleBootScript, deferApp, heroMarkup, heroTexts } from './boot-inline';

const src = join(import.meta.dirname, '../src');
const texts = heroTexts(join(src, 'shared/i18n/locales'));
let script = '';

beforeAll(async () => {
  script = await bundleBootScript(src);
}, 30_000);

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  delete (globalThis as { __touchlineEarly?: unknown }).__touchlineEarly;
});

/** Loads a path as index.html would: the inline script in the head, then the hero in the body. */
function load(path: string): { hero: HTMLElement; fetched: string[] } {
  window.history.replaceState(null, '', path);
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response('{}');
    }),
  );
  new Function(`${script};TouchlineBoot.startCalls()`)();
  const [markup, call] = heroMarkup(texts).split('<script>');
  document.body.innerHTML = markup ?? '';
  new Function(`${script};${(call ?? '').replace('</script>', '')}`)();
  const hero = document.getElementById('boot-hero');
  if (!hero) throw new Error('no hero');
  return { hero, fetched };
}

describe('index.html paints the first screen and starts its data before the app runs', () => {
  it('the home page: its hero in English for the default brand, and its calls under way, the operator content last', () => {
    const { hero, fetched } = load('/');
    expect(hero.hidden).toBe(false);
    expect(hero.querySelector('h1')?.textContent).toBe(en.home.heroTitle);
    expect(hero.querySelector('p')?.textContent).toBe(en.home.heroBody);
    expect(hero.querySelector('.boot-hero-cta')?.textContent).toBe(en.home.heroCta);
    expect(fetched).toEqual([
      '/home?lang=en&bookmaker=touchline_ie',
      '/api/content/bets_stats?lang=en&country=IE',
      '/strapi/navigation?bookmaker=touchline_ie&lang=en&country=IE',
      '/v1/config?bookmaker=touchline_ie&lang=en&country=IE',
      '/sports?bookmaker=touchline_ie&lang=en&country=IE',
      expect.stringMatching(/^\/ip\/check\?time=\d+&lang=en$/),
      '/api/content/global?bookmaker=touchline_ie&lang=en&country=IE',
      '/api/content/translations?lang=en&bookmaker=touchline_ie',
    ]);
  });

  it('the stored language comes first, then the ?country= brand of a local host', () => {
    localStorage.setItem('app_lang', 'ja');
    expect(load('/?country=RO').hero.querySelector('h1')?.textContent).toBe(ja.home.heroTitle);
    localStorage.clear();
    const ro1 = load('/?country=RO');
    expect(ro1.hero.querySelector('h1')?.textContent).toBe(ro.home.heroTitle);
    expect(ro1.fetched[0]).toBe('/home?lang=ro&bookmaker=touchline_ro');
  });

  it('other pages: no hero; a match page asks for its markets at once', () => {
    const match = load('/football/premier-league/arsenal-chelsea-1000123');
    expect(match.hero.hidden).toBe(true);
    expect(match.fetched[0]).toBe(
      '/echo/v1/markets?bookmaker=touchline_ie&lang=en&country=IE&event_id=1000123',
    );
  });

  it('paints the stored theme, dark when none is stored', () => {
    new Function(`${script};TouchlineBoot.applyTheme()`)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    writeCookie('theme', 'light', 60);
    new Function(`${script};TouchlineBoot.applyTheme();TouchlineBoot.warmDates()`)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    writeCookie('theme', '', 0);
  });

  it('is a small classic script with every language and nothing that ends its element', () => {
    expect(Object.keys(texts).sort()).toEqual(['de', 'el', 'en', 'es', 'fi', 'fr', 'ja', 'pt', 'ro']);
    expect(script).not.toMatch(/<\/script|import\s*\(|\bexport\b/);
    expect(script.length).toBeLessThan(8_000);
  });

  it('the app loads after the first paint: its entry and module preloads leave the page and come back then', async () => {
    const html = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-2.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-3.js">
  </head><body><div id="root"></div></body></html>`;
    const page = deferApp(html);
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/modulepreload/);
    const call = /<script>(TouchlineBoot\.loadApp\([^<]+\))<\/script>/.exec(page)?.[1];
    expect(call).toBeDefined();
    new Function(`${script};${call}`)();
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/react-dom-2.js', '/assets/vendor-3.js']);
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('asks for the largest of the app files first when their sizes are known', () => {
    const html = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-4.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-3.js">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-2.js">
  </head><body><div id="root"></div></body></html>`;
    const sizes: Record<string, number> = {
      '/assets/runtime-4.js': 1_000,
      '/assets/vendor-3.js': 100_000,
      '/assets/react-dom-2.js': 180_000,
    };
    const call = /TouchlineBoot\.loadApp\(([^<]+)\)/.exec(deferApp(html, (file) => sizes[file] ?? 0))?.[1];
    expect(JSON.parse(call ?? '{}')).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/react-dom-2.js', '/assets/vendor-3.js', '/assets/runtime-4.js'],
    });
  });
});
