/**
 * Which file each module of the first load goes in (Lighthouse: requests before the first screen).
 * Left to itself the bundler splits the code every page shares into many small files (24 on the home
 * page, some under 100 bytes); on a phone network each costs a round trip, and only six go at once over
 * HTTP/1.1. The plan puts the first load in a few files instead:
 * - `react-dom`: React and React DOM (main.tsx evaluates them in a task of their own);
 * - `vendor`: the other libraries of the first load;
 * - `app`: every module the app's start (boot.tsx) imports statically, whatever page opens first;
 * - one file per page route (live, match, racing, browse): what that page adds to `app`.
 * The rest (languages, dialogs, lazily loaded features) keeps the bundler's own splitting.
 * The module graph is read once it is complete (buildEnd); the groups ask the plan during chunking.
 */
import type { Plugin } from 'vite';

export interface ChunkPlanOptions {
  /** Libraries in the React DOM file. */
  reactDom: RegExp;
  /** Other libraries of the first load. */
  vendor: RegExp;
  /** The app's start module, as a path suffix. */
  start: string;
  /** Page modules (path suffixes), each with the name of its file; earlier pages claim shared modules. */
  pages: readonly { name: string; module: string }[];
  /**
   * Modules the first load reaches only through a package's index file (its re-exports) and never runs:
   * claimed for no file, so they go with the lazy chunks that use them (a whole package counts as
   * reachable from one import of its index, whatever the importer uses).
   */
  deferred?: RegExp;
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A module and everything it imports statically, in a stable order. */
export function staticClosure(graph: ModuleGraph, start: string): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return [...seen];
}

/** Module id -> file name, for the modules the plan places. */
export function planChunks(graph: ModuleGraph, options: ChunkPlanOptions): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const find = (suffix: string) => {
    const id = ids.find((candidate) => candidate.endsWith(suffix));
    if (!id) throw new Error(`chunk plan: no module ${suffix}`);
    return id;
  };
  const plan = new Map<string, string>();
  const claim = (name: string, members: readonly string[]) => {
    for (const id of members) {
      // The bundler's own helpers (\0 ids) stay apart: the entry imports them, and must not import the app.
      if (plan.has(id) || id.startsWith('\0') || options.deferred?.test(id)) continue;
      plan.set(id, options.reactDom.test(id) ? 'react-dom' : options.vendor.test(id) ? 'vendor' : name);
    }
  };
  claim('app', staticClosure(graph, find(options.start)));
  for (const page of options.pages) claim(page.name, staticClosure(graph, find(page.module)));
  return plan;
}

/** The plugin that reads the graph, and the codeSplitting group that applies the plan. */
export function chunkPlan(options: ChunkPlanOptions): {
  plugin: Plugin;
  groups: {
    name: string | ((id: string) => string | null);
    debugName?: string;
    test?: RegExp | ((id: string) => boolean);
    priority: number;
  }[];
} {
  let plan = new Map<string, string>();
  return {
    plugin: {
      name: 'touchline:chunk-plan',
      apply: 'build',
      buildEnd() {
        plan = planChunks(this, options);
      },
    },
    groups: [
      { name: 'runtime', test: (id) => id.startsWith('\0'), priority: 4 },
      { name: 'react-dom', test: options.reactDom, priority: 3 },
      { name: 'vendor', test: (id) => options.vendor.test(id) && plan.has(id), priority: 2 },
      { name: (id) => plan.get(id) ?? null, debugName: 'first-load', priority: 1 },
    ],
  };
}
