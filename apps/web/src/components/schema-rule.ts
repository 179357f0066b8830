import type { MessageKey } from '@chargedeck/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { catalogueText } from '../app/i18n/catalogue-text';

interface SchemaIssue {
  message: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** What a rule needs of a zod schema: its parse, without the web depending on zod. */
export interface SharedSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: SchemaIssue[] } };
}

/**
 * An antd rule running the shared schema the server parses the field with, so the form refuses
 * exactly what the server would, with the catalogue text the server answers in the user's
 * language; `wording` replaces a key's text where a field reads better with its own.
 */
export function schemaRule(
  schema: SharedSchema,
  t: TFunction,
  wording: Partial<Record<MessageKey, string>> = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value ?? null);
      if (parsed.success) return;
      const issue = parsed.error?.issues[0] ?? { message: 'invalid' };
      const own = wording[issue.message as MessageKey];
      throw new Error(own ?? catalogueText(t, issue.message, { ...issue }));
    },
  };
}
