import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy';

describe('the cluster balancer configuration', () => {
  const config = haproxyConfig({
    port: 8080,
    nodes: [
      { id: 'node-1', port: 4001 },
      { id: 'node-2', port: 4002 },
    ],
  });

  it('listens on loopback and checks every node on /api/health', () => {
    expect(config).toContain('bind 127.0.0.1:8080');
    expect(config).toContain('http-check send meth GET uri /api/health');
    expect(config).toContain('server node-1 127.0.0.1:4001 check cookie node-1');
    expect(config).toContain('server node-2 127.0.0.1:4002 check cookie node-2');
  });

  it('keeps station and dashboard sockets open for hours and retries a dead node elsewhere', () => {
    expect(config).toMatch(/timeout tunnel 24h/);
    expect(config).toContain('option redispatch');
    expect(config).toContain('option forwardfor');
  });

  it('is the shape compose.yaml deploys: deploy/haproxy.cfg is it for the services node-1 and node-2', () => {
    const deployed = readFileSync(new URL('../../deploy/haproxy.cfg', import.meta.url), 'utf8');
    const generated = haproxyConfig({
      port: 8080,
      address: '*',
      dockerDns: true,
      nodes: [
        { id: 'node-1', host: 'node-1', port: 8080 },
        { id: 'node-2', host: 'node-2', port: 8080 },
      ],
    });
    expect(deployed.replace(/^#.*\n/gm, '')).toBe(generated);
  });
});
