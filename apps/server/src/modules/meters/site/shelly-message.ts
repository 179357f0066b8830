import { METER_MAX_AMPS, normalizeMac } from '@chargedeck/shared';
import type { PhaseCurrents } from './site-meters.repository';

/**
 * A Shelly Pro 3EM (Gen2 API, triphase profile) over MQTT. With "Generic status update over
 * MQTT" (`status_ntf`) it publishes the whole status of its `em:0` component on
 * `<topic_prefix>/status/em:0`; with RPC notifications (`rpc_ntf`) it publishes JSON-RPC
 * `NotifyStatus` frames on `<topic_prefix>/events/rpc`, whose `params` carry a timestamp `ts`
 * (Unix seconds) and only the changed attributes of `em:0`. The phase currents are
 * `a_current`, `b_current` and `c_current` (A). The default topic prefix, and the frame's
 * `src`, is the device id `shellypro3em-<mac>` (12 lower-case hex digits).
 */
export interface ShellyReading {
  mac: string;
  phases: PhaseCurrents;
  /** When measured, when the message says (NotifyStatus); else undefined (now). */
  readAt: Date | undefined;
}

const STATUS_SUFFIX = '/status/em:0';
const EVENTS_SUFFIX = '/events/rpc';

/** The MAC address at the end of a device id or topic prefix (`…shellypro3em-c8f09e8a1b2c`). */
export function macOfDeviceId(deviceId: string): string | undefined {
  const last = deviceId.split('/').pop() ?? '';
  const hex = /([0-9a-fA-F]{12})$/.exec(last)?.[1];
  return hex === undefined ? undefined : normalizeMac(hex);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const amps = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= METER_MAX_AMPS
    ? value
    : undefined;

function phasesOf(em: Record<string, unknown>): PhaseCurrents | undefined {
  const phases: PhaseCurrents = {
    '01': amps(em.a_current),
    '02': amps(em.b_current),
    '03': amps(em.c_current),
  };
  const present = ['a_current', 'b_current', 'c_current'].filter((key) => key in em);
  // A present value that is not a current makes the whole message suspect.
  if (present.some((key) => amps(em[key]) === undefined)) return undefined;
  return present.length > 0 ? phases : undefined;
}

function parseJson(payload: Buffer | string): unknown {
  try {
    return JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
}

/** The reading in a Shelly Pro 3EM message, or undefined for any other message. */
export function parseShellyMessage(
  topic: string,
  payload: Buffer | string,
): ShellyReading | undefined {
  const body = parseJson(payload);
  if (!isRecord(body)) return undefined;
  if (topic.endsWith(STATUS_SUFFIX)) {
    const mac = macOfDeviceId(topic.slice(0, -STATUS_SUFFIX.length));
    const phases = phasesOf(body);
    return mac && phases ? { mac, phases, readAt: undefined } : undefined;
  }
  if (topic.endsWith(EVENTS_SUFFIX)) {
    const params = body.params;
    if (body.method !== 'NotifyStatus' || !isRecord(params) || !isRecord(params['em:0']))
      return undefined;
    const source = typeof body.src === 'string' ? body.src : topic.slice(0, -EVENTS_SUFFIX.length);
    const mac = macOfDeviceId(source);
    const phases = phasesOf(params['em:0']);
    const ts = typeof params.ts === 'number' && Number.isFinite(params.ts) ? params.ts : undefined;
    return mac && phases
      ? { mac, phases, readAt: ts === undefined ? undefined : new Date(ts * 1000) }
      : undefined;
  }
  return undefined;
}
