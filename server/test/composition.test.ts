/**
 * How the server is put together: plugins with declared dependencies and decorators, never module-level
 * registries keyed by the app (a `WeakMap` from the context to a service is a locator: whoever imports
 * it reaches the service without saying so, and no plugin order guarantees it is there); and the API
 * stands on its own, without the demo plugin.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlugin } from '../src/demo';
import { registerUser } from '../src/modules/auth/testing';
import { createTestApp, type TestApp } from './app';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * The module-level weak collections that are caches, not registries of services, each with its reason.
 * A new entry needs a reason as good; a service goes into a plugin's decorator instead.
 */
const ALLOWED_CACHES: Readonly<Record<string, string>> = {
  'db/lite-named.ts':
    'per PGlite database handle, driver state: the statements it has parsed (the cache PostgreSQL ' +
    'keeps per connection), the transactions it handed out and how many calls were made on it',
  'modules/auth/repo.ts':
    'the session lookup prepared once per database handle: a memo of a pure function of the handle, ' +
    'holding a statement, not a service',
  'modules/bets/testing.ts':
    'a test helper remembering, per test database, the events it has handed out so that tests sharing ' +
    'a database never pick the same event',
};

const WEAK = new Set(['WeakMap', 'WeakSet']);
/** Types a registry of services would be keyed by. */
const APP_KEYS = /\b(AppContext|FastifyInstance)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** True when the node runs once per module (not inside a function, method or class body). */
function atModuleLevel(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isFunctionLike(at) || ts.isClassLike(at)) return false;
  }
  return true;
}

/**
 * Where a text builds a registry: a weak collection made at module level, or any collection (weak or
 * not, anywhere) keyed by the app or its context. Each finding is 'line: code'.
 */
export function registries(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const kind = node.expression.text;
      const keyedByApp = (node.typeArguments ?? []).slice(0, 1).some((t) => APP_KEYS.test(t.getText()));
      if ((WEAK.has(kind) && atModuleLevel(node)) || (/^(Weak)?(Map|Set)$/.test(kind) && keyedByApp)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${line + 1}: ${node.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no service locators', () => {
  const findings = sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).replaceAll('\\', '/');
    return registries(file, readFileSync(path, 'utf8')).map((finding) => ({ file, finding }));
  });

  it('no module-level WeakMap or WeakSet, and no collection keyed by the app, outside the listed caches', () => {
    expect(
      findings
        .filter(({ file }) => !(file in ALLOWED_CACHES))
        .map(({ file, finding }) => `${file}:${finding}`),
    ).toEqual([]);
  });

  it('every listed cache is still there (the list only names what exists)', () => {
    expect(Object.keys(ALLOWED_CACHES).filter((file) => !findings.some((f) => f.file === file))).toEqual([]);
  });

  it('sees a registry at module level, and not a collection a function or class makes', () => {
    const text = [
      "import type { AppContext } from './context';",
      'const services = new WeakMap<AppContext, object>();',
      'export const seen = new WeakSet<object>();',
      'export function local() { return new WeakMap<object, number>(); }',
      'export class Holder { readonly cache = new WeakMap<object, number>(); }',
      'export function keyed() { return new Map<AppContext, number>(); }',
      'export const plain = new Map<string, number>();',
      'export { services };',
    ].join('\n');
    expect(registries('sample.ts', text)).toEqual([
      '2: new WeakMap<AppContext, object>()',
      '3: new WeakSet<object>()',
      '6: new Map<AppContext, number>()',
    ]);
  });
});

describe('modules are plugins', () => {
  const modules = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  /** Not a plugin yet: the bet builder is registered by its routes until it declares its surface. */
  const notYet = ['betbuilder'];

  it.each(modules.filter((name) => !notYet.includes(name)))(
    '%s: its index.ts exports its plugin, named after it, with its dependencies declared',
    async (name) => {
      const index: Record<string, unknown> = await import(`../src/modules/${name}/index.ts`);
      const metas = Object.values(index).flatMap((value) => {
        const meta = (value as { [key: symbol]: unknown } | null)?.[Symbol.for('plugin-meta')];
        return typeof value === 'function' && meta
          ? [meta as { name?: string; dependencies?: string[] }]
          : [];
      });
      const own = metas.find((meta) => meta.name === name);
      expect(own, `no plugin named '${name}'`).toBeDefined();
      expect(own?.dependencies).toContain('context');
    },
  );
});

describe('the API without the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { demo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds with no demo plugin and no feed, and seeds nothing', async () => {
    expect(t.app.hasPlugin('demo')).toBe(false);
    expect(t.app.hasPlugin('feed')).toBe(false);
    expect(t.app.hasDecorator('feed')).toBe(false);
    const [counts] = await t.db.database.query<Record<string, unknown>>(
      `select (select count(*) from users) as users, (select count(*) from events) as events,
              (select count(*) from banners) as banners, (select count(*) from promotion_boards) as boards`,
    );
    expect(counts).toEqual({ users: 0, events: 0, banners: 0, boards: 0 });
  });

  it('answers /healthz and the catalogue calls on an empty database', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const sports = await t.app.inject({ method: 'GET', url: '/sports?bookmaker=touchline_ie&lang=en' });
    expect(sports.statusCode).toBe(200);
    expect(sports.json()).toEqual({ data: [] });
    const events = await t.app.inject({
      method: 'GET',
      url: '/echo/v1/events?bookmaker=touchline_ie&lang=en',
    });
    expect(events.statusCode).toBe(200);
    expect(events.json().data).toEqual([]);
    const boards = await t.app.inject({
      method: 'GET',
      url: '/promotions/v1/boards?bookmaker=touchline_ie&lang=en',
    });
    expect(boards.statusCode).toBe(200);
    expect(boards.json()).toEqual({ boards: [] });
  });

  it('opens an account with its wallet and welcome message, and logs it in', async () => {
    const user = await registerUser(t.app);
    const details = await t.app.inject({
      method: 'GET',
      url: '/player/details',
      headers: { jwt: user.token },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().user).toMatchObject({ username: user.username, balance: 0 });
    const inbox = await t.app.inject({ method: 'GET', url: '/v1/inbox', headers: { jwt: user.token } });
    expect(inbox.json().messages.map((message: { kind: string }) => message.kind)).toEqual(['welcome']);
  });

  it('the demo adds no route: the OpenAPI document is the same with it', async () => {
    const without = t.app.swagger();
    const withDemo = await createTestApp('pglite');
    try {
      expect(withDemo.app.hasPlugin('demo')).toBe(true);
      expect(withDemo.app.swagger()).toEqual(without);
    } finally {
      await withDemo.close();
    }
  });

  it('the demo cannot be registered into an app that lacks what it needs', async () => {
    const { default: Fastify } = await import('fastify');
    const bare = Fastify({ logger: false });
    await expect(bare.register(demoPlugin)).rejects.toThrow(/dependency 'context'/);
    await bare.close();
  });
});
