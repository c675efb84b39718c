/**
 * The home route's initial JavaScript (goal: 150 KB gzip or less): what the built
 * index.html makes the browser run before any interaction: its inline scripts, plus the module script
 * and modulepreload links, whether they are tags of the page or named by the boot script's loader
 * (TouchlineBoot.loadApp, src/boot/early.ts), each gzipped at level 9 and summed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { file: string; bytes: number; gzip: number }[];
  totalGzipKb: number;
}

const attr = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1] ?? null;

/** Script and modulepreload URLs of a built index.html, in document order, each once. */
export function initialScripts(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith('<script') && attr(tag, 'type') === 'module';
    const isPreload = tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload';
    const url = isModule ? attr(tag, 'src') : isPreload ? attr(tag, 'href') : null;
    if (url && !urls.includes(url)) urls.push(url);
  }
  const loader = /TouchlineBoot\.loadApp\((\{[^<]*?\})\)/.exec(html)?.[1];
  if (loader) {
    const files = JSON.parse(loader) as { entry: string; preload?: string[] };
    for (const url of [files.entry, ...(files.preload ?? [])]) if (!urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The inline scripts of the page (the theme, route-preload and boot scripts), as one text. */
export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').join('\n');
}

export function measureInitialJs(dist: string): InitialJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = initialScripts(html).map((url) => {
    const content = readFileSync(join(dist, url.replace(/^\//, '')));
    return { file: url, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const inline = Buffer.from(inlineScripts(html));
  if (inline.length > 0) {
    files.push({
      file: 'index.html (inline)',
      bytes: inline.length,
      gzip: gzipSync(inline, { level: 9 }).length,
    });
  }
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  return { files, totalGzipKb: Math.round((total / 1024) * 10) / 10 };
}
