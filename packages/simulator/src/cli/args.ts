import { parseArgs } from 'node:util';
import type { SessionPlan } from '../fleet/session-driver';
import { DEFAULT_SESSION_PLAN } from '../fleet/session-driver';

export const USAGE = `Chargedeck OCPP 1.6J station simulator

  npm run sim -- [options]

Stations
  --url URL               OCPP endpoint without the station id   (ws://127.0.0.1:8080/ocpp)
  --stations N            number of stations                      (1)
  --prefix P              chargeBoxId prefix: P0001, P0002, ...   (SIM)
  --password KEY          station password, Basic auth (security profile 1)
  --connectors N          connectors per station                  (2)
  --meter-interval S      MeterValueSampleInterval in seconds      (60)
  --heartbeat S           heartbeat interval instead of the server's
  --concurrency N         stations connecting at the same time    (50)
  --speed X               simulated time runs X times faster      (1)

Sessions
  --transactions          drivers plug in, charge and leave on every connector
  --idle MIN-MAX          seconds between sessions                (${DEFAULT_SESSION_PLAN.idleSec.join('-')})
  --charge MIN-MAX        seconds a session lasts                 (${DEFAULT_SESSION_PLAN.chargeSec.join('-')})
  --id-tags A,B,...       id tags drivers badge                   (P-TAG-1 ... P-TAG-10)

Provisioning through the API (before connecting)
  --provision             create the stations (and id tags) first
  --api URL               HTTP API base          (from --url: http://HOST)
  --email E               administrator e-mail
  --password-admin P      administrator password
  --api-key K             Api-Key header, if the tenant is not found from the host
  --around=LAT,LNG        place the stations within about 8 km of this point
  --drivers               each id tag belongs to a driver, a user created with it
  --price-kwh CENTS       the stations charge CENTS per kWh (and earn it)
  --pricing               a configuration holds the stations, priced by a demo profile
                          (day R$ 1,20/kWh, night 22:00-06:00 R$ 0,80/kWh, fee, taxes)
  Once the stations are online, their reported connectors without a type become Type 2.

Site meter (what the stations draw plus a varying building load, per phase)
  --meter MAC             simulate the site's energy meter with this MAC address
  --http URL              push readings to this server with the meter's token (from --url)
  --token T               the meter's gateway token (POST /smart-charging/meters answers it)
  --mqtt URL              publish as a Shelly Pro 3EM to this broker instead (mqtt://HOST:1883)
  --meter-every S         seconds between readings                (5)
  --building-load A       the building's mean current per phase   (20)
  --building-swing A      how far it swings above and below       (10)
  --building-period S     seconds of one swing                    (600)

Output
  --status-interval S     seconds between status lines            (5)
  --duration S            stop after S seconds (real time)
  --verbose               log connections, reconnects and failures
  --help
`;

export interface CliOptions {
  url: string;
  stations: number;
  prefix: string;
  password?: string;
  connectors: number;
  meterIntervalSec: number;
  heartbeatIntervalSec?: number;
  concurrency: number;
  speed: number;
  transactions?: SessionPlan;
  idTags?: string[];
  provision?: {
    api: string;
    email: string;
    password: string;
    apiKey?: string;
    around?: { latitude: number; longitude: number };
    drivers: boolean;
    pricePerKwhCents?: number;
    /** A configuration holds the stations, priced by the demo pricing profile. */
    pricing: boolean;
  };
  meter?: MeterCliOptions;
  statusIntervalSec: number;
  durationSec?: number;
  verbose: boolean;
  help: boolean;
}

/** The simulated site meter: where it sends readings, how often, and the building's load. */
export interface MeterCliOptions {
  mac: string;
  target: { kind: 'http'; url: string; token: string } | { kind: 'mqtt'; url: string };
  everySec: number;
  building: { meanA: number; swingA: number; periodSec: number };
}

export class UsageError extends Error {}

/** "-23.5505,-46.6333": a latitude and a longitude. */
function pointOf(text: string): { latitude: number; longitude: number } {
  const [latitude, longitude, extra] = text.split(',').map((part) => Number(part.trim()));
  if (
    extra !== undefined ||
    latitude === undefined ||
    longitude === undefined ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  )
    throw new UsageError(`--around must be LAT,LNG, got "${text}"`);
  return { latitude, longitude };
}

function number(name: string, raw: string | undefined, fallback: number, min = 0): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new UsageError(`--${name} must be a number >= ${min}, got "${raw}"`);
  return value;
}

function range(name: string, raw: string | undefined, fallback: readonly [number, number]) {
  if (raw === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw);
  const [min, max] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || min > max) throw new UsageError(`--${name} must look like 30-600, got "${raw}"`);
  return [min, max] as const;
}

/** The HTTP API next to an OCPP endpoint: ws://host:8080/ocpp → http://host:8080. */
export function apiFromOcppUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol === 'wss:' ? 'https:' : 'http:'}//${parsed.host}`;
}

const MAC = /^[0-9a-fA-F]{2}([:-]?[0-9a-fA-F]{2}){5}$/;

