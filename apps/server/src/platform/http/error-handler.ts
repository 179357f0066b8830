import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageText, pickLanguage, type MessageKey } from '@chargedeck/shared';
import { HttpError } from './http-error';

interface ZodIssueFacts {
  path?: PropertyKey[];
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown[];
  input?: unknown;
}

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: ZodIssueFacts & { issue?: ZodIssueFacts };
}

/** The catalogue key for an issue zod worded itself (no key of ours in the schema). */
export function keyOfZodIssue(issue: ZodIssueFacts): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid';
    case 'too_big':
      return issue.origin === 'string' ? 'maxChars' : 'tooBig';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'tooSmall';
    case 'invalid_value':
      return 'oneOf';
    default:
      return 'invalid';
  }
}

/** zod's own English wording, used when a schema names no message of ours. */
const ZOD_DEFAULT_WORDING = /^(Invalid|Too (big|small)|Unrecognized)\b/;

/** An issue's text in the request's language: our key translated, zod's own wording by code. */
function issueText(issue: ValidationIssue, language: string): string {
  const facts: ZodIssueFacts = { code: issue.keyword, ...issue.params, ...issue.params?.issue };
  const message = issue.message ?? '';
  const params = { ...facts } as Record<string, unknown>;
  if (!message || (facts.code && ZOD_DEFAULT_WORDING.test(message)))
    return messageText(keyOfZodIssue(facts), language, params);
  return messageText(message, language, params);
}

function fieldOf(issue: ValidationIssue): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** Fastify's own refusals (a malformed body, a wrong content type) by their status. */
function keyOfStatus(status: number): MessageKey {
  if (status === 400) return 'malformedRequest';
  if (status === 404) return 'notFoundAny';
  if (status === 413) return 'payloadTooLarge';
  if (status === 415) return 'unsupportedMediaType';
  return 'requestRefused';
}

interface ErrorAnswer {
  status: number;
  body: Record<string, unknown> & { error: string };
}

/** Every error's answer, `{error, field?, details?}`; unexpected ones are logged and hidden. */
function answerOf(error: FastifyError, request: FastifyRequest, reply: FastifyReply): ErrorAnswer {
  const language = pickLanguage(request.headers['accept-language']);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = (error.validation as ValidationIssue[]).map((issue) => ({
      field: fieldOf(issue),
      message: issueText(issue, language),
    }));
    const first = details[0] ?? { field: 'body', message: messageText('invalid', language) };
    return {
      status: 400,
      body: { error: `${first.field}: ${first.message}`, field: first.field, details },
    };
  }
  if (error instanceof HttpError) {
    if (error.statusCode === 429 && typeof error.extra?.retryAfter === 'number') {
      void reply.header('Retry-After', String(error.extra.retryAfter));
    }
    return { status: error.statusCode, body: error.body(language) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { error: messageText(keyOfStatus(status), language) } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { error: messageText('internalError', language) } };
}

/** Every error leaves as `{error, field?, details?}`; unexpected ones are logged and hidden. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = answerOf(error, request, reply);
  return reply.code(status).send(body);
}

/**
 * For routes whose answer has `type` 'success' or 'error' (spec 3 §7): the same refusal, with
 * `type: 'error'` and its text as `message` too (the status and `field` stay as they are).
 */
export function typedErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = answerOf(error, request, reply);
  void reply.code(status).send({ ...body, type: 'error', message: body.error });
}
