import type {
  OcppTagCreateBody,
  OcppTagUpdateBody,
  OcppTagView,
  TagSearchResult,
  UnknownTagApproveBody,
} from '@chargedeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { useRecordById } from '../../app/api/use-record';

export interface TagListQuery {
  searchInput?: string;
  tenantPk?: number;
  page: number;
}

export interface UnknownTag {
  key: string;
  numberOfAttempts: number;
  lastAttemptTimestamp: string;
  chargeBoxID: string | null;
  tenantPk: number;
  tenantName: string;
}

export const TAG_PAGE_SIZE = 10;

export function useOcppTags(query: TagListQuery) {
  return useQuery({
    queryKey: ['ocpptags', query],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ ocppTagList: OcppTagView[]; count: number }>('ocpptags', {
          query: { ...query, type: 'CARD', size: TAG_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOcppTag(id: number | undefined) {
  return useRecordById(
    ['ocpptags', 'one', id],
    'ocpptags',
    id,
    (body: { ocppTag: OcppTagView }) => body.ocppTag,
  );
}

export function useUnknownTags(searchInput: string) {
  return useQuery({
    queryKey: ['ocpptags', 'unknown', searchInput],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ unknownOcppTags: UnknownTag[] }>('ocpptags/unknown', {
          query: { searchInput: searchInput || undefined },
          signal,
        }),
      ).unknownOcppTags,
  });
}

export const ocppTagsApi = {
  create: (body: OcppTagCreateBody) => api.post<{ data: { ocppTagPk: number } }>('ocpptags', body),
  update: (id: number, body: OcppTagUpdateBody) => api.put('ocpptags', id, body),
  remove: (id: number) => api.delete('ocpptags', id),
  byCpf: (digits: string) =>
    api.get<{ ocppTag: TagSearchResult & { userName: string } }>(
      `ocpptags/tenant_parent/cpf/${digits}`,
    ),
  approve: (body: UnknownTagApproveBody) => api.post('ocpptags/unknown', body),
  removeUnknown: (idTag: string) => api.delete('ocpptags/unknown', idTag),
  download: (query: { tenantPk?: number; searchInput?: string }) =>
    api.download('report/xlsx/ocpptags', { query, method: 'POST' }),
};
