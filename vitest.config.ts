import { statSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest work first: the browser journeys (the longest files by far) start at once, each on a server
 * of its own, and the unit files follow, project by project (the server's, the longest, first), longest
 * file first within a project. A project's files stay together because its files share a worker's
 * loaded modules (`isolate: false`), which only holds while one file of a project follows another.
 * Without timings from an earlier run, a file's size stands for its length.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const size = (spec: TestSpecification) => statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 0;
    const projectWork = new Map<string, number>();
    for (const spec of files) {
      const name = spec.project.name;
      projectWork.set(name, (projectWork.get(name) ?? 0) + size(spec) + (name === 'e2e' ? 1e12 : 0));
    }
    return [...files].sort(
      (a, b) =>
        (projectWork.get(b.project.name) ?? 0) - (projectWork.get(a.project.name) ?? 0) ||
        a.project.name.localeCompare(b.project.name) ||
        size(b) - size(a),
    );
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
