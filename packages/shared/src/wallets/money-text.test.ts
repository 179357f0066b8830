import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text';

describe('moneyText', () => {
  it('shows integer cents in the currency of the account', () => {
    expect(moneyText(1234, 'BRL').replace(/\s/g, ' ')).toBe('R$ 12,34');
    expect(moneyText(-500, 'BRL').replace(/\s/g, ' ')).toBe('-R$ 5,00');
    expect(moneyText(1050, 'USD', 'en')).toBe('$10.50');
  });
});
