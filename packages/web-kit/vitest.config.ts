import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure modules: files share a worker's loaded modules.
  test: { include: ['src/**/*.test.ts'], isolate: false },
});
