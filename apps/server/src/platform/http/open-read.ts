import type { z } from 'zod';
import type { PreHandler } from './pre-handler';

/**
 * The options of a GET anyone may call (`access: 'public'`) that answers 200 with `answer` and
 * nothing else: settings and documents the public pages read.
 */
export function publicRead<Answer extends z.ZodType>(tag: string, summary: string, answer: Answer) {
  return {
    config: { access: 'public' as const },
    schema: { tags: [tag], summary, response: { 200: answer } },
  };
}

/**
 * The options of a GET any signed-in user may call (`access: 'session'`, behind
 * `authenticate`) that answers 200 with `answer` and nothing else: lists and settings every
 * screen may read.
 */
export function sessionRead<Answer extends z.ZodType>(
  tag: string,
  summary: string,
  answer: Answer,
  authenticate: PreHandler,
) {
  return {
    config: { access: 'session' as const },
    schema: { tags: [tag], summary, response: { 200: answer } },
    preHandler: [authenticate],
  };
}
