import { defineConfig } from 'vitest/config';

/** One run over every workspace (each keeps its own config: jsdom for the apps, node elsewhere). */
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'server',
      'apps/*',
      'e2e',
      // The repository's own tooling (scripts/): node, no set-up.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
