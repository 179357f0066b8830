// The product as `npm start` and `npm run demo` run it: the web app and the server are built when
// their sources are newer than the build, then the server runs with its Node flags.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/**
 * Heap settings of the server process (the OCPP benchmark runs the product with them too).
 * By default V8 sizes the young generation itself: it starts at 1 MB and grows with the load up
 * to 16 MB per semi-space, which suits a small site. A big fleet sets `SERVER_SEMI_SPACE_MB`:
 * each station call leaves promises, payloads and query results that live until the database
 * answers, about a second at saturation, and with larger semi-spaces a scavenge finds most calls
 * answered instead of copying and promoting them (docs/performance.md, "The young generation
 * holds a second of calls"). That size is fixed from the start, so that a young generation
 * growing with the load does not read as memory per station; the server then holds twice
 * `SERVER_SEMI_SPACE_MB` once it has been used.
 */
export const BIG_FLEET_SEMI_SPACE_MB = 256;

/**
 * A small site's server keeps only V8's baseline code (Liftoff) for the embedded database's
 * WebAssembly: the optimised code and its compilation held 16–30 MB more, and a small site does
 * not need the speed (docs/performance.md, "A lean default"). A big fleet keeps both tiers.
 */
const SMALL_SITE_FLAGS = ['--liftoff-only'];

/** The Node flags of the server for this environment; a bad `SERVER_SEMI_SPACE_MB` throws. */
export function serverHeapFlags(env = process.env) {
  const raw = env.SERVER_SEMI_SPACE_MB?.trim() ?? '';
  if (raw === '') return [...SMALL_SITE_FLAGS];
  const mb = Number(raw);
  if (!/^\d+$/.test(raw) || mb < 1 || mb > 1024) {
    throw new Error(
      `SERVER_SEMI_SPACE_MB must be a whole number of megabytes from 1 to 1024 (got "${raw}")`,
    );
  }
  return [`--max-semi-space-size=${mb}`, `--min-semi-space-size=${mb}`];
}

/**
 * The environment of the server process. glibc serves a large allocation from its heap once a
 * chunk of that size was freed (its mmap threshold grows up to 32 MB) and keeps such memory
 * resident afterwards: each station's password check (scrypt, 16 MB) and the database worker's
 * large buffers left a small site's server 30–60 MB larger. A fixed threshold of 128 KB gives
 * them back (docs/performance.md, "A lean default"). A big fleet (`SERVER_SEMI_SPACE_MB` set)
 * keeps glibc's own: at saturation its batches allocate large buffers all the time, and a fresh
 * mapping for each costs page faults. A value the operator sets wins.
 */
export function serverEnvironment(env = process.env) {
  if (env.SERVER_SEMI_SPACE_MB?.trim()) return { ...env };
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newest(join(root, dir)) > built);
}

function build(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the web app and the server where their sources changed since the last build. */
export function buildIfStale() {
  if (
    stale(join(root, 'apps/web/dist/index.html'), [
      'apps/web/src',
      'apps/web/public',
      'packages/shared/src',
    ])
  ) {
    build('@chargedeck/web');
  }
  if (stale(join(root, 'apps/server/dist/main.js'), ['apps/server/src', 'packages/shared/src'])) {
    build('@chargedeck/server');
  }
}

/** Starts the built server (web app, API and OCPP on one port). */
export function startServer(env = {}) {
  const environment = serverEnvironment({ ...process.env, ...env });
  let heapFlags;
  try {
    heapFlags = serverHeapFlags(environment);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  return spawn(
    process.execPath,
    ['--enable-source-maps', ...heapFlags, join(root, 'apps/server/dist/main.js')],
    { cwd: root, stdio: 'inherit', env: environment },
  );
}
