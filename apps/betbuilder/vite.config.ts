/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bet builder page the sportsbook's 'Create YourBet' modal frames. The API server serves it at
 * /betbuilder/frame with the event's data written into the page, and its files under /betbuilder/.
 */
export default defineConfig({
  base: '/betbuilder/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { target: 'es2022', sourcemap: true },
  test: {
    name: 'betbuilder',
    environment: 'jsdom',
    // One page environment and one load of the libraries per worker, not per file (the set-up gives
    // each file fresh app modules and storage): most of a file's time was building jsdom and importing.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
