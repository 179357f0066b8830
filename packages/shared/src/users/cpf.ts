/** Brazilian individual taxpayer number: 11 digits, the last two are check digits. */
export const CPF_MASKED_MAX_LENGTH = 14;

export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The ddd.ddd.ddd-dd mask applied while typing (at most 11 digits kept). */
export function maskCpf(value: string): string {
  const d = cpfDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

function checkDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** True when the value (masked or not) has 11 digits, not all equal, with valid check digits. */
export function isValidCpf(value: string): boolean {
  const d = cpfDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const numbers = [...d].map(Number);
  const first = checkDigit(numbers.slice(0, 9));
  const second = checkDigit(numbers.slice(0, 10));
  return first === numbers[9] && second === numbers[10];
}
