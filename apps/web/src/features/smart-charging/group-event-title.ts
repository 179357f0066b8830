import type { GroupEvent } from '@chargedeck/shared';
import type { TFunction } from 'i18next';
import type { smartChargingPtBR } from '../../app/i18n/locales/smart-charging/pt-br';

type SmartChargingEvent = keyof typeof smartChargingPtBR.events;
const TYPES = new Set<string>([
  'SmartChargingLimit',
  'SmartChargingPause',
  'SmartChargingResume',
  'SmartChargingFallback',
  'SmartChargingOverload',
  'MeterOnline',
  'MeterOffline',
  'SmartChargingEnded',
  'SmartChargingCleared',
] satisfies SmartChargingEvent[]);

/**
 * A smart-charging group event in the user's language (the Eventos tab): where, what, and the
 * server's detail (e.g. "16 A → 10 A"), which closes its description in parentheses.
 */
export function groupEventTitle(row: GroupEvent, t: TFunction): string | undefined {
  if (!TYPES.has(row.event_type)) return undefined;
  const where = row.charge_box_code
    ? `${row.charge_box_code}${row.connector_id ? ` #${row.connector_id}` : ''}: `
    : '';
  const detail = /\(([^()]*)\)$/.exec(row.description)?.[1];
  const what = t(`smartCharging.events.${row.event_type as SmartChargingEvent}`);
  return `${where}${what}${detail ? ` (${detail})` : ''}`;
}
