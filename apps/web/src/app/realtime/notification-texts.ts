import { EVENT_TYPE_LABELS } from '../i18n/locales/alerts/event-types';

const labels: Record<string, string> = EVENT_TYPE_LABELS;

export const eventTypeLabel = (type: string) => labels[type] ?? type;

/** The toast of a new notification, as the spec quotes it. */
export const notificationToastText = (charger: string, type: string) =>
  `${charger} acionou o evento ${eventTypeLabel(type)}`;
