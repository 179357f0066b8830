import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy, type ClusterHaproxy } from './haproxy';
import { freePort } from './processes';
import { findClusterPrograms } from './programs';

const programs = findClusterPrograms();
const haproxy = 'haproxy' in programs ? programs.haproxy : undefined;
const HEALTH_DELAY_MS = 1_500;

/** A node whose health check answers after 1.5 s, as a node busy with a reconnection storm does. */
function slowNode(): Server {
  return createServer((request, response) => {
    const answer = () => response.writeHead(200).end('ok');
    if (request.url === '/api/health') setTimeout(answer, HEALTH_DELAY_MS);
    else answer();
  });
}

describe.skipIf(!haproxy)('the balancer with a node slow to answer its health check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chargedeck-haproxy-'));
  const node = slowNode();
  let balancer: ClusterHaproxy;

  beforeAll(async () => {
    const nodePort = await freePort();
    await new Promise<void>((resolve) => node.listen(nodePort, '127.0.0.1', resolve));
    balancer = await startHaproxy({
      program: haproxy as string,
      dir,
      settings: { port: await freePort(), nodes: [{ id: 'node-1', port: nodePort }] },
    });
  });
  afterAll(async () => {
    await balancer?.stop();
    await new Promise((resolve) => node.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a slow node in: a check waits up to 5 s, not the 1 s interval', async () => {
    // Four check intervals: with the interval as the check's timeout, two failed checks take
    // the only node out and the balancer answers 503.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${balancer.url}/api/anything`);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 15_000);
});
