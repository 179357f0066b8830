import type {
  ChargingProfileListItem,
  CommandMetadata,
  OperationCommand,
  OperationTask,
  PaymentTypeTenantList,
  TaskDetails,
} from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

export type { CommandMetadata, TaskDetails };
/** A task as the operations screens show it (spec 2 "Task"). */
export type Task = OperationTask;

/** The payment types the tenant offers: a remote start's payment options (spec 2). */
export function usePaymentTypes() {
  return useQuery({
    queryKey: ['payment', 'types'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<PaymentTypeTenantList>('payment/types', { signal }))
        .payment_type_tenant_list,
    staleTime: 60_000,
  });
}

export function useCommandMetadata(command: OperationCommand) {
  return useQuery({
    queryKey: ['operations', 'metadata', command],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<CommandMetadata>(`operations/v1.6/${command}`, { signal })),
  });
}

const tasksQuery = async (signal: AbortSignal) =>
  dataOrThrow(
    await api.get<{ taskList: Task[] }>('operations/tasks', {
      query: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      signal,
    }),
  ).taskList;

export function useTasks(enabled = true) {
  return useQuery({
    queryKey: ['operations', 'tasks'],
    queryFn: ({ signal }) => tasksQuery(signal),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((task) => task.endTimestamp === null) ? 1000 : false,
  });
}

export function useTaskDetails(taskId: number, chargeBoxId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['operations', 'tasks', taskId, chargeBoxId],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<TaskDetails>(`operations/tasks/${taskId}/details/${chargeBoxId}`, { signal }),
      ),
    enabled,
  });
}

export function useChargingProfiles(enabled: boolean) {
  return useQuery({
    queryKey: ['charging_profiles'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ list: ChargingProfileListItem[] }>('charging_profiles', { signal }),
      ).list,
    enabled,
  });
}

export const operationsApi = {
  execute: (command: OperationCommand, body: object) =>
    api.post<{ data: { taskId: number } }>(`operations/v1.6/${command}`, body),
};
