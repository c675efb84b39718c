// Bundles the server and the workspace packages it imports into dist/; node_modules stay external.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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
      // `?raw` imports (the stats page's stylesheet and script from the front-end kit) become their text.
      name: 'raw-text',
      setup(b) {
        b.onResolve({ filter: /\?raw$/ }, (args) => ({
          path: createRequire(join(args.resolveDir, 'index.js')).resolve(args.path.slice(0, -'?raw'.length)),
          namespace: 'raw-text',
        }));
        b.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
          contents: await readFile(args.path, 'utf8'),
          loader: 'text',
        }));
      },
    },
    {
      name: 'bundle-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@touchline\/(betting|contract)$/ }, (args) => ({
          path: fileURLToPath(
            new URL(`../packages/${args.path.split('/')[1]}/src/index.ts`, import.meta.url),
          ),
        }));
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
