// HAProxy in front of a local cluster's nodes, for HTTP and WebSocket (OCPP on /ocpp/, the
// dashboard's Socket.IO on /socket.io/), with health checks on /api/health.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listening, run, waitUntil } from './processes';

export interface BalancedNode {
  id: string;
  /** Its address (default 127.0.0.1); in compose.yaml its service name. */
  host?: string;
  port: number;
}

export interface HaproxySettings {
  /** The port it listens on. */
  port: number;
  /** The address it listens on (default 127.0.0.1; `*` for every interface). */
  address?: string;
  /**
   * Resolve the nodes' names through Docker's DNS, again while running (a node restarted by
   * compose may come back with another address), and start while a node is not up yet.
   */
  dockerDns?: boolean;
  nodes: readonly BalancedNode[];
  /**
   * Most connections at once; each station holds one. Unset, HAProxy derives it from the limit
   * of open files (`ulimit -n`), about half of it.
   */
  maxConnections?: number;
}

/**
 * The configuration: one frontend, one backend of every node. A node is taken out after two
 * failed health checks a second apart (each waits up to 5 s for the answer) and back in after
 * one good one; a connection refused by a
 * dead node is sent to another (`option redispatch`). Stations and dashboards keep their
 * sockets for hours (`timeout tunnel`); a Socket.IO client that polls before upgrading stays on
 * the node that holds its session (cookie `CDNODE`). `option forwardfor` tells the nodes the
 * client's address (they list the balancer in TRUST_PROXY).
 */
export function haproxyConfig(settings: HaproxySettings): string {
  const { port, address = '127.0.0.1', nodes, maxConnections, dockerDns = false } = settings;
  const servers = nodes.map(
    (node) =>
      `  server ${node.id} ${node.host ?? '127.0.0.1'}:${node.port} check cookie ${node.id}`,
  );
  const limit = maxConnections === undefined ? [] : [`  maxconn ${maxConnections}`];
  const dns = dockerDns
    ? ['resolvers docker', '  nameserver dns 127.0.0.11:53', '  hold valid 10s', '']
    : [];
  const serverDefaults = dockerDns ? ' resolvers docker init-addr last,libc,none' : '';
  return [
    'global',
    ...limit,
    '',
    ...dns,
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 30s',
    '  timeout tunnel 24h',
    '  timeout client-fin 10s',
    '',
    'frontend chargedeck',
    `  bind ${address}:${port}`,
    ...limit,
    '  default_backend nodes',
    '',
    'backend nodes',
    '  balance leastconn',
    '  cookie CDNODE insert indirect nocache httponly',
    '  option httpchk',
    '  http-check send meth GET uri /api/health',
    '  http-check expect status 200',
    // A dead node refuses the check's connection at once; a busy one (a reconnection storm, a
    // database restart) gets 5 s to answer, rather than the interval, before it counts as down.
    '  timeout check 5s',
    `  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 1${serverDefaults}`,
    ...servers,
    '',
  ].join('\n');
}

export interface ClusterHaproxy {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startHaproxy(options: {
  program: string;
  dir: string;
  settings: HaproxySettings;
  echo?: boolean;
}): Promise<ClusterHaproxy> {
  const { program, dir, settings, echo = false } = options;
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(settings));
  // -db: stay in the foreground, so that the cluster stops it like its other children.
  const child = run('haproxy', program, ['-db', '-f', file], { echo });
  await waitUntil('HAProxy', child, () => listening(settings.port));
  return { url: `http://127.0.0.1:${settings.port}`, stop: () => child.stop('SIGTERM') };
}
