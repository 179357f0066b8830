// Bundles the server into dist/main.js. Packages from node_modules stay external (they are
// installed beside it), except JSON data files they ship, which are inlined; workspace code is inlined.
import { copyFileSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@chargedeck/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

mkdirSync(new URL('./dist/', import.meta.url), { recursive: true });
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
for (const file of ['pglite-worker.mjs', 'pglite-statements.mjs', 'pglite-init.mjs']) {
  copyFileSync(
    new URL(`./src/platform/db/${file}`, import.meta.url),
    new URL(`./dist/${file}`, import.meta.url),
  );
}
