import type {
  UserCreateBody,
  UserFormView,
  UserListItem,
  UserUpdateBody,
} from '@chargedeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { useRecordById } from '../../app/api/use-record';

export interface UserListQuery {
  activeUsers: boolean;
  searchInput?: string;
  headerOrderList?: string;
  page: number;
  size: number;
}

export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: ['users', 'list', query],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ userDashboardList: UserListItem[]; count: number }>(
          'users_data/dashboard-details',
          { query: { ...query }, signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUserForm(id: number | undefined) {
  return useRecordById(
    ['users', 'one', id],
    'users_data',
    id,
    (body: { userForm: UserFormView }) => body.userForm,
  );
}

export function useDocTypes() {
  return useQuery({
    queryKey: ['users', 'doc-types'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<{ docTypeList: string[] }>('users_data/doc_types', { signal }))
        .docTypeList,
    staleTime: Infinity,
  });
}

/** The form's bodies before the shared schema's transforms run on the server. */
export type UserCreateInput = Omit<UserCreateBody, 'docType'> & { docType: string | null };
export type UserUpdateInput = Partial<UserUpdateBody> & Pick<UserUpdateBody, 'firstName'>;

export const usersApi = {
  limitCheck: () => api.get<{ allowed: true }>('users_data'),
  create: (body: UserCreateInput) => api.post<{ data: { user_pk: number } }>('users_data', body),
  update: (id: number, body: UserUpdateInput) => api.put('users_data', id, body),
  setBlocked: (id: number, blocked: boolean) =>
    api.put(`users_data/${id}`, blocked ? 'block' : 'unblock'),
  report: (query: { activeUsers: boolean; searchInput?: string }) =>
    api.get<{ message: string }>('report/xlsx/users', { query }),
};
