/** Named roles (spec 1 §6, spec 2 §6, spec 3 §6). A permission entry holds either a role_id or a route. */
export const ROLES = [
  'DASH_CVE_PRO_MONETIZATION_CONFIG',
  'DASH_CVE_PRO_CREATE_VOUCHER',
  'DASH_CVE_PRO_SMART_CHARGING_LOAD_BALANCE',
  'DASH_FINANCIAL_INDICATORS',
  'DASH_DISABLE_TRANSACTION_OPTIONS',
  'DASH_HIDE_TRUSTED_USER_BUTTON',
  'DASH_SMART_CHARGING_CREATE',
  'DASH_VIRTUAL_GROUP_EDIT_CHARGEBOXES',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles an administrator gets on first start: everything except the ones that take rights away. */
export const RESTRICTING_ROLES: readonly Role[] = [
  'DASH_DISABLE_TRANSACTION_OPTIONS',
  'DASH_HIDE_TRUSTED_USER_BUTTON',
];
