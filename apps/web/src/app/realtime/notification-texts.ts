import { i18n } from '../i18n/i18n';
import { alertsEn } from '../i18n/locales/alerts/en';
import { alertsPtBR } from '../i18n/locales/alerts/pt-br';

/** A station event type's label in the user's language (spec 1 §4 names), never the raw code. */
export function eventTypeLabel(type: string): string {
  if (!i18n.isInitialized) return (alertsEn.types as Record<string, string>)[type] ?? type;
  return i18n.exists(`alerts.types.${type}`)
    ? i18n.t(`alerts.types.${type}` as 'alerts.types.Failure')
    : type;
}

/** The toast of a new notification ("… acionou o evento …" in pt-BR, as the spec quotes it). */
export function notificationToastText(charger: string, type: string): string {
  const event = eventTypeLabel(type);
  if (!i18n.isInitialized) {
    return alertsPtBR.toast.replace('{{charger}}', charger).replace('{{event}}', event);
  }
  return i18n.t('alerts.toast', { charger, event });
}
