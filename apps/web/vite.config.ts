/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootInline } from './build/boot-inline';
import { chunkPlan } from './build/chunk-plan';
import { shortClassNames } from './build/class-names';
import { eagerPreload, precompress, routePreload } from './build/plugins';

/** API paths the dev server forwards to the real server (npm run dev -w server on 8080). */
/** Libraries of the first load; socket.io-client, hls.js and the rest stay in their lazy chunks. */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|zustand|use-sync-external-store)[\\/]/;

const REACT_DOM = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The pages a deep link can open, each in a file of its own (routePreload below preloads it). */
const PAGES = [
  { name: 'live', module: 'src/features/live/pages/live-page.tsx' },
  { name: 'match', module: 'src/features/event/pages/match-page.tsx' },
  { name: 'racing', module: 'src/features/racing/pages/racing-page.tsx' },
  { name: 'browse', module: 'src/features/browse/pages/browse-pages.tsx' },
];

/**
 * The contract's schemas and what they run on (zod, the casino's fairness checks), one lazy file for the
 * lazy parts that validate calls. Left to the plan they joined the match page's file: the match page
 * then downloaded and evaluated every schema before its first render. Deferred below, so no page's
 * file claims them. The banner's HTML rules stay out (the message banner needs no schema).
 */
const CONTRACT =
  /(packages[\\/]contract[\\/]src[\\/](?!entities[\\/]banner-html)|packages[\\/]casino[\\/]src[\\/]|node_modules[\\/](zod|@noble[\\/]hashes)[\\/])/;

/**
 * Betting rules only the lazily loaded slip and account pages use (returns, quotes, validation, deep-link
 * parsing): the first load imports the package's index for odds formats, badges and event times.
 */
const DEFERRED = new RegExp(
  `${/packages[\\/]betting[\\/]src[\\/](links[\\/]|slip[\\/](quote|selectors|view|rules)\.ts|validation[\\/](?!stakes)|returns[\\/](bet-return|combo-boost)|odds[\\/](ladder|parse))/.source}|${CONTRACT.source}`,
);

/**
 * The kit's dialog and form fields, one lazy file: the lazy parts that show a dialog mostly hold a form
 * too, and a file of its own for the fields would add its name to the first load's list of lazy files.
 */
const KIT_DIALOG = /packages[\\/]web-kit[\\/]src[\\/]ui[\\/](dialog|field)\.tsx$/;

const plan = chunkPlan({
  reactDom: REACT_DOM,
  vendor: VENDOR,
  start: 'src/boot.tsx',
  pages: PAGES,
  deferred: DEFERRED,
});

const API = [
  '/stats',
  '/echo',
  '/v1',
  '/v2',
  '/api',
  '/strapi',
  '/ip',
  '/sports',
  '/home',
  '/search?',
  '/socket.io',
  '/manifest.webmanifest',
  '/robots.txt',
  '/sitemap.xml',
];

/**
 * React Router publishes its development build as the package's only export condition; production
 * builds take its production files (no development warnings, smaller).
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    eagerPreload('node_modules/react-dom/client.js', 'src/boot.tsx'),
    plan.plugin,
    routePreload(PAGES.map((page) => ({ key: page.name, module: page.module }))),
    precompress(),
    // Last: it inlines the stylesheet the plugins before it link.
    bootInline(fileURLToPath(new URL('./src', import.meta.url))),
  ],
  // Built class names are short hashes (build/class-names.ts); development keeps the readable default.
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortClassNames(fileURLToPath(new URL('../..', import.meta.url))) } }
      : {},
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: 'react-router', replacement: REACT_ROUTER_PRODUCTION }] : []),
      // React 19 has the hook the shim provides for older Reacts (react-i18next imports the shim).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/shared/platform/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One stylesheet (about 7 KB gzip for every page) instead of one per chunk: the first paint waits
    // for one request, not eight.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first load in a few files (build/chunk-plan.ts): React DOM, the other libraries, the
          // app's start, and one file per page.
          groups: [
            ...plan.groups,
            { name: 'dialog', test: KIT_DIALOG, priority: 0 },
            { name: 'contract', test: CONTRACT, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      API.map((path) => [path, { target: 'http://localhost:8080', ws: path === '/socket.io' }]),
    ),
  },
  test: {
    environment: 'jsdom',
    // One page environment and one load of the libraries per worker, not per file (the set-up gives
    // each file fresh app modules and storage): most of a file's time was building jsdom and importing.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
}));
