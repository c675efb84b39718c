import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../test/db';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const migrationCount = (
  JSON.parse(readFileSync(join(serverDir, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

if (!TEST_DATABASE_URL) {
  console.warn('[tests] TEST_DATABASE_URL is not set: the concurrent migration test is SKIPPED.');
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one migrating process to its end: its exit code and what it printed. */
function migrateInChild(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/migrate-child.ts', url], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('three processes migrating one empty database at once all succeed, and every migration is applied once', async () => {
    // A few rounds: without the lock, two of three starts on an empty database failed.
    for (let round = 0; round < 3; round++) {
      const name = `tl_test_migrate_${randomBytes(5).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      try {
        const url = new URL(TEST_DATABASE_URL as string);
        url.pathname = `/${name}`;
        const runs = await Promise.all([1, 2, 3].map(() => migrateInChild(url.toString())));
        for (const run of runs) {
          expect(run.output).toContain(`applied ${migrationCount}`);
          expect(run.code).toBe(0);
        }
      } finally {
        await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      }
    }
  }, 180_000);
});
