/**
 * What index.html carries inline, so the first paint needs nothing but the page itself (Lighthouse FCP
 * and LCP; a bettor on a slow phone network sees the page at once):
 * - the boot script (src/boot/early.ts, bundled here into a small classic script): it starts the first
 *   screen's data calls while the app downloads, and fills in the home page's hero in the language the
 *   app will start in;
 * - the home page's hero itself, with the markup and classes of the home page (home-page.tsx), so the one
 *   replaces the other without a visible change; shown on phones (global.css), where the layout is known;
 * - the stylesheet (about 8 KB compressed), inlined in production builds, so no request blocks the
 *   first paint;
 * - in production builds, the app's entry script and its modulepreload links are no longer tags of the
 *   page: the boot script adds them once the page has painted (loadApp), the links first, so the app's
 *   modules download in parallel as before, one frame later, and the first paint waits for none of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import type { AppFiles, HeroTexts, NetworkTexts } from '../src/boot/early';
import { LANGUAGES } from '../src/shared/i18n/languages';

/** Where index.html wants the hero. */
export const BOOT_HERO_MARK = '<!-- boot-hero -->';
const GLOBAL_NAME = 'TouchlineBoot';

export function heroTexts(localesDir: string): HeroTexts {
  const texts: Record<string, [string, string, string]> = {};
  for (const lang of LANGUAGES) {
    const file = JSON.parse(readFileSync(join(localesDir, `${lang}.json`), 'utf8')) as {
      home?: Record<string, string>;
    };
    const { heroTitle, heroBody, heroCta } = file.home ?? {};
    if (!heroTitle || !heroBody || !heroCta) throw new Error(`boot inline: ${lang}.json lacks home.hero*`);
    texts[lang] = [heroTitle, heroBody, heroCta];
  }
  return texts;
}

/** Language -> the network screen's texts, for the boot script's screen when the app cannot load. */
export function networkTexts(localesDir: string): NetworkTexts {
  const texts: Record<string, [string, string, string]> = {};
  for (const lang of LANGUAGES) {
    const file = JSON.parse(readFileSync(join(localesDir, `${lang}.json`), 'utf8')) as {
      modal?: Record<string, string>;
    };
    const { networkTitle, networkBody, networkWait } = file.modal ?? {};
    if (!networkTitle || !networkBody || !networkWait)
      throw new Error(`boot inline: ${lang}.json lacks modal.network*`);
    texts[lang] = [networkTitle, networkBody, networkWait];
  }
  return texts;
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function bundleBootScript(srcDir: string): Promise<string> {
  const output = await build({
    input: join(srcDir, 'boot/early.ts'),
    write: false,
    platform: 'browser',
    resolve: { alias: { '@': srcDir } },
    transform: { define: { 'import.meta.env.DEV': 'false' } },
    output: { format: 'iife', name: GLOBAL_NAME, minify: true },
  });
  const chunk = output.output[0];
  if (chunk?.type !== 'chunk') throw new Error('boot inline: no script');
  if (/<\/script/i.test(chunk.code)) throw new Error('boot inline: the script would end its element');
  return chunk.code.trim();
}

export const heroMarkup = (
  texts: HeroTexts,
): string => `<section class="home-hero boot-hero" id="boot-hero" hidden>
          <div><h1 class="home-hero-title"></h1><p class="home-hero-body"></p></div>
          <a class="home-hero-cta" href="/live" tabindex="-1"><span class="live-dot"></span><span class="boot-hero-cta"></span></a>
        </section>
        <script>${GLOBAL_NAME}.showHero(${scriptJson(texts)})</script>`;

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Takes the entry script and the modulepreload links out of the page and has the boot script add them
 * after the first paint: the first paint then never shares the network with the app's files (on a slow
 * line they would slow the page's own bytes; Lighthouse counts scripts that finish before the first
 * paint as holding it back).
 * With `size` (bytes of a file), the largest files are asked for first: over HTTP/1.1 a browser opens
 * six connections to a host, the first screen's data calls already hold some of them, and the files
 * asked for first get the free ones; React DOM, the largest, is the one the first screen waits for last.
 */
export function deferApp(html: string, size?: (file: string) => number): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error('boot inline: no entry script in index.html');
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1] ?? '').filter(Boolean);
  if (size) preload.sort((a, b) => size(b) - size(a));
  const files: AppFiles = { entry: entry[1], preload };
  return html
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `  <script>${GLOBAL_NAME}.loadApp(${scriptJson(files)})</script>\n  </body>`);
}

type BundleItem =
  | { type: 'asset'; fileName: string; source: string | Uint8Array }
  | { type: 'chunk'; fileName: string; code: string };

export function bootInline(srcDir: string): Plugin {
  return {
    name: 'touchline:boot-inline',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!html.includes(BOOT_HERO_MARK))
          throw new Error(`boot inline: index.html lacks ${BOOT_HERO_MARK}`);
        const script = await bundleBootScript(srcDir);
        const locales = join(srcDir, 'shared/i18n/locales');
        let page = html
          .replace(
            '</title>',
            `</title>\n    <script>${script};${GLOBAL_NAME}.applyTheme();${GLOBAL_NAME}.startCalls();${GLOBAL_NAME}.warmDates();${GLOBAL_NAME}.offlineTexts(${scriptJson(networkTexts(locales))})</script>`,
          )
          .replace(BOOT_HERO_MARK, heroMarkup(heroTexts(locales)));
        // Production: the stylesheet goes inline (every link to it, whichever plugin added one).
        const bundle = ctx.bundle as Record<string, BundleItem> | undefined;
        for (const item of Object.values(bundle ?? {})) {
          if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
          const links = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${item.fileName}"[^>]*>`, 'g');
          if (!links.test(page)) continue;
          const css = typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
          page = page
            .replace(links, '')
            .replace('</head>', `  <style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`);
        }
        if (bundle) {
          const sizes = new Map(
            Object.values(bundle).map((item) => [
              `/${item.fileName}`,
              item.type === 'chunk' ? item.code.length : item.source.length,
            ]),
          );
          page = deferApp(page, (file) => sizes.get(file) ?? 0);
        }
        return page;
      },
    },
  };
}