function meterOptions(values: {
  url: string;
  meter?: string | undefined;
  http?: string | undefined;
  token?: string | undefined;
  mqtt?: string | undefined;
  'meter-every'?: string | undefined;
  'building-load'?: string | undefined;
  'building-swing'?: string | undefined;
  'building-period'?: string | undefined;
}): MeterCliOptions | undefined {
  const { meter: mac, http, token, mqtt } = values;
  if (mac === undefined) {
    if (http || token || mqtt) throw new UsageError('--http, --token and --mqtt go with --meter');
    return undefined;
  }
  if (!MAC.test(mac)) throw new UsageError(`--meter must be a MAC address, got "${mac}"`);
  if (mqtt && (http || token))
    throw new UsageError('--meter sends by --mqtt or by --http, not both');
  if (mqtt && !/^(mqtts?|wss?):\/\//.test(mqtt))
    throw new UsageError('--mqtt must start with mqtt://, mqtts://, ws:// or wss://');
  if (!mqtt && !token) throw new UsageError('--meter needs --token (HTTP push) or --mqtt URL');
  if (http && !/^https?:\/\//.test(http)) throw new UsageError('--http must start with http(s)://');
  return {
    mac,
    target: mqtt
      ? { kind: 'mqtt', url: mqtt }
      : { kind: 'http', url: http ?? apiFromOcppUrl(values.url), token: token ?? '' },
    everySec: number('meter-every', values['meter-every'], 5, 0.1),
    building: {
      meanA: number('building-load', values['building-load'], 20),
      swingA: number('building-swing', values['building-swing'], 10),
      periodSec: number('building-period', values['building-period'], 600, 1),
    },
  };
}

export function parseCliArgs(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      url: { type: 'string', default: 'ws://127.0.0.1:8080/ocpp' },
      stations: { type: 'string' },
      prefix: { type: 'string', default: 'SIM' },
      password: { type: 'string' },
      connectors: { type: 'string' },
      'meter-interval': { type: 'string' },
      heartbeat: { type: 'string' },
      concurrency: { type: 'string' },
      speed: { type: 'string' },
      transactions: { type: 'boolean', default: false },
      idle: { type: 'string' },
      charge: { type: 'string' },
      'id-tags': { type: 'string' },
      provision: { type: 'boolean', default: false },
      api: { type: 'string' },
      email: { type: 'string' },
      'password-admin': { type: 'string' },
      'api-key': { type: 'string' },
      around: { type: 'string' },
      drivers: { type: 'boolean', default: false },
      'price-kwh': { type: 'string' },
      pricing: { type: 'boolean', default: false },
      meter: { type: 'string' },
      http: { type: 'string' },
      token: { type: 'string' },
      mqtt: { type: 'string' },
      'meter-every': { type: 'string' },
      'building-load': { type: 'string' },
      'building-swing': { type: 'string' },
      'building-period': { type: 'string' },
      'status-interval': { type: 'string' },
      duration: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (!/^wss?:\/\//.test(values.url)) throw new UsageError(`--url must start with ws:// or wss://`);
  if (values.password !== undefined && (values.password.length < 16 || values.password.length > 40))
    throw new UsageError('--password must be 16 to 40 characters (OCPP security profile 1)');
  const heartbeat = number('heartbeat', values.heartbeat, 0, 1);
  const duration = number('duration', values.duration, 0, 1);
  const options: CliOptions = {
    url: values.url,
    stations: Math.floor(number('stations', values.stations, 1, 1)),
    prefix: values.prefix,
    connectors: Math.floor(number('connectors', values.connectors, 2, 1)),
    meterIntervalSec: number('meter-interval', values['meter-interval'], 60),
    concurrency: Math.floor(number('concurrency', values.concurrency, 50, 1)),
    speed: number('speed', values.speed, 1, 0.001),
    statusIntervalSec: number('status-interval', values['status-interval'], 5, 0.1),
    verbose: values.verbose,
    help: values.help,
    ...(values.password ? { password: values.password } : {}),
    ...(heartbeat ? { heartbeatIntervalSec: heartbeat } : {}),
    ...(duration ? { durationSec: duration } : {}),
  };
  const meter = meterOptions(values);
  if (meter) options.meter = meter;
  if (values['id-tags'])
    options.idTags = values['id-tags']
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  if (values.transactions)
    options.transactions = {
      idleSec: range('idle', values.idle, DEFAULT_SESSION_PLAN.idleSec),
      chargeSec: range('charge', values.charge, DEFAULT_SESSION_PLAN.chargeSec),
    };
  if (values.provision) {
    const email = values.email;
    const password = values['password-admin'];
    if (!email || !password) throw new UsageError('--provision needs --email and --password-admin');
    options.provision = {
      api: values.api ?? apiFromOcppUrl(values.url),
      email,
      password,
      ...(values['api-key'] ? { apiKey: values['api-key'] } : {}),
      ...(values.around ? { around: pointOf(values.around) } : {}),
      drivers: values.drivers,
      pricing: values.pricing,
      ...(values['price-kwh'] !== undefined
        ? { pricePerKwhCents: Math.round(number('price-kwh', values['price-kwh'], 0)) }
        : {}),
    };
  }
  return options;
}
