/**
 * Starts the real servers the journeys share and hands their addresses to the tests. Journeys run in
 * parallel, one file per server at a time (`support/shared-server.ts` leases one), so a journey still has
 * its server to itself, as when they ran one after another, and the run takes a fraction of the time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One entry a shared server: the sportsbook's address and the account site's (its own origin). */
    servers: { baseURL: string; accountURL: string; gamesURL: string }[];
    /** Where journeys take and give back their lease of a shared server. */
    leaseDir: string;
  }
}

let servers: RunningServer[] = [];
let leaseDir = '';

export async function setup(project: TestProject): Promise<void> {
  // As many servers as journeys can run at once: every running file finds one free.
  const workers = Number(project.config.maxWorkers || project.globalConfig.maxWorkers);
  const count = Number.isInteger(workers) && workers > 0 ? workers : 1;
  // The bundle `npm start` runs: it starts faster than the sources through tsx, and it is what ships.
  servers = await Promise.all(Array.from({ length: count }, () => startServer({}, { built: true })));
  leaseDir = mkdtempSync(join(tmpdir(), 'touchline-leases-'));
  project.provide(
    'servers',
    servers.map((server) => ({
      baseURL: server.url,
      accountURL: server.accountUrl,
      gamesURL: server.gamesUrl,
    })),
  );
  project.provide('leaseDir', leaseDir);
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  if (leaseDir) rmSync(leaseDir, { recursive: true, force: true });
}
