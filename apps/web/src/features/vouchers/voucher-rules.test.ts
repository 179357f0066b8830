import { formatterOf } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import {
  afterKindChange,
  blocksKey,
  canRemoveGuest,
  codeOf,
  digitsValue,
  expireTypesFor,
  kindValueProblem,
  kindValueText,
  unitsProblem,
  utcTextOf,
  historyAmountText,
  localInstantOf,
} from './voucher-rules';

describe('voucher value (spec 3 §5)', () => {
  it('is required and not zero', () => {
    expect(kindValueProblem('MONEY_RECHARGE', null)).toBe('valueRequired');
    expect(kindValueProblem('KWH_RECHARGE', 0)).toBe('valueZero');
  });

  it('stops money at R$ 1.000,00, kWh at 5000 and percent at 100', () => {
    expect(kindValueProblem('MONEY_RECHARGE', 100_000)).toBeNull();
    expect(kindValueProblem('MONEY_RECHARGE', 100_001)).toBe('moneyMax');
    expect(kindValueProblem('KWH_RECHARGE', 5000)).toBeNull();
    expect(kindValueProblem('KWH_RECHARGE', 5001)).toBe('kwhMax');
    expect(kindValueProblem('PERCENT_RECHARGE', 100)).toBeNull();
    expect(kindValueProblem('PERCENT_RECHARGE', 101)).toBe('percentMax');
  });
});

describe('voucher units (spec 3 §5)', () => {
  it('is required, not zero, at most 1000', () => {
    expect(unitsProblem(null, { users: 0 })).toBe('unitsRequired');
    expect(unitsProblem(0, { users: 0 })).toBe('unitsZero');
    expect(unitsProblem(1000, { users: 0 })).toBeNull();
    expect(unitsProblem(1001, { users: 0 })).toBe('unitsMax');
  });

  it('never goes below the registered count nor the chosen users', () => {
    expect(unitsProblem(4, { registered: 5, users: 0 })).toBe('unitsBelowRegistered');
    expect(unitsProblem(5, { registered: 5, users: 6 })).toBe('unitsBelowUsers');
    expect(unitsProblem(6, { registered: 5, users: 6 })).toBeNull();
  });
});

describe('voucher inputs', () => {
  it('keep digits only and refuse the minus key', () => {
    expect(digitsValue('-12a3')).toBe(123);
    expect(digitsValue('')).toBeNull();
    expect(digitsValue('123456', 4)).toBe(1234);
    expect(blocksKey('-')).toBe(true);
    expect(blocksKey('5')).toBe(false);
  });

  it('turns the code to upper case, 30 characters at most', () => {
    expect(codeOf('promo-verão')).toBe('PROMO-VERÃO');
    expect(codeOf('x'.repeat(40))).toHaveLength(30);
  });

  it('offers expiry by uses only for percent vouchers', () => {
    expect(expireTypesFor('PERCENT_RECHARGE')).toEqual(['EXPIRATION_DATE', 'USES_PER_USER']);
    expect(expireTypesFor('MONEY_RECHARGE')).toEqual(['EXPIRATION_DATE']);
    expect(expireTypesFor(undefined)).toEqual(['EXPIRATION_DATE']);
  });

  it('clears the value and the expiry type when the kind changes', () => {
    const before = {
      kind: 'PERCENT_RECHARGE',
      kind_value: 20,
      expire_type: 'USES_PER_USER',
      title: 'A',
    };
    expect(afterKindChange(before)).toEqual({
      kind: 'PERCENT_RECHARGE',
      kind_value: null,
      expire_type: undefined,
      title: 'A',
    });
  });

  it('refuses to remove a guest who is suspended or has used the voucher', () => {
    expect(canRemoveGuest(undefined)).toBe(true);
    expect(canRemoveGuest('NOT_USED')).toBe(true);
    expect(canRemoveGuest('SUSPEND')).toBe(false);
    expect(canRemoveGuest('USED')).toBe(false);
  });
});

describe('voucher dates and values as shown', () => {
  it('sends the local time as UTC YYYY-MM-DD HH:mm:ss', () => {
    const local = new Date(2026, 10, 25, 9, 30);
    const iso = local.toISOString();
    expect(utcTextOf('2026-11-25 09:30')).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 19)}`);
  });

  it('reads the wall time the API answers in the browser zone as a local instant', () => {
    expect(localInstantOf('2026-11-25 09:30:15')).toEqual(new Date(2026, 10, 25, 9, 30, 15));
    expect(localInstantOf('2026-11-25 09:30')).toEqual(new Date(2026, 10, 25, 9, 30, 0));
    expect(localInstantOf('25/11/2026')).toBeNull();
    expect(localInstantOf(null)).toBeNull();
  });

  it('reads a percent as N%, money as currency and energy as kWh', () => {
    const pt = formatterOf('pt-BR');
    expect(kindValueText('PERCENT_RECHARGE', 15, pt)).toBe('15%');
    expect(kindValueText('MONEY_RECHARGE', 1050, pt)).toBe(pt.money(1050));
    expect(pt.money(1050)).toMatch(/^R\$\s10,50$/);
    expect(kindValueText('KWH_RECHARGE', 30, pt)).toBe('30 kWh');
    expect(kindValueText('KWH_RECHARGE', 12.3456, pt)).toBe('12,346 kWh');
    expect(kindValueText('MONEY_RECHARGE', null, pt)).toBe('—');
  });

  it('reads a percent voucher use as the money it took off, with no balance', () => {
    const en = formatterOf('en');
    expect(historyAmountText('PERCENT_RECHARGE', 250, en)).toBe(en.money(250));
    expect(historyAmountText('PERCENT_RECHARGE', null, en)).toBe('—');
    expect(historyAmountText('KWH_RECHARGE', 4.5, en)).toBe('4.5 kWh');
  });
});
