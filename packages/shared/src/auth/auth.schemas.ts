import { z } from 'zod';
import { isValidPassword } from './password-rule';
import { LOCALES } from '../i18n/locales';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'emailFormat' }));
const robotResponse = z.string().max(20_000).optional().default('');
const password = z.string().refine(isValidPassword, { error: 'passwordRule' });

export const loginBody = z.object({
  email,
  password: z.string().min(1, { error: 'required' }).max(200),
  recaptchaResponse: robotResponse,
});
export type LoginBody = z.infer<typeof loginBody>;

export const sendCodeBody = z.object({ email, recaptchaResponse: robotResponse });
export type SendCodeBody = z.infer<typeof sendCodeBody>;

export const changePasswordBody = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'emailCode' }),
  password,
  recaptchaResponse: robotResponse,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const registerBody = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  email,
  password,
  recaptchaResponse: robotResponse,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const permissionEntry = z.object({
  role_id: z.string().nullable(),
  route: z.string().nullable(),
  status: z.boolean(),
});
export type PermissionEntry = z.infer<typeof permissionEntry>;

export const tenantFeatures = z.object({
  monetization: z.boolean(),
  vouchers: z.boolean(),
  logs: z.boolean(),
  smartCharging: z.boolean(),
  payment: z.boolean(),
});
export type TenantFeatures = z.infer<typeof tenantFeatures>;

export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  tenant_pk: z.number(),
  permissions: z.array(permissionEntry),
  /** The language the user chose in the user menu; absent or null follows the tenant's. */
  locale: z.enum(LOCALES).nullish(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionTenant = z.object({
  tenant_pk: z.number(),
  name: z.string(),
  theme: z.string(),
  /** The tenant's currency (ISO 4217) money is shown in; sessions stored before it lack it. */
  currency: z.string().optional(),
  features: tenantFeatures,
});
export type SessionTenant = z.infer<typeof sessionTenant>;

export const loginResponse = z.object({
  token: z.string(),
  user: sessionUser,
  tenant: sessionTenant,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Robot-check settings the sign-in forms need (GET /api/robot-check). */
export const robotCheckSettings = z.object({
  provider: z.enum(['altcha', 'off', 'recaptcha', 'turnstile']),
  siteKey: z.string().optional(),
  challengeUrl: z.string().optional(),
});
export type RobotCheckSettings = z.infer<typeof robotCheckSettings>;
export type RobotCheckProvider = RobotCheckSettings['provider'];

/** PUT /api/profile/locale: the signed-in user's language, remembered for the next sign-in. */
export const profileLocaleBody = z.object({ locale: z.enum(LOCALES, { error: 'oneOf' }) });
export type ProfileLocaleBody = z.infer<typeof profileLocaleBody>;

/** GET /api/session: the signed-in user. */
export const sessionAnswer = z.object({ user: sessionUser });
export type SessionAnswer = z.infer<typeof sessionAnswer>;
