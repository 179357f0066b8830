import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';

/** A notification is a small JSON document; anything larger is refused before it is kept. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * A `preParsing` hook keeping the body exactly as received, for providers whose signature
 * covers the bytes (PagBank); the body is then parsed as usual.
 */
export async function keepRawBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_WEBHOOK_BYTES)
      throw Object.assign(new Error('the notification is too large'), { statusCode: 413 });
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw.toString('utf8'));
  return Readable.from([raw]);
}

export function rawBodyOf(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}
