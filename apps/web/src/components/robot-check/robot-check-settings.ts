import { useQuery } from '@tanstack/react-query';
import type { RobotCheckSettings } from '@chargedeck/shared';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** Which robot check the server wants (GET /api/robot-check); fixed for the life of the page. */
export function useRobotCheckSettings() {
  return useQuery({
    queryKey: ['robot-check'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<RobotCheckSettings>('robot-check', { signal })),
    staleTime: Infinity,
    retry: 1,
  });
}
