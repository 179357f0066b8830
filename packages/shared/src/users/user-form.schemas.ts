import { z } from 'zod';
import { isValidPassword } from '../auth/password-rule';
import { cpfDigits, isValidCpf } from './cpf';

/** Spec 2 §9 user limits. */
export const USER_NAME_MAX_LENGTH = 20;
export const USER_CREATE_EMAIL_MAX_LENGTH = 55;
export const USER_EDIT_EMAIL_MAX_LENGTH = 80;
export const USER_PASSWORD_MAX_LENGTH = 20;
export const USER_PHONE_MAX_LENGTH = 40;
export const USERS_PAGE_SIZE = 10;

/** Document types offered by GET users_data/doc_types; the first is the form's default. */
export const DOC_TYPES = ['CPF', 'RG', 'PASSPORT'] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** Texts the spec quotes (spec 2 §5 "User create" and "User edit"). */
export const USER_MESSAGES = {
  nameRequired: 'userNameRequired',
  nameLetters: 'userNameLetters',
  passwordRequired: 'userPasswordRequired',
  emailRequired: 'userEmailRequired',
  emailInvalid: 'userEmailInvalid',
  phoneRequired: 'userPhoneRequired',
  cpfInvalid: 'userCpfInvalid',
} as const;

export const USER_NAME_PATTERN = /^[\p{L} ]+$/u;
export const USER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const firstName = z
  .string({ error: USER_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.nameRequired })
  .max(USER_NAME_MAX_LENGTH, { error: 'maxChars' })
  .regex(USER_NAME_PATTERN, { error: USER_MESSAGES.nameLetters });

const emailOf = (max: number) =>
  z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: USER_MESSAGES.emailRequired })
    .max(max, { error: 'maxChars' })
    .regex(USER_EMAIL_PATTERN, { error: USER_MESSAGES.emailInvalid });

const phone = z
  .string()
  .trim()
  .max(USER_PHONE_MAX_LENGTH, { error: 'maxChars' })
  .nullish()
  .transform((v) => (v ? v : null));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'maxChars' })
    .nullish()
    .transform((v) => (v ? v : null));

const tags = z.array(z.string().trim().min(1).max(20)).max(50).default([]);
const pk = z.number({ error: 'required' }).int().positive();

/** The document pair: empty number sends no type; a CPF is kept as its 11 digits. */
function checkDocument(
  value: { docType?: string | null; docNumber?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.docNumber && value.docType === 'CPF' && !isValidCpf(value.docNumber)) {
    ctx.addIssue({ code: 'custom', path: ['docNumber'], message: USER_MESSAGES.cpfInvalid });
  }
}

const docNumber = optionalText(20);
const docType = z.enum(DOC_TYPES, { error: 'docType' }).nullish();

export const userCreateBody = z
  .object({
    firstName,
    email: emailOf(USER_CREATE_EMAIL_MAX_LENGTH),
    password: z
      .string({ error: USER_MESSAGES.passwordRequired })
      .min(1, { error: USER_MESSAGES.passwordRequired })
      .max(USER_PASSWORD_MAX_LENGTH, {
        error: 'maxChars',
      })
      .refine(isValidPassword, {
        error: 'passwordRule',
      }),
    docType,
    docNumber,
    tenant_pk: pk,
    user_group_pk: pk.nullish(),
    phone,
    ocppTags: tags,
    skip_three_ds_verification: z.boolean().default(false),
  })
  .superRefine(checkDocument)
  .transform((v) => normalizeDocument(v));
export type UserCreateBody = z.infer<typeof userCreateBody>;

export const userUpdateBody = z.object({
  firstName,
  lastName: optionalText(60),
  dateBirthDay: z.iso.date({ error: 'dateFormat' }).nullish(),
  phone,
  street: optionalText(120),
  houseNumber: optionalText(20),
  zipCode: optionalText(20),
  city: optionalText(80),
  state: optionalText(40),
  country: optionalText(40),
  activeUser: z.boolean().default(true),
  notificationOfflineCp: z.boolean().optional(),
  externalId: optionalText(60),
  /** The driver's car brand (the users list's Car column and the usage brand pie). */
  vehicleBrand: optionalText(60),
  ocppTags: tags,
  sex: z.enum(['M', 'F', 'O']).nullish(),
  userGroupPk: pk.nullish(),
  tenant_pk: pk,
  skipThreeDSVerification: z.boolean().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

function normalizeDocument<T extends { docType?: DocType | null; docNumber: string | null }>(
  value: T,
): T & { docType: DocType | null } {
  if (!value.docNumber) return { ...value, docType: null, docNumber: null };
  const number = value.docType === 'CPF' ? cpfDigits(value.docNumber) : value.docNumber;
  return { ...value, docType: value.docType ?? null, docNumber: number };
}
