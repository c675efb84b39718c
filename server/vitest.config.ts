import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Limits only decide when a stuck test gives up; a busy machine makes seeding a database slow.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
