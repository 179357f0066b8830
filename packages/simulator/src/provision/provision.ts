import { forEachLimited } from '../fleet/limited';
import { silentLogger, type Logger } from '../station/logger';
import { robotResponse } from './robot-check';

export interface ProvisionOptions {
  /** Base URL of the HTTP API, e.g. http://127.0.0.1:8080. */
  api: string;
  email: string;
  password: string;
  /** Api-Key header, when the tenant is not resolved from the host. */
  apiKey?: string;
  chargeBoxIds: readonly string[];
  /** The stations' Basic-auth password (security profile 1); none: profile 0. */
  authorizationKey?: string;
  /** OCPP tags to register as cards so the stations' sessions are authorized. */
  idTags?: readonly string[];
  concurrency?: number;
  logger?: Logger;
  /** Give the stations positions spread over about 8 km around this point (a city centre). */
  around?: { latitude: number; longitude: number };
}

export interface ProvisionOutcome {
  created: string[];
  existing: string[];
  failed: { id: string; status: number; message: string }[];
}

export interface ProvisionResult {
  stations: ProvisionOutcome;
  tags: ProvisionOutcome;
}

const SPREAD_KM = 8;
const KM_PER_DEGREE = 111.32;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** The i-th of n positions on a sunflower spiral around a centre: even, and the same each run. */
function positionAround(
  centre: { latitude: number; longitude: number },
  index: number,
  count: number,
): { locationLatitude: number; locationLongitude: number } {
  const km = SPREAD_KM * Math.sqrt((index + 0.5) / Math.max(count, 1));
  const angle = index * GOLDEN_ANGLE;
  const north = (km * Math.cos(angle)) / KM_PER_DEGREE;
  const east =
    (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180));
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return {
    locationLatitude: round(centre.latitude + north),
    locationLongitude: round(centre.longitude + east),
  };
}

const emptyOutcome = (): ProvisionOutcome => ({ created: [], existing: [], failed: [] });

/** Signs in to the dashboard API and registers the stations (and tags); duplicates are fine. */
export async function provisionStations(options: ProvisionOptions): Promise<ProvisionResult> {
  const api = options.api.replace(/\/+$/, '');
  const log = options.logger ?? silentLogger;
  const base: Record<string, string> = {
    'Content-Type': 'application/json',
    Platform: 'DASHBOARD',
    ...(options.apiKey ? { 'Api-Key': options.apiKey } : {}),
  };
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: base,
    body: JSON.stringify({
      email: options.email,
      password: options.password,
      recaptchaResponse: await robotResponse(api, base),
    }),
  });
  if (!login.ok) throw new Error(`sign-in failed: HTTP ${login.status} ${await login.text()}`);
  const { token, user } = (await login.json()) as { token: string; user?: { tenant_pk?: number } };
  const headers = { ...base, Authorization: `Bearer ${token}` };

  const create = async (path: string, id: string, body: object, into: ProvisionOutcome) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.ok) into.created.push(id);
    else if (response.status === 409 || /already|exist|duplicate/i.test(text))
      into.existing.push(id);
    else {
      into.failed.push({ id, status: response.status, message: text.slice(0, 300) });
      log.warn(`cannot create ${id}`, { status: response.status, body: text.slice(0, 300) });
    }
  };

  const result: ProvisionResult = { stations: emptyOutcome(), tags: emptyOutcome() };
  const key = options.authorizationKey;
  const { around, chargeBoxIds } = options;
  await forEachLimited(chargeBoxIds, options.concurrency ?? 8, (chargeBoxId) =>
    create(
      '/api/chargepoints',
      chargeBoxId,
      {
        chargeBoxId,
        description: `Simulated station ${chargeBoxId}`,
        typeOf: 'PUBLIC',
        active: true,
        ...(key ? { ocppSecurityProfile: 1, authorizationKey: key } : { ocppSecurityProfile: 0 }),
        ...(around
          ? positionAround(around, chargeBoxIds.indexOf(chargeBoxId), chargeBoxIds.length)
          : {}),
      },
      result.stations,
    ),
  );
  await forEachLimited(options.idTags ?? [], options.concurrency ?? 8, (idTag) =>
    create(
      '/api/ocpptags',
      idTag,
      {
        id_tag: idTag,
        // Cards belong to a tenant: the administrator's.
        tenant_pk: user?.tenant_pk,
        type: 'CARD',
        note: 'Simulator tag',
        inactive: false,
        isFreeRecharge: false,
      },
      result.tags,
    ),
  );
  return result;
}
