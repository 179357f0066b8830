import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './http-error';

/** Parsed records (query objects have a prototype of their own); not buffers nor streams. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/**
 * The path (`tags.0.id_tag`) of the first text holding U+0000 in a parsed query, params or JSON
 * body, `''` for the value itself; undefined when there is none. Iterative: a deeply nested
 * body cannot exhaust the stack. Buffers, streams and files are not looked into.
 */
export function nulPathOf(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, at(String(index))]));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return at(key.replaceAll('\u0000', '\\0'));
        stack.push([item, at(key)]);
      }
    }
  }
  return undefined;
}

const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Text with U+0000 answers 400 naming the field, on every route: the database refuses the
 * character, and a text holding it is never a value a person typed.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, valueOf] of PARTS) {
      const path = nulPathOf(valueOf(request));
      if (path !== undefined) throw badRequest(path || part, 'nulCharacter');
    }
  });
}
