import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpServer } from './create-http-server';

async function serverLoggingAt(logLevel: string) {
  let log = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const http = await createHttpServer({ logLevel, logStream, trustProxy: false, version: 'test' });
  http.get('/api/fine', async () => ({ ok: true }));
  http.get('/api/broken', async () => {
    throw new Error('database down');
  });
  http.get('/api/unavailable', async (_request, reply) => reply.code(503).send({ error: 'busy' }));
  return { http, log: () => log };
}

describe('request logging', async () => {
  const atInfo = await serverLoggingAt('info');
  const atDebug = await serverLoggingAt('debug');
  afterAll(async () => {
    await atInfo.http.close();
    await atDebug.http.close();
  });

  it('logs nothing for a good answer or a missing route at info, and every 5xx as an error', async () => {
    expect((await atInfo.http.inject({ method: 'GET', url: '/api/fine' })).statusCode).toBe(200);
    expect((await atInfo.http.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
    expect(atInfo.log()).toBe('');
    expect((await atInfo.http.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
    expect((await atInfo.http.inject({ method: 'GET', url: '/api/unavailable' })).statusCode).toBe(
      503,
    );
    const lines = atInfo
      .log()
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { level: number; msg: string; res?: { statusCode: number } },
      );
    expect(lines.every((line) => line.level === 50)).toBe(true);
    expect(lines.map((line) => line.res?.statusCode).filter(Boolean)).toEqual([500, 503]);
    expect(atInfo.log()).toContain('database down');
  });

  it('logs every request at debug', async () => {
    await atDebug.http.inject({ method: 'GET', url: '/api/fine?token=secret' });
    const lines = atDebug
      .log()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as object);
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, msg: 'incoming request' }),
      expect.objectContaining({ level: 20, msg: 'request completed' }),
    ]);
    expect(atDebug.log()).not.toContain('secret');
  });
});
