/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** API paths the dev server forwards to the real server (npm run dev -w server on 8080). */
const API = ['/echo', '/v1', '/v2', '/api', '/strapi', '/ip', '/sports', '/home', '/search?', '/socket.io'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      API.map((path) => [path, { target: 'http://localhost:8080', ws: path === '/socket.io' }]),
    ),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
