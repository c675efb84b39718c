import { existsSync, mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { callsOn, enableNamed } from './lite-named';
import { MIGRATION_LOCK_KEY } from './locks';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Leadership {
  /** Resolves when the lock is lost (connection dropped); the holder must stop its work. */
  lost: Promise<void>;
  release(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; used by a few hot paths and by tests. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Tries to become the one runner of a singleton job (feed, settlement) across every server that
   * shares this database: a PostgreSQL session advisory lock held on a dedicated connection.
   * PGlite lives inside one process, so that process always leads.
   */
  tryLead(lockKey: number): Promise<Leadership | null>;
  /**
   * Whether the database has one connection that every caller shares (PGlite), and how many calls
   * have been made on it so far: a long job (a big settlement) that sees others calling between its
   * steps gives it back to them for a while. A PostgreSQL pool serves them beside the job: null.
   */
  sharedCalls(): number | null;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... to use PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files, or 'memory' for a throwaway in-memory database. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * An in-memory PGlite database starts from this dump of another (`dumpTemplate`) instead of an
   * empty cluster: no initdb, and only the migrations the dump lacks are applied.
   */
  template?: Blob | undefined;
}

function migrationsFolder(): string {
  // Works from src/db (tsx, vitest) and from dist (bundled): walk up to the package that holds drizzle/.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('database migrations folder (drizzle/) not found');
}

/**
 * Applies the migrations while holding the migration lock on the connection that runs them, so any
 * number of servers may start at once on an empty database: the first migrates, the others wait, then
 * find nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  let broken: unknown;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error;
    throw error;
  } finally {
    // A connection that failed mid-way may still hold the lock: it is closed rather than reused.
    client.release(broken instanceof Error ? broken : undefined);
  }
}

/**
 * A query of the extended protocol is five messages (parse, bind, describe, execute, sync), which the
 * driver queues between a cork and an uncork of its socket; Node then hands them to the kernel as a
 * write of five buffers. Here they leave as one buffer: on a machine where a system call is dear the
 * write of a query cost three times a plain one, and it was the largest single cost of placing a bet.
 */
function oneWritePerRoundTrip(client: pg.PoolClient): void {
  const stream = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  if (!stream || typeof stream.cork !== 'function') return;
  const write = stream.write.bind(stream) as (chunk: Uint8Array) => boolean;
  let held: Uint8Array[] = [];
  let depth = 0;
  stream.cork = () => {
    depth += 1;
  };
  stream.uncork = () => {
    if (depth === 0) return;
    depth -= 1;
    if (depth > 0 || held.length === 0) return;
    const parts = held;
    held = [];
    write(parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts));
  };
  stream.write = ((chunk: Uint8Array, ...rest: unknown[]) => {
    if (depth > 0 && rest.length === 0) {
      held.push(chunk);
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as Socket['write'];
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => oneWritePerRoundTrip(client));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    try {
      await migrateUnderLock(pool, folder);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      async query<T>(text: string, params: unknown[] = []) {
        const result = await pool.query(text, params);
        return result.rows as T[];
      },
      sharedCalls: () => null,
      async tryLead(lockKey: number) {
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [lockKey],
          );
          if (!rows[0]?.locked) {
            client.release();
            return null;
          }
        } catch (error) {
          client.release();
          throw error;
        }
        let released = false;
        const lost = new Promise<void>((resolveLost) => {
          client.once('error', () => resolveLost());
          client.once('end', () => resolveLost());
        });
        return {
          lost,
          async release() {
            if (released) return;
            released = true;
            try {
              await client.query('select pg_advisory_unlock($1)', [lockKey]);
            } finally {
              client.release();
            }
          },
        };
      },
      async close() {
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir ?? 'memory';
  let client: PGlite;
  if (dataDir === 'memory') {
    client = options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite();
  } else {
    const path = resolve(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
    client = new PGlite(path);
  }
  await client.waitReady;
  enableNamed(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return result.rows as T[];
    },
    sharedCalls: () => callsOn(client),
    async tryLead() {
      return { lost: new Promise<void>(() => {}), release: async () => {} };
    },
    async close() {
      await client.close();
    },
  };
}

/** A migrated, empty in-memory PGlite database as a dump that `openDatabase({ template })` starts from. */
export async function dumpTemplate(): Promise<Blob> {
  const client = new PGlite();
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
