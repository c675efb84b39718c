/** Starts the real server once for every journey and hands its address to the tests. */
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The account site (its own origin). */
    accountURL: string;
  }
}

let server: RunningServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  project.provide('baseURL', server.url);
  project.provide('accountURL', server.accountUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = null;
}
