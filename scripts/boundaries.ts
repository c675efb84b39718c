/**
 * Import boundaries, derived from the folders rather than written by hand.
 *
 * Front ends (every `apps/<app>/src` that has a `features/` folder): shared code flows one way,
 * `shared -> features -> app`. A file in `features/<f>/` imports nothing of another feature and nothing
 * of `app/`; a file in `shared/` imports no feature and nothing of `app/`. Other folders (`brands/`,
 * `test/`, entry files) are not layers and may be imported by anyone.
 *
 * Apps stay apart: a file of `apps/<app>/src` imports nothing of another app, by relative path or by a
 * stylesheet's `@import`; what two apps share lives in a package (the front-end kit, the contract).
 * Packages (`packages/<p>/src`) import no app and nothing of the server: they are what apps build on.
 *
 * Server modules (`server/src/modules/<m>/`): a module with an `index.ts` has declared its public
 * surface, so other modules may import that index and nothing else of it, and it imports other sealed
 * modules the same way. Its `testing.ts`, when it has one, is public too: the helpers other modules'
 * tests set up with. A module without an index.ts is not sealed yet, either way: declaring its surface
 * is what turns the check of its own imports on.
 *
 * Two outputs come from the same zones:
 * - `biome.boundaries.jsonc`, which `biome.json` extends: one `noRestrictedImports` override per zone,
 *   so the editor and `biome ci` reject an `@/` import across a boundary. Biome matches the import as
 *   written, so it cannot see a relative path (`../cashier/pager`) leave a folder;
 * - the check below, which resolves every import (relative or `@/`) to the file it names, so nothing
 *   slips past the rule whichever way it is written.
 *
 *   npx tsx scripts/boundaries.ts           checks: the committed file is current, and no import crosses a zone
 *   npx tsx scripts/boundaries.ts --write   rewrites biome.boundaries.jsonc from the folders, then checks
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const GENERATED_FILE = 'biome.boundaries.jsonc';

const FEATURE_MESSAGE =
  'A feature imports no other feature and nothing of app/: move what several features use to shared/, or let app/ compose the features.';
const SHARED_MESSAGE =
  'shared/ imports no feature and no app/ module: what features share must not depend on them.';
const APP_MESSAGE =
  'An app imports nothing of another app: move what both use to a package (packages/web-kit for the front ends).';
const PACKAGE_MESSAGE =
  'A package imports no app and nothing of the server: apps and the server build on packages, not the other way.';
const MODULE_MESSAGE =
  'A server module imports another module only through its index.ts, the public surface it declares (tests may also use its testing.ts).';

/** A folder whose files may not import from some other folders. Paths are repository-relative, `/`-separated. */
export interface Zone {
  dir: string;
  forbidden: { dir: string; except?: string[] }[];
  message: string;
  /** The same rule for Biome, written as the `@/` imports it rejects; null when only the check applies. */
  biome: { group: string[] } | null;
}

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const STYLESHEET = /\.css$/;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']([^"']+)["']/g;
const toPosix = (path: string) => path.split('\\').join('/');
const folders = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/** Zones of one front end whose sources are `src` (repository-relative, `@/` pointing at it). */
function appZones(root: string, src: string): Zone[] {
  const features = folders(join(root, src, 'features'));
  const appLayer = { dir: `${src}/app` };
  const zones: Zone[] = features.map((feature) => ({
    dir: `${src}/features/${feature}`,
    forbidden: [
      ...features.filter((other) => other !== feature).map((other) => ({ dir: `${src}/features/${other}` })),
      appLayer,
    ],
    message: FEATURE_MESSAGE,
    biome: {
      group: [
        '@/features',
        '@/features/*',
        '@/features/**',
        `!@/features/${feature}`,
        `!@/features/${feature}/**`,
        '@/app',
        '@/app/*',
        '@/app/**',
      ],
    },
  }));
  if (existsSync(join(root, src, 'shared'))) {
    zones.push({
      dir: `${src}/shared`,
      forbidden: [{ dir: `${src}/features` }, appLayer],
      message: SHARED_MESSAGE,
      biome: { group: ['@/features', '@/features/*', '@/features/**', '@/app', '@/app/*', '@/app/**'] },
    });
  }
  return zones;
}

/** Each app's sources against every other app's folder. */
function appsApartZones(root: string, apps: string[]): Zone[] {
  return apps
    .filter((app) => existsSync(join(root, 'apps', app, 'src')))
    .map((app) => ({
      dir: `apps/${app}/src`,
      forbidden: apps.filter((other) => other !== app).map((other) => ({ dir: `apps/${other}` })),
      message: APP_MESSAGE,
      biome: null,
    }))
    .filter((zone) => zone.forbidden.length > 0);
}

/** The npm names of the apps and the server, which no package may import. */
function workspaceNames(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    const manifest = join(root, dir, 'package.json');
    if (!existsSync(manifest)) return [];
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
    return name ? [name, `${name}/**`] : [];
  });
}

/** Each package's sources against the apps and the server. */
function packageZones(root: string, apps: string[]): Zone[] {
  const above = workspaceNames(root, [...apps.map((app) => `apps/${app}`), 'server']);
  return folders(join(root, 'packages'))
    .filter((name) => existsSync(join(root, 'packages', name, 'src')))
    .map((name) => ({
      dir: `packages/${name}/src`,
      forbidden: [{ dir: 'apps' }, { dir: 'server' }],
      message: PACKAGE_MESSAGE,
      biome: above.length > 0 ? { group: above } : null,
    }));
}

