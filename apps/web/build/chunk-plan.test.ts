import { describe, expect, it } from 'vitest';
import { planChunks, staticClosure } from './chunk-plan';

/** A module graph: id -> ids it imports statically (dynamic imports are not edges). */
const graphOf = (edges: Record<string, string[]>) => ({
  getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] ?? [] } : null),
});

const graph = graphOf({
  '/app/src/main.tsx': [],
  '/app/src/boot.tsx': ['/app/src/app.tsx', '/nm/node_modules/react-dom/client.js'],
  '/app/src/app.tsx': ['/app/src/shared/ui.tsx', '/nm/node_modules/react-router/index.mjs'],
  '/app/src/shared/ui.tsx': ['/nm/node_modules/react/index.js'],
  '/app/src/pages/live.tsx': ['/app/src/shared/ui.tsx', '/app/src/event/row.tsx'],
  '/app/src/pages/match.tsx': ['/app/src/event/row.tsx', '/app/src/event/markets.tsx'],
  '/app/src/event/row.tsx': ['/app/src/shared/ui.tsx'],
  '/app/src/event/markets.tsx': [],
  '/app/src/dialog.tsx': ['/app/src/shared/ui.tsx'],
  '/nm/node_modules/react-dom/client.js': ['/nm/node_modules/react/index.js'],
  '/nm/node_modules/react-router/index.mjs': ['/nm/node_modules/react/index.js'],
  '/nm/node_modules/react/index.js': [],
});

const options = {
  reactDom: /node_modules[\\/](react|react-dom)[\\/]/,
  vendor: /node_modules[\\/](react-router)[\\/]/,
  start: 'src/boot.tsx',
  pages: [
    { name: 'live', module: 'src/pages/live.tsx' },
    { name: 'match', module: 'src/pages/match.tsx' },
  ],
};

describe('the first load goes in a few files', () => {
  it('a static closure follows static imports only, each module once', () => {
    expect(staticClosure(graph, '/app/src/pages/match.tsx').sort()).toEqual([
      '/app/src/event/markets.tsx',
      '/app/src/event/row.tsx',
      '/app/src/pages/match.tsx',
      '/app/src/shared/ui.tsx',
      '/nm/node_modules/react/index.js',
    ]);
  });

  it('the start claims its closure, libraries go to their files, each page takes what is left', () => {
    const plan = planChunks(graph, options);
    expect(Object.fromEntries(plan)).toEqual({
      '/app/src/boot.tsx': 'app',
      '/app/src/app.tsx': 'app',
      '/app/src/shared/ui.tsx': 'app',
      '/nm/node_modules/react-dom/client.js': 'react-dom',
      '/nm/node_modules/react/index.js': 'react-dom',
      '/nm/node_modules/react-router/index.mjs': 'vendor',
      '/app/src/pages/live.tsx': 'live',
      '/app/src/event/row.tsx': 'live',
      '/app/src/pages/match.tsx': 'match',
      '/app/src/event/markets.tsx': 'match',
    });
    // Neither the entry nor a lazily loaded module outside every page is placed.
    expect(plan.has('/app/src/main.tsx')).toBe(false);
    expect(plan.has('/app/src/dialog.tsx')).toBe(false);
  });

  it('a deferred module reached through a package index is claimed by no file, what the index brings else is', () => {
    const withPackage = graphOf({
      '/app/src/boot.tsx': ['/pkg/src/index.ts'],
      '/pkg/src/index.ts': ['/pkg/src/format.ts', '/pkg/src/quote.ts'],
      '/pkg/src/format.ts': [],
      '/pkg/src/quote.ts': ['/pkg/src/format.ts'],
    });
    const plan = planChunks(withPackage, { ...options, pages: [], deferred: /pkg[\\/]src[\\/]quote/ });
    expect(plan.get('/pkg/src/format.ts')).toBe('app');
    expect(plan.has('/pkg/src/quote.ts')).toBe(false);
  });

  it('a page module the graph lacks stops the build', () => {
    expect(() =>
      planChunks(graph, { ...options, pages: [{ name: 'x', module: 'src/pages/x.tsx' }] }),
    ).toThrow(/no module src\/pages\/x.tsx/);
  });
});
