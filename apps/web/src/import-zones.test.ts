/**
 * The web app's import zones: a file in features/X imports only shared/, brands/, packages and features/X;
 * shared/ imports no feature and nothing of app/. Biome rejects the `@/` imports that break this (one
 * override per feature folder in biome.json); this test also follows relative paths, and fails when a
 * feature folder has no override of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const BIOME = join(SRC, '../../../biome.json');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The src-relative folder each import of a file points at (`features/betslip/store`), packages left out. */
function importTargets(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [relative(SRC, resolve(dirname(file), specifier))];
    return [];
  });
}

/** Imports of files under `zone` that leave what the zone may import. */
function violations(zone: string, allowed: (file: string, target: string) => boolean): string[] {
  return sourceFiles(join(SRC, zone)).flatMap((file) =>
    importTargets(file)
      .filter((target) => !allowed(relative(SRC, file), target))
      .map((target) => `${relative(SRC, file)} -> ${target}`),
  );
}

const featureOf = (path: string) => /^features\/([^/]+)/.exec(path)?.[1] ?? null;

describe('web import zones', () => {
  it('a feature imports no other feature and nothing of app/', () => {
    const found = violations('features', (file, target) => {
      const feature = featureOf(target);
      return !target.startsWith('app/') && (feature === null || feature === featureOf(file));
    });
    expect(found).toEqual([]);
  });

  it('shared/ imports no feature and nothing of app/', () => {
    const found = violations('shared', (_file, target) => !/^(features|app)(\/|$)/.test(target));
    expect(found).toEqual([]);
  });

  it('every feature folder has its own import rule in biome.json', () => {
    const config = JSON.parse(readFileSync(BIOME, 'utf8')) as { overrides?: { includes?: string[] }[] };
    const zones = new Set((config.overrides ?? []).flatMap((override) => override.includes ?? []));
    const folders = readdirSync(join(SRC, 'features'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const missing = folders
      .map((entry) => `apps/web/src/features/${entry.name}/**`)
      .filter((zone) => !zones.has(zone));
    expect(missing).toEqual([]);
  });
});
