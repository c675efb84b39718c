/**
 * The server's layers, checked on the import statements of its source files: data flows from the feed
 * and the demo generator through the database to the API, never back. The API (modules/) does not
 * depend on how the demo catalogue is made; the feed and the database do not reach up into the API;
 * the pricing engine and the reference data depend on nothing above them. Tests and their helpers may
 * cross layers to set things up, so they are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/test/.test(entry.name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each source file (relative to src/) with the files of src/ it imports (relative, without extension). */
const graph: ReadonlyArray<{ file: string; imports: string[] }> = sourceFiles(SRC).map((path) => {
  const text = readFileSync(path, 'utf8');
  const imports: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) continue;
    imports.push(relative(SRC, resolve(dirname(path), specifier)).replaceAll('\\', '/'));
  }
  return { file: relative(SRC, path).replaceAll('\\', '/'), imports };
});

/** Imports from files under `from` into files under `into`, as 'file -> import'. */
function crossings(from: string, into: readonly string[]): string[] {
  return graph
    .filter(({ file }) => file.startsWith(`${from}/`))
    .flatMap(({ file, imports }) =>
      imports.filter((i) => into.some((layer) => i.startsWith(`${layer}/`))).map((i) => `${file} -> ${i}`),
    );
}

describe('server layers', () => {
  it('reads the imports of every source folder', () => {
    const folders = new Set(graph.map(({ file }) => file.split('/')[0]));
    for (const folder of ['modules', 'feed', 'db', 'demo', 'domain', 'pricing'])
      expect(folders).toContain(folder);
    expect(graph.some(({ imports }) => imports.length > 0)).toBe(true);
  });

  it('the API modules import nothing from the demo generator', () => {
    expect(crossings('modules', ['demo'])).toEqual([]);
  });

  it('the feed and the database import nothing from the API modules', () => {
    expect([...crossings('feed', ['modules']), ...crossings('db', ['modules'])]).toEqual([]);
  });

  it('the pricing engine and the reference data import nothing from the layers that use them', () => {
    const above = ['modules', 'feed', 'demo', 'realtime', 'db'];
    expect([...crossings('pricing', [...above, 'domain']), ...crossings('domain', above)]).toEqual([]);
  });
});
