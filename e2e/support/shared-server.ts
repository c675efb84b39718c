/**
 * The shared server of this journey file: importing this module leases one of the servers the global
 * set-up started, for the whole file, and gives it back when the file ends. A lease is a folder named by
 * the server's index holding the holder's process id, so a worker that died without giving its lease back
 * does not keep the server from the next file.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';

const LEASE_WAIT_MS = 600_000;

function holderAlive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return true; // Being written: the holder is alive.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // No such process: the holder died. A pid file not written yet: the holder is taking it now.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function tryLease(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch {
    if (holderAlive(lock)) return false;
    rmSync(lock, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

async function lease(): Promise<{ baseURL: string; accountURL: string; gamesURL: string }> {
  const servers = inject('servers');
  const leaseDir = inject('leaseDir');
  const deadline = Date.now() + LEASE_WAIT_MS;
  while (Date.now() < deadline) {
    for (const [index, server] of servers.entries()) {
      const lock = join(leaseDir, String(index));
      if (tryLease(lock)) {
        afterAll(() => rmSync(lock, { recursive: true, force: true }));
        return server;
      }
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no shared server was free within ${LEASE_WAIT_MS} ms`);
}

export const { baseURL, accountURL, gamesURL } = await lease();
