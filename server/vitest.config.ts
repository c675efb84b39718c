import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share a worker's loaded modules (Fastify, PGlite, the contract's schemas): importing them
    // again for every file took longer than most files' tests. Each file builds its own app and database.
    isolate: false,
    // Limits only decide when a stuck test gives up; a busy machine makes seeding a database slow.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
