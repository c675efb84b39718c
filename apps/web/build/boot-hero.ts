/**
 * The home page's hero in the boot shell of index.html (Lighthouse LCP; a bettor sees the page's
 * headline at the first paint instead of after the JavaScript runs). The markup is the home page's
 * (features/browse/pages/home-page.tsx, same global classes); a tiny inline script fills in the texts
 * of the language the app will start in (the stored app_lang, else the brand's default, chosen by host
 * or, on local hosts, by ?country=) and shows it on the home page only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { BRANDS, COUNTRY_KEY, DEFAULT_COUNTRY } from '../src/brands/brands';
import { APP_LANG_KEY, LANGUAGES } from '../src/shared/i18n/languages';

/** Where index.html wants the hero. */
export const BOOT_HERO_MARK = '<!-- boot-hero -->';

export interface HeroTexts {
  /** Language -> [title, body, call to action]. */
  texts: Record<string, [string, string, string]>;
  /** Country -> default language. */
  countries: Record<string, string>;
  /** [domain, language], longest domain first. */
  domains: [string, string][];
  fallback: string;
}

export function heroTexts(localesDir: string): HeroTexts {
  const texts: HeroTexts['texts'] = {};
  for (const lang of LANGUAGES) {
    const home = JSON.parse(readFileSync(join(localesDir, `${lang}.json`), 'utf8')).home as Record<
      string,
      string
    >;
    const { heroTitle, heroBody, heroCta } = home;
    if (!heroTitle || !heroBody || !heroCta) throw new Error(`boot hero: ${lang}.json lacks home.hero*`);
    texts[lang] = [heroTitle, heroBody, heroCta];
  }
  const brands = Object.values(BRANDS);
  return {
    texts,
    countries: Object.fromEntries(brands.map((brand) => [brand.country, brand.defaultLanguage])),
    domains: brands
      .map((brand): [string, string] => [brand.domain, brand.defaultLanguage])
      .sort((a, b) => b[0].length - a[0].length),
    fallback: BRANDS[DEFAULT_COUNTRY].defaultLanguage,
  };
}

/** The inline script (plain ES5, runs before any module). */
export const heroScript = (data: HeroTexts): string => `(function () {
  var el = document.getElementById('boot-hero');
  if (!el || location.pathname !== '/') return;
  var d = ${JSON.stringify(data).replace(/</g, '\\u003c')};
  function read(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  var host = location.hostname.toLowerCase();
  var lang = read(${JSON.stringify(APP_LANG_KEY)});
  if (!d.texts[lang]) {
    lang = null;
    if (host === 'localhost' || host === '127.0.0.1' || /\\.localhost$/.test(host)) {
      var chosen = new URLSearchParams(location.search).get('country') || read(${JSON.stringify(COUNTRY_KEY)}) || '';
      lang = d.countries[chosen.toUpperCase()] || null;
    }
    for (var i = 0; !lang && i < d.domains.length; i++) {
      var domain = d.domains[i][0];
      if (host === domain || host.slice(-domain.length - 1) === '.' + domain) lang = d.domains[i][1];
    }
  }
  var t = d.texts[lang] || d.texts[d.fallback];
  var parts = [el.querySelector('.home-hero-title'), el.querySelector('.home-hero-body'), el.querySelector('.boot-hero-cta')];
  for (var j = 0; j < parts.length; j++) if (parts[j]) parts[j].textContent = t[j];
  el.hidden = false;
})();`;

export const heroMarkup = (
  data: HeroTexts,
): string => `<section class="home-hero boot-hero" id="boot-hero" hidden>
          <div><h1 class="home-hero-title"></h1><p class="home-hero-body"></p></div>
          <a class="home-hero-cta" href="/live" tabindex="-1"><span class="live-dot"></span><span class="boot-hero-cta"></span></a>
        </section>
        <script>${heroScript(data)}</script>`;

export function bootHero(localesDir: string): Plugin {
  return {
    name: 'touchline:boot-hero',
    transformIndexHtml(html) {
      if (!html.includes(BOOT_HERO_MARK)) throw new Error(`boot hero: index.html lacks ${BOOT_HERO_MARK}`);
      return html.replace(BOOT_HERO_MARK, heroMarkup(heroTexts(localesDir)));
    },
  };
}
