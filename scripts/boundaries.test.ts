import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkRepository,
  findViolations,
  GENERATED_FILE,
  renderBiomeZones,
  repositoryZones,
} from './boundaries';

let root: string;

/** Writes `files` (repository-relative path -> text) under the fixture repository. */
function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** A repository whose imports all keep to the zones, its generated file written and extended. */
function cleanRepository(): void {
  write({
    'biome.json': JSON.stringify({ extends: [`./${GENERATED_FILE}`] }),
    'apps/site/src/main.tsx': "import { App } from '@/app/app';\nexport default App;\n",
    'apps/site/src/app/app.ts':
      "import { a } from '@/features/alpha';\nimport { b } from '../features/beta/b';\nexport const App = [a, b];\n",
    'apps/site/src/features/alpha/index.ts': "export { a } from './a';\n",
    'apps/site/src/features/alpha/a.ts':
      "import { x } from '@/shared/x';\nimport { brand } from '@/brands/brand';\nimport { z } from 'zod';\nimport { own } from '@/features/alpha/own';\nexport const a = [x, brand, z, own];\n",
    'apps/site/src/features/alpha/own.ts': 'export const own = 1;\n',
    'apps/site/src/features/beta/b.ts': "import { x } from '../../shared/x';\nexport const b = x;\n",
    'apps/site/src/shared/x.ts': "import { brand } from '../brands/brand';\nexport const x = brand;\n",
    'apps/site/src/brands/brand.ts': 'export const brand = 1;\n',
    'apps/plain/src/page.ts': "import { x } from './x';\nexport const page = x;\n",
    'apps/plain/src/global.css': '@import "@touchline/kit/theme.css";\n',
    'packages/kit/src/index.ts': "import { z } from 'zod';\nexport const kit = z;\n",
    'server/src/modules/wallet/index.ts': "export { pay } from './service';\n",
    'server/src/modules/wallet/service.ts': 'export const pay = 1;\n',
    'server/src/modules/wallet/testing.ts': 'export const fund = 1;\n',
    // Not sealed (no index.ts): anyone may import its insides, and its own imports are not checked.
    'server/src/modules/catalog/repo.ts':
      "import { pay } from '../wallet/service';\nexport const find = pay;\n",
    'server/src/modules/bets/index.ts': "export { place } from './service';\n",
    'server/src/modules/bets/service.ts':
      "import { pay } from '../wallet';\nimport { find } from '../catalog/repo';\nexport const place = [pay, find];\n",
    'server/src/modules/bets/service.test.ts':
      "import { fund } from '../wallet/testing';\nexport const t = fund;\n",
    'server/src/modules/tips/service.ts':
      "import { pay } from '../wallet/index.js';\nexport const tip = pay;\n",
  });
  writeFileSync(join(root, GENERATED_FILE), renderBiomeZones(repositoryZones(root)));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  cleanRepository();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('zones come from the folders', () => {
  it('one zone per feature folder and one for shared/ of every app with features; sealed modules only', () => {
    expect(repositoryZones(root).map((zone) => zone.dir)).toEqual([
      'apps/site/src/features/alpha',
      'apps/site/src/features/beta',
      'apps/site/src/shared',
      // Every app apart from the others, every package apart from the apps and the server.
      'apps/plain/src',
      'apps/site/src',
      'packages/kit/src',
      // The modules that declared their surface (an index.ts), each held to the other.
      'server/src/modules/bets',
      'server/src/modules/wallet',
    ]);
  });

  it('a repository that keeps to its zones passes the check', () => {
    expect(checkRepository(root)).toEqual([]);
  });
});

describe('an import across a boundary fails the check', () => {
  it('a feature importing another feature, by alias, by relative path, dynamically or as a re-export', () => {
    write({
      'apps/site/src/features/alpha/bad.ts': [
        "import { b } from '@/features/beta/b';",
        "import type { B } from '../beta/b';",
        "export * from '@/features/beta';",
        "export const later = () => import('../../features/beta/b');",
        "export const own = import('./own');",
        '',
      ].join('\n'),
    });
    expect(checkRepository(root)).toEqual([
      expect.stringMatching(/^apps\/site\/src\/features\/alpha\/bad\.ts imports '@\/features\/beta\/b': /),
      expect.stringMatching(/imports '\.\.\/beta\/b': /),
      expect.stringMatching(/imports '@\/features\/beta': /),
      expect.stringMatching(/imports '\.\.\/\.\.\/features\/beta\/b': /),
    ]);
  });

  it('a feature importing app/, and shared/ importing a feature or app/', () => {
    write({
      'apps/site/src/features/beta/bad.ts': "import { App } from '@/app/app';\nexport const bad = App;\n",
      'apps/site/src/shared/bad.ts':
        "import { a } from '../features/alpha/a';\nimport { App } from '@/app/app';\n",
    });
    expect(findViolations(root, repositoryZones(root)).map((v) => `${v.file} -> ${v.specifier}`)).toEqual([
      'apps/site/src/features/beta/bad.ts -> @/app/app',
      'apps/site/src/shared/bad.ts -> ../features/alpha/a',
      'apps/site/src/shared/bad.ts -> @/app/app',
    ]);
  });

  it('an app importing another app, a stylesheet included, and a package importing an app or the server', () => {
    write({
      'apps/plain/src/theme.css': '@import "../../site/src/shared/global.css";\n',
      'apps/plain/src/reuse.ts': "import { x } from '../../site/src/shared/x';\nexport const y = x;\n",
      'packages/kit/src/bad.ts':
        "import { x } from '../../../apps/site/src/shared/x';\nimport { pay } from '../../../server/src/modules/wallet';\nexport const bad = [x, pay];\n",
    });
    expect(findViolations(root, repositoryZones(root)).map((v) => `${v.file} -> ${v.specifier}`)).toEqual([
      'apps/plain/src/reuse.ts -> ../../site/src/shared/x',
      'apps/plain/src/theme.css -> ../../site/src/shared/global.css',
      'packages/kit/src/bad.ts -> ../../../apps/site/src/shared/x',
      'packages/kit/src/bad.ts -> ../../../server/src/modules/wallet',
    ]);
  });

  it('a server module importing the inside of a module that has an index.ts', () => {
    write({
      'server/src/modules/bets/settle.ts':
        "import { pay } from '../wallet/service';\nexport const s = pay;\n",
    });
    expect(findViolations(root, repositoryZones(root)).map((v) => `${v.file} -> ${v.specifier}`)).toEqual([
      'server/src/modules/bets/settle.ts -> ../wallet/service',
    ]);
  });
});

describe('the generated Biome file', () => {
  it('is reported stale when a feature folder is added, and current once regenerated', () => {
    write({ 'apps/site/src/features/gamma/g.ts': 'export const g = 1;\n' });
    expect(checkRepository(root)).toEqual([expect.stringContaining(`${GENERATED_FILE} does not match`)]);
    writeFileSync(join(root, GENERATED_FILE), renderBiomeZones(repositoryZones(root)));
    expect(checkRepository(root)).toEqual([]);
  });

  it('is reported when biome.json does not extend it', () => {
    write({ 'biome.json': '{}' });
    expect(checkRepository(root)).toEqual([expect.stringContaining('does not extend')]);
  });

  it('makes Biome reject an @/ import of another feature', () => {
    write({
      'biome.json': JSON.stringify({
        extends: [`./${GENERATED_FILE}`],
        files: { includes: ['apps/**'] },
        linter: { enabled: true, rules: { recommended: false } },
      }),
      'apps/site/src/features/alpha/bad.ts':
        "import { b } from '@/features/beta/b';\nexport const bad = b;\n",
    });
    const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
    const lint = (path: string) =>
      spawnSync(process.execPath, [biome, 'lint', '--colors=off', path], { cwd: root, encoding: 'utf8' });
    const crossing = lint('apps/site/src/features/alpha/bad.ts');
    expect(crossing.status).toBe(1);
    expect(crossing.stdout + crossing.stderr).toContain('lint/style/noRestrictedImports');
    expect(lint('apps/site/src/features/alpha/a.ts').status).toBe(0);
  });
});
