import type { VoucherUpdateBody } from '@chargedeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import type {
  Voucher,
  VoucherBody,
  VoucherHistoryPage,
  VoucherListQuery,
  VoucherPage,
} from './voucher-types';

export const VOUCHER_PAGE_SIZE = 10;

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET vouchers (spec 3 §7): page from 1, 10 a page, the filters, dates in the caller's zone. */
export function useVoucherList(query: VoucherListQuery, page: number) {
  return useQuery({
    queryKey: ['vouchers', 'list', query, page],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<VoucherPage>('vouchers', {
          query: { ...query, page, size: VOUCHER_PAGE_SIZE, timeZone: zone() },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useVoucher(id: number | undefined) {
  return useQuery({
    queryKey: ['vouchers', 'one', id],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<Voucher>(`vouchers/${id}`, { query: { timeZone: zone() }, signal }),
      ),
    enabled: id !== undefined,
    retry: false,
  });
}

/** GET vouchers/{id}/history: newest first, 10 a page, optionally one user's entries. */
export function useVoucherHistory(id: number, page: number, userPk: number | undefined) {
  return useQuery({
    queryKey: ['vouchers', 'history', id, page, userPk],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<VoucherHistoryPage>(`vouchers/${id}/history`, {
          query: { page, size: VOUCHER_PAGE_SIZE, userPk, timeZone: zone() },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export const vouchersApi = {
  /** Whether an ACTIVE voucher already holds this code (spec 3 §4: the code is taken). */
  codeTaken: async (code: string): Promise<boolean> => {
    const result = await api.get<{ taken: boolean }>('vouchers/last', { query: { code } });
    return result.ok && result.data?.taken === true;
  },
  create: (body: VoucherBody) =>
    api.post<{ voucher_pk: number; message: string }>('vouchers', body),
  update: (id: number, body: VoucherUpdateBody) =>
    api.put<{ type: 'success' | 'error'; message: string }>('vouchers', id, body),
};
