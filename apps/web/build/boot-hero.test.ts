import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../src/shared/i18n/locales/en.json';
import ja from '../src/shared/i18n/locales/ja.json';
import ro from '../src/shared/i18n/locales/ro.json';
import { heroMarkup, heroScript, heroTexts } from './boot-hero';

const data = heroTexts(join(import.meta.dirname, '../src/shared/i18n/locales'));

/** Puts the boot hero in the page at a path and runs its script, as index.html does. */
function boot(path: string): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = heroMarkup(data).replace(/<script>[\s\S]*<\/script>/, '');
  new Function(heroScript(data))();
  const hero = document.getElementById('boot-hero');
  if (!hero) throw new Error('no hero');
  return hero;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe("the home page's hero is painted from index.html, in the language the app starts in", () => {
  it('shows the English texts on the home page of the default brand', () => {
    const hero = boot('/');
    expect(hero.hidden).toBe(false);
    expect(hero.querySelector('h1')?.textContent).toBe(en.home.heroTitle);
    expect(hero.querySelector('p')?.textContent).toBe(en.home.heroBody);
    expect(hero.querySelector('.boot-hero-cta')?.textContent).toBe(en.home.heroCta);
  });

  it('uses the stored language first, then the ?country= brand of a local host', () => {
    localStorage.setItem('app_lang', 'ja');
    expect(boot('/?country=RO').querySelector('h1')?.textContent).toBe(ja.home.heroTitle);
    localStorage.clear();
    expect(boot('/?country=RO').querySelector('h1')?.textContent).toBe(ro.home.heroTitle);
  });

  it('stays hidden on every other page', () => {
    expect(boot('/live').hidden).toBe(true);
    expect(boot('/football').hidden).toBe(true);
  });

  it('has every language and no markup in the texts', () => {
    expect(Object.keys(data.texts).sort()).toEqual(['de', 'el', 'en', 'es', 'fi', 'fr', 'ja', 'pt', 'ro']);
    expect(heroScript(data)).not.toMatch(/<\/script/i);
  });
});
