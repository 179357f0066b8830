// Bundles the server into dist/main.js; packages from node_modules stay external, workspace code is inlined.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@chargedeck/'),
);

mkdirSync(new URL('./dist/', import.meta.url), { recursive: true });
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
copyFileSync(
  new URL('./src/platform/db/pglite-worker.mjs', import.meta.url),
  new URL('./dist/pglite-worker.mjs', import.meta.url),
);
