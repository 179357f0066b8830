/** Station event types as the spec shows them (spec 1 §4). */
export const EVENT_TYPE_LABELS: Record<string, string> = {
  Available: 'Available',
  Connected: 'Connected',
  Disconnected: 'Disconnected',
  StationBooted: 'Station started',
  TransactionStarted: 'Transaction started',
  TransactionEnded: 'Transaction ended',
  Failure: 'Failure',
  Warning: 'Short Recharge',
};

export const eventTypeLabel = (type: string) => EVENT_TYPE_LABELS[type] ?? type;

/** The toast of a new notification, as the spec quotes it. */
export const notificationToastText = (charger: string, type: string) =>
  `${charger} acionou o evento ${eventTypeLabel(type)}`;
