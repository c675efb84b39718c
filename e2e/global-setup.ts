/** Starts the real server once for every journey and hands its address to the tests. */
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  project.provide('baseURL', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = null;
}
