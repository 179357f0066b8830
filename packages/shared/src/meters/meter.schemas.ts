import { z } from 'zod';
import { METER_MAX_AMPS, normalizeMac } from './meter-reading';

/** A MAC address in any usual writing, normalized to `AA:BB:CC:DD:EE:FF`. */
export const macAddress = z.string({ error: 'required' }).transform((text, ctx) => {
  const mac = normalizeMac(text);
  if (mac === undefined) ctx.addIssue({ code: 'custom', message: 'macFormat' });
  return mac ?? text;
});

const deviceRemoteId = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'maxChars' })
  .regex(/^[\w.:-]+$/, { error: 'printable' });

const amps = z
  .number({ error: 'meterAmpsNumber' })
  .min(0, { error: 'meterAmpsNumber' })
  .max(METER_MAX_AMPS, { error: 'maxAmps' });

/** Phase currents in A: `01`, `02`, `03` are phases A, B, C (spec 3 §3 "Meter"). */
export const meterPhases = z.object({ '01': amps, '02': amps, '03': amps });

/** A meter and its latest reading (spec 3 §3 "Meter"); a meter never read has no current. */
export const meterMeasurement = z.object({
  mac_address: z.string(),
  device_remote_id: z.string(),
  /** 1 online; 0 offline (no reading for 30 s, or none yet). */
  status: z.number().int(),
  /** When the latest reading was taken (ISO 8601), null before the first one. */
  timestamp: z.string().nullable(),
  current: z.object({ phase: meterPhases }).nullable(),
  /** The highest phase current rounded up to one decimal. */
  phaseMaxValue: z.number().nullable(),
});
export type MeterMeasurement = z.infer<typeof meterMeasurement>;

/** GET /smart-charging/meters/measurements: by MAC address or by device_remote_id. */
export const meterMeasurementQuery = z
  .object({
    mac_address: macAddress.optional(),
    device_remote_id: deviceRemoteId.optional(),
  })
  .refine((query) => query.mac_address !== undefined || query.device_remote_id !== undefined, {
    path: ['mac_address'],
    message: 'meterIdRequired',
  });

/** GET /smart-charging/meters/measurements/list: device_remote_ids, comma-separated. */
export const meterMeasurementListQuery = z.object({
  device_remote_ids: z
    .string({ error: 'required' })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(z.array(deviceRemoteId).min(1, { error: 'required' }).max(100, { error: 'tooBig' })),
});

export const meterMeasurementList = z.array(meterMeasurement);

/**
 * GET /smart-charging/meters/measurements/history: a meter's readings of the last `minutes`
 * (default 60, at most 1440), one per 10 s at most, for the last-hour chart.
 */
export const meterHistoryQuery = z.object({
  device_remote_id: deviceRemoteId,
  minutes: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'tooSmall' })
    .max(1440, { error: 'tooBig' })
    .default(60),
});

export const meterHistory = z.object({
  device_remote_id: z.string(),
  readings: z.array(z.object({ timestamp: z.string(), current: z.object({ phase: meterPhases }) })),
});
export type MeterHistory = z.infer<typeof meterHistory>;

/** POST /smart-charging/meters: registers a site meter of the caller's tenant. */
export const meterRegistrationBody = z.object({
  mac_address: macAddress,
  /** The meter's id in the smart-charging setup; generated when absent. */
  device_remote_id: deviceRemoteId.optional(),
});

/** The registered meter and its gateway token, shown this once (only its hash is stored). */
export const meterRegistration = z.object({
  mac_address: z.string(),
  device_remote_id: z.string(),
  token: z.string(),
});

/**
 * POST /smart-charging/meters/readings: one reading a gateway pushes, authenticated by the
 * meter's token (`Authorization: Bearer`). `timestamp` is when it was measured (default: now).
 */
export const meterReadingBody = z.object({
  timestamp: z.iso.datetime({ offset: true, error: 'dateTimeFormat' }).optional(),
  current: z.object({ phase: meterPhases }, { error: 'required' }),
});
export type MeterReadingBody = z.infer<typeof meterReadingBody>;
