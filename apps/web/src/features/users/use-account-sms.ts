import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** Whether each visible account sends SMS, which makes the user's phone mandatory (spec 2 §5). */
export function useAccountSms() {
  return useQuery({
    queryKey: ['tenants', 'sms'],
    queryFn: async ({ signal }) => {
      const { tenantList } = dataOrThrow(
        await api.get<{ tenantList: { tenant_pk: number; sms_enabled: boolean }[] }>('tenants', {
          signal,
        }),
      );
      return new Map(tenantList.map((x) => [x.tenant_pk, x.sms_enabled]));
    },
    staleTime: 5 * 60_000,
  });
}
