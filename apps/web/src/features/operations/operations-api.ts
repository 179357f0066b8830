import type { ChargingProfileListItem, OperationCommand } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

export interface CommandMetadata {
  connectorIds: Record<string, number[]>;
  transactionIds: Record<string, number[]>;
  availabilityTypes: string[];
  ocppConfKeys: string[];
  triggerMessageTypes: string[];
  profileList: { chargingProfilePk: number; description: string }[];
  cpList: { chargeBoxPk: number; chargeBoxId: string; description: string }[];
}

export interface StationResult {
  errorMessage: string | null;
  response: string | null;
  hasDetail: boolean;
}

export interface Task {
  taskId: number;
  origin: string;
  startTimestamp: string;
  endTimestamp: string | null;
  taskDetail: {
    ocppVersion: string;
    operationName: string;
    resultMap: Record<string, StationResult>;
  };
}

export interface TaskDetails {
  configurationKeys: { key: string; value: string | null; readonly: boolean }[];
  unknownKeys: string[];
  response: unknown;
  errorMessage: string | null;
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
