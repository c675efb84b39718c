import { defineConfig } from 'vitest/config';

/** Browser journeys against the real server (run after `npm run build`). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
