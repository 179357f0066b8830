import { z } from 'zod';

/**
 * A streamed or binary answer (a spreadsheet, PDF, zip, image, script): the body is not JSON, so
 * OpenAPI documents its content type and what it holds instead of a shape.
 */
export const fileAnswer = (contentType: string, holds: string) =>
  z.unknown().describe(`${contentType}: ${holds}`);
