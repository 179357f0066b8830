/** The topics of spec 1 §7 (real-time socket). */
export type ParsedTopic =
  | { kind: 'tenant'; apiKey: string; channel: TenantChannel }
  | { kind: 'station'; chargeBoxId: string }
  | { kind: 'connector'; chargeBoxId: string; connectorId: number };

export const TENANT_CHANNELS = ['notification/chargeBox', 'stats', 'chargeBox'] as const;
export type TenantChannel = (typeof TENANT_CHANNELS)[number];

const STATION = /^\/topic\/status\/chargeBox\/([^/]{1,255})$/;
const CONNECTOR = /^\/topic\/status\/chargeBox\/([^/]{1,255})\/connector\/(\d{1,4})$/;

export const tenantTopic = (apiKey: string, channel: TenantChannel) => `${apiKey}/${channel}`;
export const stationTopic = (chargeBoxId: string) => `/topic/status/chargeBox/${chargeBoxId}`;
export const connectorTopic = (chargeBoxId: string, connectorId: number) =>
  `${stationTopic(chargeBoxId)}/connector/${connectorId}`;

export function parseTopic(topic: unknown): ParsedTopic | undefined {
  if (typeof topic !== 'string' || topic.length > 400) return undefined;
  const connector = CONNECTOR.exec(topic);
  if (connector) {
    return {
      kind: 'connector',
      chargeBoxId: connector[1] ?? '',
      connectorId: Number(connector[2]),
    };
  }
  const station = STATION.exec(topic);
  if (station) return { kind: 'station', chargeBoxId: station[1] ?? '' };
  for (const channel of TENANT_CHANNELS) {
    const suffix = `/${channel}`;
    if (topic.endsWith(suffix) && !topic.startsWith('/')) {
      const apiKey = topic.slice(0, -suffix.length);
      if (apiKey && !apiKey.includes('/')) return { kind: 'tenant', apiKey, channel };
    }
  }
  return undefined;
}
