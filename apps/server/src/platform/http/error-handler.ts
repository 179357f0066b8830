import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function fieldOf(issue: ValidationIssue): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** Every error leaves as `{error, field?, details?}`; unexpected ones are logged and hidden. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = (error.validation as ValidationIssue[]).map((issue) => ({
      field: fieldOf(issue),
      message: issue.message ?? 'is invalid',
    }));
    const first = details[0] ?? { field: 'body', message: 'is invalid' };
    return reply
      .code(400)
      .send({ error: `${first.field}: ${first.message}`, field: first.field, details });
  }
  if (error instanceof HttpError) {
    if (error.statusCode === 429 && typeof error.extra?.retryAfter === 'number') {
      void reply.header('Retry-After', String(error.extra.retryAfter));
    }
    return reply.code(error.statusCode).send(error.body());
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: 'Internal server error' });
}