/** Zones of the server modules: each sealed module (it has an index.ts) against every other one. */
function moduleZones(root: string, modulesDir: string): Zone[] {
  const modules = folders(join(root, modulesDir));
  const sealed = modules.filter((name) =>
    ['index.ts', 'index.js'].some((file) => existsSync(join(root, modulesDir, name, file))),
  );
  return sealed
    .map((name) => ({
      dir: `${modulesDir}/${name}`,
      forbidden: sealed
        .filter((other) => other !== name)
        .map((other) => ({
          dir: `${modulesDir}/${other}`,
          except: [
            `${modulesDir}/${other}`,
            `${modulesDir}/${other}/index`,
            `${modulesDir}/${other}/testing`,
          ],
        })),
      message: MODULE_MESSAGE,
      biome: null,
    }))
    .filter((zone) => zone.forbidden.length > 0);
}

/** Every zone of the repository at `root`, from the folders as they are now. */
export function repositoryZones(root: string): Zone[] {
  const apps = folders(join(root, 'apps'));
  const layered = apps.filter((app) => existsSync(join(root, 'apps', app, 'src/features')));
  return [
    ...layered.flatMap((app) => appZones(root, `apps/${app}/src`)),
    ...appsApartZones(root, apps),
    ...packageZones(root, apps),
    ...moduleZones(root, 'server/src/modules'),
  ];
}

// ------------------------------------------------------------------------------ the generated Biome file

/** JSON laid out for reading: objects one key a line, arrays of strings on one line when they fit. */
function layout(value: unknown, indent: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item) => layout(item, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (value.every((item) => typeof item === 'string') && indent.length + oneLine.length <= 100)
      return oneLine;
    return `[\n${items.map((item) => `${inner}${item}`).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${inner}${JSON.stringify(key)}: ${layout(item, inner)}`,
    );
    return `{\n${entries.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The text of `biome.boundaries.jsonc` for these zones. */
export function renderBiomeZones(zones: Zone[]): string {
  const overrides = zones.flatMap((zone) =>
    zone.biome
      ? [
          {
            includes: [`${zone.dir}/**`],
            linter: {
              rules: {
                style: {
                  noRestrictedImports: {
                    level: 'error',
                    options: { patterns: [{ group: zone.biome.group, message: zone.message }] },
                  },
                },
              },
            },
          },
        ]
      : [],
  );
  return [
    '// Generated by `npm run boundaries` (scripts/boundaries.ts) from the feature folders of every app.',
    '// Do not edit: add or remove a feature folder and run the command again. `npm run check` fails when',
    '// this file no longer matches the folders.',
    `${layout({ overrides }, '')}\n`,
  ].join('\n');
}

// ------------------------------------------------------------------------------ the import check

const sourceFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory())
          return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
        return SOURCE.test(entry.name) || STYLESHEET.test(entry.name) ? [path] : [];
      })
    : [];

/** The source folder `@/` points at for a file (`apps/<app>/src`), or null outside the apps. */
function aliasRoot(file: string): string | null {
  const match = /^(apps\/[^/]+\/src)\//.exec(file);
  return match?.[1] ?? null;
}

/** Where an import points, repository-relative and without its extension; null for a package. */
function importTarget(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) {
    const base = aliasRoot(file);
    if (!base) return null;
    target = `${base}/${specifier.slice(2)}`;
  } else if (specifier.startsWith('.')) {
    target = toPosix(join(dirname(file), specifier));
  } else {
    return null;
  }
  return target.replace(/\/$/, '').replace(SOURCE, '');
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

export interface Violation {
  file: string;
  specifier: string;
  message: string;
}

/** Every import under the zones of `root` that crosses a boundary, static, dynamic or re-export alike. */
export function findViolations(root: string, zones: Zone[]): Violation[] {
  return zones.flatMap((zone) =>
    sourceFiles(join(root, zone.dir)).flatMap((path) => {
      const file = toPosix(relative(root, path));
      const text = readFileSync(path, 'utf8');
      const specifiers = STYLESHEET.test(file)
        ? [...text.matchAll(CSS_IMPORT)].map((match) => match[1] ?? '')
        : ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
      return specifiers.flatMap((specifier) => {
        const target = importTarget(file, specifier);
        if (target === null) return [];
        const crossed = zone.forbidden.some(
          (rule) => inside(target, rule.dir) && !(rule.except ?? []).includes(target),
        );
        return crossed ? [{ file, specifier, message: zone.message }] : [];
      });
    }),
  );
}

/** What is wrong with the repository at `root`: a stale generated file, a missing extends, crossing imports. */
export function checkRepository(root: string): string[] {
  const zones = repositoryZones(root);
  const problems: string[] = [];
  const generated = join(root, GENERATED_FILE);
  if (!existsSync(generated) || readFileSync(generated, 'utf8') !== renderBiomeZones(zones)) {
    problems.push(
      `${GENERATED_FILE} does not match the feature folders: run \`npm run boundaries\` and commit it.`,
    );
  }
  const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { extends?: string[] };
  if (!(biome.extends ?? []).some((path) => path.replace(/^\.\//, '') === GENERATED_FILE)) {
    problems.push(`biome.json does not extend ./${GENERATED_FILE}, so Biome does not apply the zones.`);
  }
  for (const violation of findViolations(root, zones)) {
    problems.push(`${violation.file} imports '${violation.specifier}': ${violation.message}`);
  }
  return problems;
}

function main(): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  if (process.argv.includes('--write')) {
    writeFileSync(join(root, GENERATED_FILE), renderBiomeZones(repositoryZones(root)));
  }
  const problems = checkRepository(root);
  if (problems.length > 0) {
    console.error(`Import boundaries:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.info(`Import boundaries hold (${repositoryZones(root).length} zones).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
