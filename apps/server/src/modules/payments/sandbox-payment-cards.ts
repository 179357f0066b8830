/**
 * Test cards of the sandbox payment provider (docs/configuration.md). The card token the
 * sandbox takes is the card number itself. A Luhn-valid number not listed here is approved.
 */
export const SANDBOX_PAYMENT_CARDS = {
  approved: '4111111111111111',
  approvedMastercard: '5555555555554444',
  rejected: '4000000000000002',
  rejectedInsufficientFunds: '4000000000009995',
} as const;

const REJECTED: readonly string[] = [
  SANDBOX_PAYMENT_CARDS.rejected,
  SANDBOX_PAYMENT_CARDS.rejectedInsufficientFunds,
];

/** Where a card payment ends, by the card's number; undefined for a number no card has. */
export function sandboxCardOutcome(token: string): 'approved' | 'rejected' | undefined {
  if (!/^\d{12,19}$/.test(token) || !luhn(token)) return undefined;
  return REJECTED.includes(token) ? 'rejected' : 'approved';
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
