import type { KeyValueStore } from '../../app/storage/storage-keys';
import {
  formValuesOf,
  guestsOf,
  type ChosenUser,
  type VoucherFormValues,
} from './voucher-form-values';
import type { Voucher } from './voucher-types';

/** The form and its chosen guests, kept in the browser until save or cancel (spec 3 §4). */
export interface VoucherDraft {
  values: VoucherFormValues;
  users: ChosenUser[];
}

/** 'new' for the creation form, the voucher's id for its edit form. */
export type DraftKey = 'new' | number;

const keyOf = (key: DraftKey) => `voucher-draft:${key}`;

export function readDraft(store: KeyValueStore, key: DraftKey): VoucherDraft | undefined {
  const text = store.getItem(keyOf(key));
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as Partial<VoucherDraft>;
    if (typeof draft.values !== 'object' || !Array.isArray(draft.users)) return undefined;
    return draft as VoucherDraft;
  } catch {
    return undefined;
  }
}

export function writeDraft(store: KeyValueStore, key: DraftKey, draft: VoucherDraft): void {
  store.setItem(keyOf(key), JSON.stringify(draft));
}

export function clearDraft(store: KeyValueStore, key: DraftKey): void {
  store.removeItem(keyOf(key));
}

/** The edit flow's draft: the one kept in the browser, else the voucher as saved. */
export function editDraftOf(saved: VoucherDraft | undefined, voucher: Voucher): VoucherDraft {
  return saved ?? { values: formValuesOf(voucher), users: guestsOf(voucher) };
}
