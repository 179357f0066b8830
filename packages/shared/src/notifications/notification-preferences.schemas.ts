import { z } from 'zod';

/** Station event types (spec 1 §3), as notifications and alerts carry them. */
export const STATION_EVENT_TYPES = [
  'Available',
  'Connected',
  'Disconnected',
  'StationBooted',
  'TransactionStarted',
  'TransactionEnded',
  'Failure',
  'Warning',
  'StartRejected',
  'TaskFailed',
] as const;
export type StationEventType = (typeof STATION_EVENT_TYPES)[number];

/**
 * Events that need an operator: the Alerts page lists only these by default. The rest (a
 * connector Available, a recharge started or ended) is routine and goes to the bell only.
 * StartRejected: a card refused at Authorize or StartTransaction (Invalid, Blocked, Expired,
 * ConcurrentTx), or a RemoteStartTransaction the station rejected. TaskFailed: a command to a
 * station that ended rejected, in error or timed out.
 */
export const ALERT_EVENT_TYPES = [
  'Failure',
  'Disconnected',
  'Warning',
  'StartRejected',
  'TaskFailed',
] as const satisfies readonly StationEventType[];

/**
 * What raises a toast for a user who never chose: a fault, a station gone, a refused start, a
 * failed command.
 */
export const DEFAULT_TOAST_TYPES = [
  'Failure',
  'Disconnected',
  'StartRejected',
  'TaskFailed',
] as const satisfies readonly StationEventType[];

export const isAlertEventType = (type: string) =>
  (ALERT_EVENT_TYPES as readonly string[]).includes(type);

/** A user's notification settings, stored on the server (GET/PUT notification/settings). */
export const notificationSettings = z.object({
  toastTypes: z
    .array(z.enum(STATION_EVENT_TYPES))
    .max(STATION_EVENT_TYPES.length)
    .describe('Event types that raise a toast for this user; the others go to the bell only'),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** The bell's unread figure (GET notification/unread, POST notification/read). */
export const notificationUnread = z.object({
  /** Events newer than the last one read, counted up to `UNREAD_COUNT_CAP`. */
  count: z.number().int().min(0),
  /** The newest event the user has read (0: none). */
  readUpToPk: z.number().int().min(0),
});
export type NotificationUnread = z.infer<typeof notificationUnread>;

export const markNotificationsRead = z.object({
  upToPk: z.number().int().min(0).describe('The newest notification the user has seen'),
});

/** The bell shows 99+ above this; counting further costs time and tells nothing. */
export const UNREAD_COUNT_CAP = 1000;
