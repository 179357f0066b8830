// The programs a local cluster runs, from Debian's packages: PostgreSQL (postgresql), Redis
// (redis-server) and HAProxy (haproxy).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface ClusterPrograms {
  /** PostgreSQL's bin directory (initdb, postgres), the newest under /usr/lib/postgresql. */
  postgresBin: string;
  redisServer: string;
  haproxy: string;
}

const PG_ROOT = '/usr/lib/postgresql';

function postgresBin(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : join(PG_ROOT, newest, 'bin');
}

/** `name` on the PATH or in /usr/sbin and /usr/bin (HAProxy lives in /usr/sbin). */
function program(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/bin'];
  return dirs
    .filter((dir) => dir !== '')
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path));
}

/** The programs, or the Debian packages to install for those that are missing. */
export function findClusterPrograms(): ClusterPrograms | { missing: string[] } {
  const found = {
    postgresBin: postgresBin(),
    redisServer: program('redis-server'),
    haproxy: program('haproxy'),
  };
  const missing = [
    found.postgresBin ? undefined : 'postgresql',
    found.redisServer ? undefined : 'redis-server',
    found.haproxy ? undefined : 'haproxy',
  ].filter((name) => name !== undefined);
  if (missing.length > 0) return { missing };
  return found as ClusterPrograms;
}

/** The user and group ids of `postgres` when running as root (initdb refuses root), else none. */
export function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('Running as root, PostgreSQL needs the `postgres` user (package postgresql)');
  }
}
