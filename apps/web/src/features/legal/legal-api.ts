import type { LegalTerms } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** The tenant's record behind the terms of use (GET /api/legal/terms). */
export type { LegalTerms };

export function useLegalTerms(enabled: boolean) {
  return useQuery({
    queryKey: ['legal', 'terms'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<LegalTerms>('legal/terms', { signal })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
