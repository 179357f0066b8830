// The run of a seeded latency benchmark: the real server (embedded database, or a PostgreSQL),
// seeded once, then each GET call measured over HTTP on 127.0.0.1 against GET /api/health.
import type { Database } from '../../apps/server/src/platform/db/database';
import { startBenchServer } from './bench-server';
import { measureCalls, overBaseline, type CallFigures } from './http-latency';

/** The options of parseArgs every seeded latency benchmark takes besides its sizes. */
export const LATENCY_RUN_OPTIONS = {
  requests: { type: 'string', default: '50' },
  /** Keep the seeded database here and reuse it on the next run (same sizes). */
  'data-dir': { type: 'string' },
  /** Run against this PostgreSQL database (seeded once, like a kept data directory). */
  'database-url': { type: 'string' },
} as const;

interface LatencyRunValues {
  requests: string;
  'data-dir'?: string;
  'database-url'?: string;
}

interface LatencyRunSpec {
  /** Names the temporary data directory. */
  name: string;
  /** The parsed LATENCY_RUN_OPTIONS. */
  values: LatencyRunValues;
  /** A station the seed writes: a kept database that holds it is not seeded again. */
  marker: string;
  seed(db: Database, tenantPk: number, progress: (text: string) => void): Promise<void>;
  /** The calls to measure besides the baseline, name → path; read after seeding. */
  calls(db: Database): Promise<Record<string, string>>;
  /** Leave a temporary data directory when the server closes (a later step reads it). */
  keepData: boolean;
}

export const log = (text: string) => process.stderr.write(`${text}\n`);

/**
 * Starts the server, seeds it once, measures the calls and closes it (also when a call fails);
 * answers the figures of the printed summary and where the data is.
 */
export async function runLatency(spec: LatencyRunSpec) {
  const requests = Number(spec.values.requests);
  const databaseUrl = spec.values['database-url'];
  const server = await startBenchServer(
    spec.name,
    spec.values['data-dir'],
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  );
  try {
    const { db } = server.app.database;
    const seedSeconds = await server.seedOnce(spec.marker, (progress) =>
      spec.seed(db, server.rootTenantPk, progress),
    );
    const calls = await spec.calls(db);
    const { base, headers } = await server.listen();
    const latencyMs: Record<string, CallFigures> = await measureCalls(
      base,
      headers,
      { baseline: '/api/health', ...calls },
      requests,
      log,
    );
    return {
      figures: {
        database: databaseUrl ? 'postgres' : 'pglite',
        requests,
        seedSeconds,
        latencyMs,
      },
      overBaselineP95Ms: overBaseline(latencyMs),
      dataDir: server.dataDir,
      databaseUrl,
    };
  } finally {
    await server.close(spec.keepData);
  }
}
