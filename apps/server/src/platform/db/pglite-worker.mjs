// Runs PGlite in a worker thread so that queries never block the server's event loop.
// Plain JavaScript on purpose: Node starts it directly in development, tests and production.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PreparedStatements } from './pglite-statements.mjs';

const NUMERIC = 1700;
const db = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  parsers: { [NUMERIC]: (value) => Number(value) },
  // Trigram indexes serve the contains-searches of the station and tag lists.
  extensions: { pg_trgm },
  // A new WAL segment is not filled with zeros first: that write (16 MB) held every statement
  // behind it (docs/performance.md).
  startParams: [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'],
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
