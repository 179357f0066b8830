import { z } from 'zod';

/** GET operations/{mode}/{command}: what a command offers on the operations screen. */
export const commandMetadata = z.object({
  connectorIds: z.record(z.string(), z.array(z.number())),
  transactionIds: z.record(z.string(), z.array(z.number())),
  availabilityTypes: z.array(z.string()).readonly(),
  ocppConfKeys: z.array(z.string()).readonly(),
  triggerMessageTypes: z.array(z.string()).readonly(),
  profileList: z.array(z.object({ chargingProfilePk: z.number(), description: z.string() })),
  cpList: z.array(
    z.object({ chargeBoxPk: z.number(), chargeBoxId: z.string(), description: z.string() }),
  ),
});
export type CommandMetadata = z.infer<typeof commandMetadata>;

/** One station's answer in a task: a summary, and whether the full answer has more. */
export const stationResult = z.object({
  errorMessage: z.string().nullable(),
  response: z.string().nullable(),
  hasDetail: z.boolean(),
});
export type StationResult = z.infer<typeof stationResult>;

/** A task as the operations screens show it (spec 2 "Task"). */
export const operationTask = z.object({
  taskId: z.number(),
  origin: z.string(),
  startTimestamp: z.string(),
  endTimestamp: z.string().nullable(),
  taskDetail: z.object({
    ocppVersion: z.string(),
    operationName: z.string(),
    resultMap: z.record(z.string(), stationResult),
  }),
});
export type OperationTask = z.infer<typeof operationTask>;

/** GET operations/tasks/{taskId}/details/{chargeBoxId}: one station's full answer. */
export const taskDetails = z.object({
  configurationKeys: z.array(
    z.object({ key: z.string(), value: z.string().nullable(), readonly: z.boolean() }),
  ),
  unknownKeys: z.array(z.unknown()),
  request: z.unknown(),
  response: z.unknown(),
  errorMessage: z.string().nullable(),
});
export type TaskDetails = z.infer<typeof taskDetails>;
