import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the real server (run after `npm run build`). Journeys wait on states, not on
 * time, so their limits are generous: a busy machine (CI beside other work) makes every step slower, and
 * a limit only decides when a journey that cannot reach its state gives up. Files run in parallel with
 * the rest of the suite; each leases a server of its own from the global set-up.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
