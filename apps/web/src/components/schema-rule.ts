import type { FormRule } from 'antd';

/** What a rule needs of a zod schema: its parse, without the web depending on zod. */
export interface SharedSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/**
 * An antd rule running the shared schema the server parses the field with, so the form refuses
 * exactly what the server would; `message` turns the server's text into the user's language.
 */
export function schemaRule(
  schema: SharedSchema,
  message: (serverText: string) => string,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value ?? null);
      if (!parsed.success) throw new Error(message(parsed.error?.issues[0]?.message ?? ''));
    },
  };
}
