import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from './api-app';
import { COMPRESSION_THRESHOLD_BYTES, encodingFor } from './compression';
import { createHttpServer } from './create-http-server';

const big = {
  items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Station ${i}`, online: true })),
};

describe('response compression', () => {
  let app: ApiApp;
  beforeAll(async () => {
    app = await createHttpServer({ logLevel: 'warn', trustProxy: false, version: 'test' });
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/sheet', async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(Buffer.alloc(COMPRESSION_THRESHOLD_BYTES * 4, 'a')),
    );
    app.get('/stream', async (_request, reply) =>
      reply.type('text/csv').send(Readable.from(['a;b\n'.repeat(5000)])),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends big JSON with brotli or gzip as the client asks, and says it varies', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('leaves answers alone without Accept-Encoding, when small, streamed or not text', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const refused = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const accept = { 'accept-encoding': 'gzip, br' };
    const small = await app.inject({ url: '/small', headers: accept });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const sheet = await app.inject({ url: '/sheet', headers: accept });
    expect(sheet.headers['content-encoding']).toBeUndefined();
    expect(sheet.rawPayload.length).toBe(COMPRESSION_THRESHOLD_BYTES * 4);
    const stream = await app.inject({ url: '/stream', headers: accept });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe('a;b\n'.repeat(5000));
  });

  it('reads Accept-Encoding preferences', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('identity')).toBeUndefined();
    expect(encodingFor(undefined)).toBeUndefined();
  });
});
