import { z } from 'zod';

/** The Notification of spec 1 §3, plus the keys the station cards read; the socket sends it too. */
export const stationNotification = z.object({
  notificationPk: z.number(),
  type: z.string(),
  chargeBoxName: z.string(),
  chargeBoxId: z.string(),
  chargeBoxPk: z.number(),
  chargeBoxDescription: z.string(),
  userName: z.string().nullable(),
  userPk: z.number().nullable(),
  /** ISO 8601, UTC. */
  notificationTimestamp: z.string(),
  /** The caller's local time, DD/MM/YYYY HH:mm:ss (X-Timezone-Offset or timeZone). */
  notificationTimestampDT: z.string(),
  connectorId: z.number().nullable(),
  transactionId: z.number().nullable(),
  connectorErrorMsg: z.string().nullable(),
  connectorErrorCode: z.string().nullable(),
  detail: z.string().nullable(),
  addressState: z.string().nullable(),
  addressCity: z.string().nullable(),
  addressStreet: z.string().nullable(),
});
export type StationNotification = z.infer<typeof stationNotification>;
