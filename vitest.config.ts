import { statSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest work first, across projects: the browser journeys (the longest files by far) start at once,
 * each on a server of its own, and the short unit files fill the other workers around them. Vitest's
 * own order runs one project after another, which leaves the journeys, and nothing beside them, for
 * the end of the run. Without timings from an earlier run, a file's size stands for its length.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = (spec: TestSpecification) => {
      const size = statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 0;
      return spec.project.name === 'e2e' ? 1e9 + size : size;
    };
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}

/** One run over every workspace (each keeps its own config: jsdom for the apps, node elsewhere). */
export default defineConfig({
  test: {
    // Two files at once: the browser journeys keep both cores busy (the browser, the server, the test),
    // and Vitest's default of one file a core less would run a 2-core machine's suite one file at a time.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
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
