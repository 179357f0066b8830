// A throwaway PostgreSQL for a local cluster: initdb in `dir`, listening on 127.0.0.1 only with
// its socket in `dir`, owned by the postgres user when run as root.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresUser } from './programs';
import { run, waitUntil, type ChildRun } from './processes';

export interface ClusterPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** Stops PostgreSQL (fast shutdown) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(options: {
  bin: string;
  dir: string;
  port: number;
  echo?: boolean;
}): Promise<ClusterPostgres> {
  const { bin, dir, port, echo = false } = options;
  const user = postgresUser();
  mkdirSync(dir, { recursive: true });
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    { stdio: 'pipe', ...(user ?? {}) },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // The data is thrown away with the cluster: no fsync. max_connections fits a few nodes' pools.
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    '-c',
    'fsync=off',
  ];
  let child: ChildRun;
  const start = async () => {
    child = run('postgres', join(bin, 'postgres'), args, { echo, ...(user ?? {}) });
    await waitUntil('PostgreSQL', child, () => accepts(url));
  };
  await start();
  return {
    url,
    port,
    async restart() {
      // SIGINT is PostgreSQL's fast shutdown: sessions end, the data is checkpointed.
      await child.stop('SIGINT', 30_000);
      await start();
    },
    stop: () => child.stop('SIGINT', 30_000),
  };
}
