import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ApiApp } from './api-app';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 2048;

/** Text a client may receive compressed; files (xlsx, zip, pdf, images) are left as they are. */
const COMPRESSIBLE =
  /^(application\/(json|javascript|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|text\/|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with from Accept-Encoding: br, else gzip, never one refused (q=0). */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses whole text answers (JSON, HTML, CSV…) of at least COMPRESSION_THRESHOLD_BYTES with
 * brotli (fast setting) or gzip, off the event loop (zlib runs on the thread pool). Streamed
 * answers (spreadsheet, zip and PDF downloads, static files) pass untouched, and so does the
 * Socket.IO traffic, which never goes through Fastify. A 10,000-station map shrinks about 20
 * times.
 */
export function registerCompression(app: ApiApp): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304)
      return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    void reply.header('Vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzipAsync(payload, { level: 5 });
    void reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

function varyWithAcceptEncoding(current: unknown): string {
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding'))
    return values.join(', ');
  return [...values, 'Accept-Encoding'].join(', ');
}
