import type {
  DynamicPricingLink,
  GatewayChargeBox,
  GroupChargeBox,
  GroupEvent,
  GroupTransaction,
  VirtualGroupDetail,
  VirtualGroupItem,
} from '@chargedeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** A zero-based page of the group service (spec 3 §3 "Paged response"). */
export interface GatewayPage<T> {
  content: T[];
  totalElements: number;
}

const GROUPS = '/gateway/virtual-groups';
export const PAGE_SIZE = 10;

export function useConfigurations(page: number, search: string | undefined) {
  return useQuery({
    queryKey: ['virtual-groups', page, search],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<GatewayPage<VirtualGroupItem>>(`${GROUPS}/list`, {
          query: { page, size: PAGE_SIZE, search },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useConfiguration(id: number) {
  return useQuery({
    queryKey: ['virtual-group', id],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<VirtualGroupDetail>(`${GROUPS}/${id}`, { signal })),
    retry: false,
  });
}

export function useChargeBoxes(page: number, search: string | undefined) {
  return useQuery({
    queryKey: ['gateway-charge-boxs', page, search],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<GatewayPage<GatewayChargeBox>>('/gateway/charge-boxs', {
          query: { page, size: PAGE_SIZE, search },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useGroupChargeBoxes(id: number, page: number, size = PAGE_SIZE) {
  return useQuery({
    queryKey: ['virtual-group-charge-boxs', id, page, size],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<GatewayPage<GroupChargeBox>>(`${GROUPS}/charge-boxs/list`, {
          query: { virtual_group_id: id, page, size },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useGroupEvents(id: number, page: number, size: number) {
  return useQuery({
    queryKey: ['virtual-group-events', id, page, size],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<GatewayPage<GroupEvent>>(`${GROUPS}/${id}/events`, {
          query: { page, size },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useGroupTransactions(id: number, size: number) {
  return useQuery({
    queryKey: ['virtual-group-transactions', id, size],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<GatewayPage<GroupTransaction>>(`${GROUPS}/${id}/transactions`, {
          query: { page: 0, size },
          signal,
        }),
      ),
  });
}

/** Pricing profiles for the pickers (`dynamicPricingList` of GET /api/dynamic-pricing). */
export function usePricingProfiles() {
  return useQuery({
    queryKey: ['dynamic-pricing-options'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ dynamicPricingList: { name: string; uuid: string }[] }>('dynamic-pricing', {
          signal,
        }),
      ).dynamicPricingList,
    retry: false,
  });
}

export const configurationsApi = {
  create: (body: object) => api.post<VirtualGroupDetail>(GROUPS, body),
  update: (id: number, body: object) => api.put<VirtualGroupDetail>(GROUPS, id, body),
  remove: (id: number) => api.delete(GROUPS, id),
  setPricing: (id: number, body: object) =>
    api.put<DynamicPricingLink>(`${GROUPS}/dynamic-pricing`, id, body),
  addChargers: (items: { virtual_group_id: number; charge_box_id: number }[]) =>
    api.post(`${GROUPS}/charge-boxs/all`, items),
  removeCharger: (memberId: number) => api.delete(`${GROUPS}/charge-boxs`, memberId),
};
