import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The simulations play a million rounds each: on a busy 2-core machine one can take longer than
  // Vitest's 5 s default without anything being wrong.
  // Pure modules: files share a worker's loaded modules.
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, isolate: false },
});
