/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React Router publishes its development build as the package's only export condition; production
 * builds take its production files.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' ? { 'react-router': REACT_ROUTER_PRODUCTION } : {}),
    },
  },
  build: { target: 'es2022', sourcemap: true },
  test: {
    name: 'account',
    environment: 'jsdom',
    // One page environment and one load of the libraries per worker, not per file (the set-up gives
    // each file fresh app modules and storage): most of a file's time was building jsdom and importing.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
