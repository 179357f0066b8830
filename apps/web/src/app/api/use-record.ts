import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { dataOrThrow } from './api-error';

/**
 * The record an edit screen loads: GET `path/{id}` once there is an id, the part `pick` takes of
 * the answer. No retry, so a record that is not there shows at once.
 */
export function useRecordById<Body, T>(
  queryKey: readonly unknown[],
  path: string,
  id: number | undefined,
  pick: (body: Body) => T,
) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      pick(dataOrThrow(await api.get<Body>(`${path}/${id}`, { signal }))),
    enabled: id !== undefined,
    retry: false,
  });
}
