import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests run hundreds of generated cases: on a busy 2-core machine one can take longer than
  // Vitest's 5 s default without anything being wrong.
  // Pure modules: files share a worker's loaded modules.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false },
});
