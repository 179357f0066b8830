// Runs PGlite in a worker thread so that queries never block the server's event loop.
// Plain JavaScript on purpose: Node starts it directly in development, tests and production.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PreparedStatements } from './pglite-statements.mjs';

/** A new database folder is created by a process of its own, which gives its memory back. */
async function initialiseApart(dataDir) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const script = new URL('./pglite-init.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the embedded database could not be created: ${errors.trim()}`);
}

const NUMERIC = 1700;
if (workerData.dataDir) await initialiseApart(workerData.dataDir);
const db = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  parsers: { [NUMERIC]: (value) => Number(value) },
  // Trigram indexes serve the contains-searches of the station and tag lists.
  extensions: { pg_trgm },
  // A new WAL segment is not filled with zeros first: that write (16 MB) held every statement
  // behind it (docs/performance.md).
  // Caches for a small site: PostgreSQL's default shared_buffers (128 MB) and
  // maintenance_work_mem (64 MB) live in this process's WebAssembly memory, which never shrinks,
  // and an export or a vacuum filled them for good (docs/performance.md, "Memory").
  startParams: [
    ...PGlite.defaultStartParams,
    ...['-c', 'wal_init_zero=off'],
    ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
  ],
});
const statements = new PreparedStatements(db);

function errorOf(error) {
  return {
    message: error?.message ?? String(error),
    code: error?.code,
    detail: error?.detail,
    constraint: error?.constraint,
    table: error?.table,
    column: error?.column,
  };
}

parentPort.on('message', async (message) => {
  const { id, kind } = message;
  try {
    if (kind === 'query') {
      const result = await statements.query(message.sql, message.params);
      parentPort.postMessage({
        id,
        ok: true,
        rows: result.rows,
        affectedRows: result.affectedRows ?? 0,
      });
    } else if (kind === 'exec') {
      await db.exec(message.sql);
      parentPort.postMessage({ id, ok: true, rows: [], affectedRows: 0 });
    } else if (kind === 'close') {
      await db.close();
      parentPort.postMessage({ id, ok: true, rows: [], affectedRows: 0 });
    }
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: errorOf(error) });
  }
});

parentPort.postMessage({ id: 0, ok: true, ready: true });
