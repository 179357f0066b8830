import type { WalletDeposit } from '@chargedeck/shared';
import type { TFunction } from 'i18next';

/** 'Reembolso' for a refund (of a recharge: its number), 'Ociosidade', 'Recarga #n', or the type. */
export function entryTypeLabel(t: TFunction, d: WalletDeposit): string {
  const recharge = d.transaction_pk === null ? '' : ` #${d.transaction_pk}`;
  if (d.entry_kind === 'REFUND') return `${t('users.wallet.refund')}${recharge}`;
  if (d.is_idle_payment) return t('users.wallet.idle');
  if (d.target_type === 'TRANSACTION') return `${t('users.wallet.recharge')}${recharge}`;
  return d.payment_type ?? '—';
}
