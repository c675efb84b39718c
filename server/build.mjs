// Bundles the server and the workspace packages it imports into dist/; node_modules stay external.
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
        b.onResolve({ filter: /^@touchline\/(betting|casino|contract)$/ }, (args) => ({
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
