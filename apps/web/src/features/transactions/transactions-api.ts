import type { TransactionDetail, TransactionItem, TransactionPage } from '@chargedeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** One row of GET transaction; money keys come only to finance users. */
export type { TransactionItem };

export interface TransactionQuery {
  chargeBoxPk?: number;
  userOcppTag?: string;
  fromDate?: string;
  toDate?: string;
  paymentStatus?: string;
  searchInput?: string;
  page: number;
}

export const TRANSACTION_PAGE_SIZE = 10;
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useTransactions(query: TransactionQuery) {
  return useQuery({
    queryKey: ['transactions', query],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<TransactionPage>('transaction', {
          query: { ...query, size: TRANSACTION_PAGE_SIZE, timeZone: zone() },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTransactionDetail(id: number) {
  return useQuery({
    queryKey: ['transactions', 'one', id],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<TransactionDetail>(`transaction/${id}`, {
          query: { timeZone: zone() },
          signal,
        }),
      ),
  });
}

export function useStationOptions() {
  return useQuery({
    queryKey: ['chargepoints', 'options'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{
          chargePointList: { chargeBoxPk: number; chargeBoxId: string; description: string }[];
        }>('chargepoints', { query: { page: 1, size: 1000, active: true }, signal }),
      ).chargePointList,
    staleTime: 60_000,
  });
}

const manual = () => ({
  paid_timestamp: new Date().toISOString(),
  payment_type: 'MANUAL_DASHBOARD',
});

export const transactionsApi = {
  pay: (id: number) => api.post(`/payments/transaction/${id}/pay`, manual()),
  confirm: (ids: number[]) =>
    api.post('/payments/transaction/confirm_payments', { ...manual(), transaction_pks: ids }),
  cancelIdle: (id: number) => api.delete('/payments/cancel-idle-payment/transaction', id),
  resendInvoice: (id: number) => api.post('nfe/resend', id),
};
