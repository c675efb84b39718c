import { defineConfig } from 'vitest/config';

/**
 * The shell's offline checks: its config and the committed native projects, read as files and through the
 * Capacitor CLI's own code. No SDK, no Gradle, no Xcode, no network. Forks, not threads: the CLI reads the
 * project from the working directory, which only a process (not a worker thread) may change.
 */
export default defineConfig({
  test: {
    name: 'native',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
