import type { TFunction } from 'i18next';
import { paymentStatusKey } from '@chargedeck/shared';
import { targetTypeKey } from './financial-rules';
import type { FinancialRow } from './financial-api';

/** The row's payment status as spec 3 §4 labels it ('Devolução parcial' after a partial refund). */
export function paymentStatusLabel(t: TFunction, row: FinancialRow): string {
  const key = paymentStatusKey(row);
  if (key === null) return '—';
  return t(`transactions.paymentStatuses.${key}` as 'transactions.paymentStatuses.approved', {
    defaultValue: key,
  });
}

/** Recarga, Depósito or Ociosidade (spec 3 §3). */
export function targetTypeLabel(t: TFunction, targetType: string): string {
  const key = targetTypeKey(targetType);
  return key ? t(`financial.targetTypes.${key}`) : targetType;
}

/** The invoice status label of spec 3 §4 (autorizado 'Emitida'), the raw value when unnamed. */
export function invoiceStatusLabel(t: TFunction, nfeStatus: string | null): string {
  if (!nfeStatus) return t('financial.drawer.noInvoice');
  return t(`transactions.nfeStatus.${nfeStatus}` as 'transactions.nfeStatus.autorizado', {
    defaultValue: nfeStatus,
  });
}

/** The user's name, or the card's tag when the user has none. */
export function userLabel(row: FinancialRow): string {
  const name = [row.userFirstName, row.userLastName].filter(Boolean).join(' ');
  return name || row.idTag || '—';
}
