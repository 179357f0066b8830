import {
  USER_EMAIL_PATTERN,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
  USER_NAME_PATTERN,
  isValidCpf,
} from '@chargedeck/shared';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { catalogueText } from '../../app/i18n/catalogue-text';

/** antd rules for the user form, from the shared rules the server applies too (spec 2 §5). */
export const nameRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: catalogueText(t, USER_MESSAGES.nameRequired) },
  { max: USER_NAME_MAX_LENGTH },
  { pattern: USER_NAME_PATTERN, message: catalogueText(t, USER_MESSAGES.nameLetters) },
];

export const emailRules = (t: TFunction, max: number): FormRule[] => [
  { required: true, whitespace: true, message: catalogueText(t, USER_MESSAGES.emailRequired) },
  { max },
  { pattern: USER_EMAIL_PATTERN, message: catalogueText(t, USER_MESSAGES.emailInvalid) },
];

export const passwordRules = (t: TFunction): FormRule[] => [
  { required: true, message: catalogueText(t, USER_MESSAGES.passwordRequired) },
];

export function cpfRule(form: FormInstance, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value : '';
      if (text && form.getFieldValue('docType') === 'CPF' && !isValidCpf(text)) {
        throw new Error(catalogueText(t, USER_MESSAGES.cpfInvalid));
      }
    },
  };
}

/** Puts a 400's message under the field it names; false when the answer named no known field. */
export function showFieldError(
  form: FormInstance,
  failure: { error?: { error?: string; field?: string } },
): boolean {
  const field = failure.error?.field;
  const text = failure.error?.error;
  if (!field || !text || form.getFieldInstance(field) === undefined) return false;
  form.setFields([{ name: field, errors: [text.replace(`${field}: `, '')] }]);
  return true;
}
