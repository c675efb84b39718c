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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
