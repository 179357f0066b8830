import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordChecks } from './password-rule';

describe('password rule', () => {
  it('flags each missing class', () => {
    expect(passwordChecks('abc')).toEqual({
      length: false,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    expect(passwordChecks('Abcdef1!')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
  });
  it('bounds the length to 8..25', () => {
    expect(isValidPassword('Ab1!xyz')).toBe(false);
    expect(isValidPassword('Ab1!' + 'x'.repeat(21))).toBe(true);
    expect(isValidPassword('Ab1!' + 'x'.repeat(22))).toBe(false);
  });
});
