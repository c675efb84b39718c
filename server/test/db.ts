import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, dumpTemplate, openDatabase } from '../src/db/client';

/** The databases every database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export type DbKind = 'pglite' | 'postgres';
export const dbKinds: DbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let warned = false;
/** Says once, in the test output, that the PostgreSQL runs were skipped and why. */
export function warnIfPostgresSkipped(): void {
  if (!TEST_DATABASE_URL && !warned) {
    warned = true;
    console.warn('[tests] TEST_DATABASE_URL is not set: PostgreSQL runs are SKIPPED (PGlite only).');
  }
}

export interface TestDatabase {
  database: Database;
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated, empty database. On PostgreSQL each call creates its own database
 * (tl_test_<random>) so test files never see each other's rows, and drops it afterwards.
 */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory', template: await pgliteTemplate() });
    return { database, dispose: () => database.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let template: Promise<Blob> | null = null;

/**
 * The migrated empty PGlite database every PGlite test starts from, made once for the whole run (the
 * first worker to need it writes it to the temporary folder; the others read it) instead of an initdb
 * and every migration per test database. Its name is the hash of the migrations and of PGlite's version,
 * so a changed migration makes a new one.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const server = join(dirname(fileURLToPath(import.meta.url)), '..');
    const hash = createHash('sha256');
    const migrations = join(server, 'drizzle');
    for (const name of readdirSync(migrations, { recursive: true }).map(String).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        hash.update(name).update(readFileSync(join(migrations, name)));
    }
    const pglite = join(server, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (existsSync(pglite)) hash.update(readFileSync(pglite));
    const file = join(tmpdir(), `touchline-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const dump = await dumpTemplate();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}
