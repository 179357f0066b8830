import type { WalletDeposit } from '@chargedeck/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS } from '../../app/i18n/i18n';
import { entryTypeLabel } from './wallet-entry-label';

const entry = (over: Partial<WalletDeposit>): WalletDeposit => ({
  user_wallet_payment_pk: 1,
  created_timestamp: '2026-11-24T10:00:00.000Z',
  payment_type: 'WALLET',
  payment_status: 'approved',
  payment_status_detail: null,
  payment_transaction_amounts: 1200,
  payment_transaction_amounts_human_readable: 'R$ 12,00',
  payment_transaction_amount_refunded: 0,
  is_idle_payment: false,
  target_type: 'TRANSACTION',
  transaction_pk: 42,
  entry_kind: 'RECHARGE',
  ...over,
});

async function tOf(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ ...I18N_OPTIONS, lng });
  return i18n.t;
}

describe('the type of a wallet statement line', () => {
  it.each([
    ['pt-BR', 'Reembolso #42', 'Ociosidade', 'Recarga #42', 'Reembolso'],
    ['en', 'Refund #42', 'Idle time', 'Recharge #42', 'Refund'],
    ['es', 'Reembolso #42', 'Inactividad', 'Recarga #42', 'Reembolso'],
  ])('names refunds and idle charges (%s)', async (lng, refund, idle, recharge, depositRefund) => {
    const t = await tOf(lng);
    expect(entryTypeLabel(t, entry({ entry_kind: 'REFUND' }))).toBe(refund);
    expect(
      entryTypeLabel(
        t,
        entry({ entry_kind: 'IDLE_CHARGE', is_idle_payment: true, target_type: 'IDLE' }),
      ),
    ).toBe(idle);
    expect(entryTypeLabel(t, entry({}))).toBe(recharge);
    expect(
      entryTypeLabel(t, entry({ entry_kind: 'REFUND', target_type: 'USER', transaction_pk: null })),
    ).toBe(depositRefund);
    expect(
      entryTypeLabel(
        t,
        entry({
          entry_kind: 'DEPOSIT',
          target_type: 'USER',
          transaction_pk: null,
          payment_type: 'PAGBANK_PIX',
        }),
      ),
    ).toBe('PAGBANK_PIX');
  });
});
