import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../platform/http/create-http-server';
import type { TenantRow } from '../tenants';
import { registerRequestErrorLog } from './request-error-log';
import { TenantLog } from './tenant-log';

describe('request errors in the tenant log', async () => {
  const log = new TenantLog({
    dir: mkdtempSync(join(tmpdir(), 'chargedeck-log-')),
    aliasOf: async () => undefined,
  });
  const http = await createHttpServer({ logLevel: 'silent', trustProxy: false, version: 'test' });
  registerRequestErrorLog(http, log, async () => ({ alias: 'serra' }) as TenantRow);
  http.get('/api/broken', async () => {
    throw new Error('database down; token=abc123');
  });
  http.get('/api/missing', async (_request, reply) => reply.code(404).send({ error: 'no' }));
  afterAll(async () => {
    await http.close();
  });

  it('records a 5xx answer with its reason, redacted, and nothing for a 4xx', async () => {
    expect((await http.inject({ method: 'GET', url: '/api/broken?x=1' })).statusCode).toBe(500);
    expect((await http.inject({ method: 'GET', url: '/api/missing' })).statusCode).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    const text = await log.tail('serra', today, 10);
    expect(text).toMatch(
      /ERROR \[http\] GET \/api\/broken answered 500: database down; token=\[redacted\]$/,
    );
    expect(text).not.toContain('missing');
    expect(text).not.toContain('abc123');
  });
});
