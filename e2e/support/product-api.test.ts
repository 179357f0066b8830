import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductApi } from './product-api';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

describe('ProductApi', () => {
  let server: Server;
  let api: ProductApi;
  const seen: Seen[] = [];

  beforeAll(async () => {
    // Answers 201 with a body to /created, 201 without one to /empty, and 409 to anything else.
    server = createServer((request, response) => {
      void read(request).then((body) => {
        seen.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body,
        });
        if (request.url === '/created') response.writeHead(201).end('{"data":{"id":7}}');
        else if (request.url === '/empty') response.writeHead(201).end();
        else response.writeHead(409).end('already there');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    api = new ProductApi(`http://127.0.0.1:${port}`, 'token-1');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the bearer token, and a JSON body only when there is one', async () => {
    await api.call('GET', '/read');
    await api.call('POST', '/write', { a: 1 });
    expect(seen.slice(-2)).toEqual([
      { method: 'GET', url: '/read', authorization: 'Bearer token-1', body: '' },
      {
        method: 'POST',
        url: '/write',
        authorization: 'Bearer token-1',
        contentType: 'application/json',
        body: '{"a":1}',
      },
    ]);
  });

  it('returns what a 201 answered, and tells the status and body of any other answer', async () => {
    expect(await api.create('/created', {})).toEqual({ data: { id: 7 } });
    expect(await api.create('/empty', {})).toBeUndefined();
    await expect(api.create('/taken', {})).rejects.toThrow('/taken: 409 already there');
  });
});
