/**
 * The server's layers, checked on the import statements of its source files: data flows from the feed
 * and the demo generator through the database to the API, never back. The API (modules/, app.ts) does
 * not depend on the demo or its feed; the feed and the database do not reach up into the API;
 * the pricing engine and the reference data depend on nothing above them. Between the API modules, a
 * module's SQL is its own (another module goes through its service), and no two modules depend on each
 * other, directly or around a longer loop. Tests and their helpers may cross layers to set things up,
 * so they are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/test/.test(entry.name) ? [path] : [];
  });
}

/** Each source file (relative to src/) with the files of src/ it imports (relative, without extension). */
const graph: ReadonlyArray<{ file: string; imports: string[] }> = sourceFiles(SRC).map((path) => {
  // The compiler's own scanner: static, type-only, re-exported and dynamic imports alike.
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(dirname(path), specifier)).replaceAll('\\', '/'));
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

/** The API module a file of src/ belongs to ('modules/bets/service' -> 'bets', its index 'modules/bets' too), or null. */
const moduleOf = (file: string): string | null => /^modules\/([^/]+)(\/|$)/.exec(file)?.[1] ?? null;

/** Which modules each module imports, with the imports that make each dependency. */
function moduleGraph(): Map<string, Map<string, string[]>> {
  const modules = new Map<string, Map<string, string[]>>();
  for (const { file, imports } of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = modules.get(from) ?? new Map<string, string[]>();
    modules.set(from, edges);
    for (const target of imports) {
      const into = moduleOf(target);
      if (into && into !== from) edges.set(into, [...(edges.get(into) ?? []), `${file} -> ${target}`]);
    }
  }
  return modules;
}

/** Every loop of the module graph, each as the modules it passes ('a -> b -> a'), found by depth-first search. */
function moduleCycles(modules: Map<string, Map<string, string[]>>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const visit = (name: string, path: string[]) => {
    const at = path.indexOf(name);
    if (at >= 0) {
      cycles.add([...path.slice(at), name].join(' -> '));
      return;
    }
    if (done.has(name)) return;
    for (const next of modules.get(name)?.keys() ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of [...modules.keys()].sort()) visit(name, []);
  return [...cycles];
}

describe('server layers', () => {
  it('reads the imports of every source folder', () => {
    const folders = new Set(graph.map(({ file }) => file.split('/')[0]));
    for (const folder of ['modules', 'feed', 'db', 'demo', 'domain', 'pricing'])
      expect(folders).toContain(folder);
    expect(graph.some(({ imports }) => imports.length > 0)).toBe(true);
  });

  it('every wire shape lives in the shared contract: no module keeps its own schemas file', () => {
    expect(graph.map(({ file }) => file).filter((file) => /(^|\/)schemas\.ts$/.test(file))).toEqual([]);
  });

  it('the API modules import nothing from the demo generator', () => {
    expect(crossings('modules', ['demo'])).toEqual([]);
  });

  it('the feed and the database import nothing from the API modules', () => {
    expect([...crossings('feed', ['modules']), ...crossings('db', ['modules'])]).toEqual([]);
  });

  it('the demo composes the feed, never the other way round, and the API modules import neither', () => {
    expect([...crossings('feed', ['demo']), ...crossings('modules', ['feed'])]).toEqual([]);
  });

  it('one model of each sport: its kind, profile and play are the reference data, nowhere else', () => {
    // The simulator's sports file only passes the domain's names on: it declares nothing of its own.
    const feedSports = ts.createSourceFile(
      'sports.ts',
      readFileSync(join(SRC, 'feed/sports.ts'), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    expect(feedSports.statements.every((statement) => ts.isExportDeclaration(statement))).toBe(true);
    const declarations = graph.flatMap(({ file }) =>
      /\btype SportKind\s*=/.test(readFileSync(join(SRC, file), 'utf8')) ? [file] : [],
    );
    expect(declarations).toEqual(['domain/sports.ts']);
  });

  it('the API (app.ts) needs no demo: only the process start (start.ts) registers it', () => {
    const importsOf = (file: string) => graph.find((entry) => entry.file === file)?.imports ?? [];
    expect(importsOf('app.ts').filter((i) => i.startsWith('demo') || i.startsWith('feed/'))).toEqual([]);
    expect(importsOf('start.ts')).toContain('demo');
  });

  it('the pricing engine and the reference data import nothing from the layers that use them', () => {
    const above = ['modules', 'feed', 'demo', 'realtime', 'db'];
    expect([...crossings('pricing', [...above, 'domain']), ...crossings('domain', above)]).toEqual([]);
  });

  it('a module reaches another module through its service, never its repository (SQL)', () => {
    const intoOtherRepos = graph.flatMap(({ file, imports }) =>
      imports
        .filter((target) => {
          const into = moduleOf(target);
          return into !== null && into !== moduleOf(file) && /\/repo$/.test(target);
        })
        .map((target) => `${file} -> ${target}`),
    );
    expect(moduleGraph().size).toBeGreaterThan(5);
    expect(intoOtherRepos).toEqual([]);
  });

  it('no two modules depend on each other, directly or around a longer loop', () => {
    const modules = moduleGraph();
    expect([...modules.values()].some((edges) => edges.size > 0)).toBe(true);
    expect(moduleCycles(modules)).toEqual([]);
  });

  it('the loop finder sees a loop through three modules', () => {
    const loop = new Map([
      ['a', new Map([['b', []]])],
      ['b', new Map([['c', []]])],
      ['c', new Map([['a', []]])],
      ['d', new Map([['a', []]])],
    ]);
    expect(moduleCycles(loop)).toEqual(['a -> b -> c -> a']);
  });
});
