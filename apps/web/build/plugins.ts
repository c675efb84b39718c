/**
 * Build-time plugins of the sportsbook (Lighthouse: fewer round trips and bytes on the first load).
 * - routePreload: a tiny inline script in index.html that, on a deep link to a route whose page is its
 *   own chunk, preloads that chunk (and its CSS) in parallel with the main bundle instead of after it.
 * - precompress: gzip and brotli twins of every text asset, for a static server that serves
 *   precompressed files (@fastify/static `preCompressed`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/** Which first path segment (or segment count) loads which page module; the rest is in the main bundle. */
export interface RoutePreload {
  /** A key of the inline table; the script picks one from location.pathname. */
  key: string;
  /** The page module, as a path suffix of the chunk's facade module. */
  module: string;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<string, { type: string; fileName: string } | ChunkLike>;

/** The event the boot script's loadApp (src/boot/early.ts) fires once it has asked for the app's files. */
const APP_FILES_EVENT = 'touchline:app-files';

const isChunk = (item: BundleLike[string] | undefined): item is ChunkLike => item?.type === 'chunk';

/** Files a chunk needs: itself and its static imports, each once, with the CSS they carry. */
function closure(bundle: BundleLike, start: ChunkLike): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (js.includes(chunk.fileName)) return;
    js.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (isChunk(next)) visit(next);
    }
  };
  visit(start);
  return { js, css: [...css] };
}

/**
 * The inline script: the route key from the path (see pick below), then, once the page has painted and
 * just after the app's own files (loadApp in src/boot/early.ts announces them; these are a few KB, and the
 * largest files are to have the free connections first), a modulepreload per JS file and a stylesheet per
 * CSS file the page does not already name (the table leaves those out when it is built); a page without
 * loadApp gets them at 250 ms. Stylesheets added by script never block rendering.
 */
const script = (table: Record<string, { js: string[]; css: string[] }>) => `(() => {
  var t = ${JSON.stringify(table)};
  var p = location.pathname.split('/').filter(Boolean);
  var k = p[0] === 'live' ? 'live' : p[0] === 'horse-racing' || p[0] === 'greyhounds' ? 'racing'
    : p.length === 3 || (p[0] === 'esports' && p[1] === 'match') || p[0] === 'virtual' && p.length === 3 ? 'match'
    : p.length === 1 || p.length === 2 ? 'browse' : null;
  var e = k && t[k];
  if (!e) return;
  function add(rel, href) {
    var l = document.createElement('link');
    l.rel = rel; l.href = href; l.crossOrigin = '';
    document.head.appendChild(l);
  }
  var done = false;
  function go() {
    if (done) return;
    done = true;
    e.js.forEach(function (f) { add('modulepreload', f); });
    e.css.forEach(function (f) { add('stylesheet', f); });
  }
  document.addEventListener('${APP_FILES_EVENT}', go, { once: true });
  setTimeout(go, 250);
})();`;

export function routePreload(routes: readonly RoutePreload[]): Plugin {
  return {
    name: 'touchline:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as BundleLike | undefined;
        if (!bundle) return html;
        const table: Record<string, { js: string[]; css: string[] }> = {};
        for (const route of routes) {
          const chunk = Object.values(bundle).find(
            (item): item is ChunkLike => isChunk(item) && (item.facadeModuleId ?? '').endsWith(route.module),
          );
          if (!chunk) throw new Error(`route preload: no chunk for ${route.module}`);
          const files = closure(bundle, chunk);
          table[route.key] = {
            js: files.js.map((file) => `/${file}`).filter((file) => !html.includes(`"${file}"`)),
            css: files.css.map((file) => `/${file}`).filter((file) => !html.includes(`"${file}"`)),
          };
        }
        return {
          html,
          // Minified: it is part of every page's first load.
          tags: [
            {
              tag: 'script',
              children: minifySync('route-preload.js', script(table)).code.trim(),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Below this a compressed twin saves less than a round trip costs to look for it. */
const MIN_BYTES = 1024;

/**
 * Puts lazily imported modules' files (JS and CSS) in index.html as modulepreload and stylesheet
 * links, so a module the entry imports after the first paint downloads with the page, not after it.
 */
export function eagerPreload(...modules: string[]): Plugin {
  return {
    name: 'touchline:eager-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as BundleLike | undefined;
        if (!bundle) return html;
        const js = new Set<string>();
        const css = new Set<string>();
        for (const module of modules) {
          const chunk = Object.values(bundle).find(
            (item): item is ChunkLike => isChunk(item) && (item.facadeModuleId ?? '').endsWith(module),
          );
          if (!chunk) throw new Error(`eager preload: no chunk for ${module}`);
          const files = closure(bundle, chunk);
          for (const file of files.js) js.add(file);
          for (const file of files.css) css.add(file);
        }
        const fresh = (file: string) => !html.includes(`"/${file}"`);
        return {
          html,
          tags: [
            ...[...js].filter(fresh).map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
            ...[...css].filter(fresh).map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}

export function precompress(): Plugin {
  return {
    name: 'touchline:precompress',
    apply: 'build',
    // After the files are written: earlier hooks still see code other plugins rewrite later.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName) && !fileName.endsWith('.map'))
          .map(async (fileName) => {
            const path = join(dir, fileName);
            const bytes = await readFile(path);
            if (bytes.length < MIN_BYTES) return;
            await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
            await writeFile(
              `${path}.br`,
              brotliCompressSync(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 9,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
            );
          }),
      );
    },
  };
}
