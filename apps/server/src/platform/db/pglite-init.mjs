// Creates a new embedded database in the folder given as argument, then exits. Run as its own
// process: PostgreSQL's initdb grows PGlite's WebAssembly memory to about 700 MB, which a
// process keeps resident for good once touched, while a database opened after it needs about
// 150 MB (docs/performance.md, "Memory").
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-init.mjs DATA_DIR');
const db = await PGlite.create({ dataDir });
await db.close();
