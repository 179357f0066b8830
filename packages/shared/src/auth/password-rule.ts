/** The password rule of spec 1 §5, shared by the server (enforced) and the forms (live checklist). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 25;

export type PasswordCheck = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export function passwordChecks(password: string): Record<PasswordCheck, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    number: /\d/.test(password),
    special: /[^\p{L}\d\s]/u.test(password),
  };
}

export function isValidPassword(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}
