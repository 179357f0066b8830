import type {
  DynamicPricingDetail,
  DynamicPricingDetailForm,
  DynamicPricingItem,
} from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

export function usePricingProfiles() {
  return useQuery({
    queryKey: ['dynamic-pricing'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ dynamicPricingList: DynamicPricingItem[] }>('dynamic-pricing', { signal }),
      ).dynamicPricingList,
  });
}

export function usePricingDetail(uuid: string) {
  return useQuery({
    queryKey: ['dynamic-pricing', uuid],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ dynamicPricingDetailList: DynamicPricingDetail[] }>(
          `dynamic-pricing/${uuid}/detail`,
          { signal },
        ),
      ).dynamicPricingDetailList,
    retry: false,
  });
}

/** A stored entry as the PUT's form entry. */
export function formOf(entry: DynamicPricingDetail): DynamicPricingDetailForm {
  const { tenantPk: _tenant, service_price_income_human_readable: _text, ...form } = entry;
  return form;
}

export const pricingApi = {
  create: (name: string) => api.post<{ dynamicPricingUuid: string }>('dynamic-pricing', { name }),
  remove: (uuid: string) => api.delete('dynamic-pricing', uuid),
  saveDetail: (uuid: string, list: readonly DynamicPricingDetailForm[]) =>
    api.put<{ dynamicPricingDetailList: DynamicPricingDetail[] }>(
      `dynamic-pricing/${uuid}`,
      'detail',
      { dynamicPricingDetailFormList: list },
    ),
};
