// Bundles the server and the workspace packages it imports into dist/; node_modules stay external.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript sources: bundle them instead of leaving them external.
  plugins: [
    {
      name: 'bundle-workspace-packages',
      setup(b) {
        // The package's index, or one of the paths its package.json exports (`@touchline/contract/...`).
        b.onResolve({ filter: /^@touchline\/(betting|casino|contract)(\/[\w-]+)?$/ }, (args) => {
          const [, name, ...rest] = args.path.split('/');
          const root = new URL(`../packages/${name}/`, import.meta.url);
          const exports = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).exports ?? {};
          const target =
            rest.length === 0 ? (exports['.'] ?? './src/index.ts') : exports[`./${rest.join('/')}`];
          if (!target) return { errors: [{ text: `${args.path} is not a path its package exports` }] };
          return { path: fileURLToPath(new URL(target, root)) };
        });
      },
    },
  ],
  // A bundled CommonJS dependency calls require(); the alias keeps the banner's import from clashing
  // with a source module's own import of createRequire.
  banner: {
    js: "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
