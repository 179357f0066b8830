import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../app/storage/storage-keys';
import { clearDraft, editDraftOf, readDraft, writeDraft } from './voucher-draft';
import {
  createBodyOf,
  EMPTY_VOUCHER_FORM,
  formValuesOf,
  updateBodyOf,
} from './voucher-form-values';
import type { Voucher } from './voucher-types';

const voucher: Voucher = {
  voucher_pk: 7,
  code: 'FROTA10',
  title: 'Frota',
  description: 'Motoristas da frota',
  kind: 'MONEY_RECHARGE',
  kind_value: 5000,
  kind_value_used: 0,
  kind_value_balance: 5000,
  uses: 1,
  units: 3,
  total: 3,
  used_total: 1,
  not_used_total: 2,
  start: '2026-11-25 08:00:00',
  expire: '2026-12-25 08:00:00',
  status: 'INACTIVE',
  created_user_name: 'Ana',
  charge_box_pks: [4],
  user_pks: [11, 12],
  voucher_users_pks_with_voucher_status: [
    { user_pk: 11, status: 'USED', source: 'GUEST', uses: 1, name: 'Bia', email: 'bia@x.test' },
    { user_pk: 12, status: 'NOT_USED', source: 'GUEST', uses: 0, name: 'Caio', email: 'c@x.test' },
  ],
  uses_per_user: 0,
  expire_type: 'EXPIRATION_DATE',
  active: false,
  tenant_pk: 1,
};

describe('voucher edit form (spec 3 §4, §5 "Edit")', () => {
  it('is prefilled from the voucher: guests, chargers, active from the status, uses 1 by default', () => {
    const values = formValuesOf(voucher);
    expect(values).toMatchObject({
      code: 'FROTA10',
      units: 3,
      kind_value: 5000,
      start: '2026-11-25 08:00',
      chargerScope: 'specific',
      charge_box_pks: [4],
      audience: 'guests',
      active: false,
      uses_per_user: 1,
    });
    expect(formValuesOf({ ...voucher, voucher_users_pks_with_voucher_status: [] }).audience).toBe(
      'activation',
    );
    expect(formValuesOf({ ...voucher, status: 'ACTIVE' }).active).toBe(true);
  });

  it('is prefilled from the saved draft when there is one, else from the voucher', () => {
    const store = memoryStore();
    const saved = { values: { ...EMPTY_VOUCHER_FORM, title: 'Rascunho' }, users: [] };
    expect(editDraftOf(readDraft(store, 7), voucher).users.map((u) => u.user_pk)).toEqual([11, 12]);
    writeDraft(store, 7, saved);
    expect(editDraftOf(readDraft(store, 7), voucher)).toEqual(saved);
    expect(readDraft(store, 'new')).toBeUndefined();
    clearDraft(store, 7);
    expect(readDraft(store, 7)).toBeUndefined();
  });

  it('ignores a draft the browser kept broken', () => {
    const store = memoryStore({ 'voucher-draft:7': '{not json' });
    expect(readDraft(store, 7)).toBeUndefined();
  });
});

describe('voucher body (spec 3 §7)', () => {
  it('sends guests by user_pk, chargers only when specific, uses 1 unless by uses', () => {
    const values = { ...formValuesOf(voucher), title: ' Frota ' };
    const body = updateBodyOf(values, [{ user_pk: 12, user_name: 'C', email: '' }]);
    expect(body).toMatchObject({
      title: 'Frota',
      units: 3,
      charge_box_pks: [4],
      user_pks: [12],
      uses_per_user: 1,
      expire_type: 'EXPIRATION_DATE',
    });
    expect(body).not.toHaveProperty('code');
    expect(body.start).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const open = updateBodyOf({ ...values, chargerScope: 'all', audience: 'activation' }, []);
    expect(open.charge_box_pks).toBeNull();
    expect(open.user_pks).toBeNull();
    const byUses = updateBodyOf(
      { ...values, kind: 'PERCENT_RECHARGE', expire_type: 'USES_PER_USER', uses_per_user: 4 },
      [],
    );
    expect(byUses.uses_per_user).toBe(4);
  });

  it('creates with the code and empty lists for every charger and activation', () => {
    const values = { ...formValuesOf(voucher), chargerScope: 'all' as const };
    const body = createBodyOf({ ...values, audience: 'activation' }, []);
    expect(body).toMatchObject({ code: 'FROTA10', charge_box_pks: [], user_pks: [] });
  });
});
