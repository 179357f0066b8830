import { forEachLimited } from '../fleet/limited';
import { silentLogger, type Logger } from '../station/logger';
import { driverOf } from './drivers';
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
  /** Each id tag belongs to a driver: a user of the tenant created with that card. */
  drivers?: boolean;
  /** The stations charge this many cents per kWh (the operator's income is the same). */
  pricePerKwhCents?: number;
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
  drivers: ProvisionOutcome;
  /** The signed-in API, for what must wait until the stations are connected. */
  session: ApiSession;
}

export interface ApiAnswer {
  ok: boolean;
  status: number;
  body: unknown;
  text: string;
}

/** The dashboard API as the signed-in administrator. */
export interface ApiSession {
  send(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<ApiAnswer>;
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

/** The station form's payment fields: charged and earned per kWh. */
function paymentOf(cents: number | undefined) {
  if (cents === undefined) return {};
  return {
    hasPayment: true,
    paymentChargeTypeCost: 'KWH',
    moneyPerKilowattCost: cents,
    paymentChargeByIncome: 'CHARGE_BOX',
    paymentChargeTypeIncome: 'KWH',
    moneyPerKilowattIncome: cents,
  };
}

/** Signs in to the dashboard API (solving its robot check) as the administrator. */
async function signIn(options: ProvisionOptions) {
  const api = options.api.replace(/\/+$/, '');
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
  const session: ApiSession = {
    async send(method, path, body) {
      const response = await fetch(`${api}${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { ok: response.ok, status: response.status, body: parsed, text };
    },
  };
  return { session, tenantPk: user?.tenant_pk };
}

/**
 * Signs in to the dashboard API and registers the stations, their cards and the drivers who
 * own them; what already exists is fine.
 */
export async function provisionStations(options: ProvisionOptions): Promise<ProvisionResult> {
  const log = options.logger ?? silentLogger;
  const { session, tenantPk } = await signIn(options);
  const create = async (path: string, id: string, body: object, into: ProvisionOutcome) => {
    const answer = await session.send('POST', path, body);
    if (answer.ok) into.created.push(id);
    else if (answer.status === 409 || /already|exist|duplicate/i.test(answer.text))
      into.existing.push(id);
    else {
      const message = answer.text.slice(0, 300);
      into.failed.push({ id, status: answer.status, message });
      log.warn(`cannot create ${id}`, { status: answer.status, body: message });
    }
  };

  const result: ProvisionResult = {
    stations: emptyOutcome(),
    tags: emptyOutcome(),
    drivers: emptyOutcome(),
    session,
  };
  const key = options.authorizationKey;
  const { around, chargeBoxIds } = options;
  const concurrency = options.concurrency ?? 8;
  await forEachLimited(chargeBoxIds, concurrency, (chargeBoxId) =>
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
        ...paymentOf(options.pricePerKwhCents),
      },
      result.stations,
    ),
  );
  const idTags = options.idTags ?? [];
  await forEachLimited(idTags, concurrency, (idTag) =>
    create(
      '/api/ocpptags',
      idTag,
      {
        id_tag: idTag,
        // Cards belong to a tenant: the administrator's.
        tenant_pk: tenantPk,
        type: 'CARD',
        note: 'Simulator tag',
        inactive: false,
        isFreeRecharge: false,
      },
      result.tags,
    ),
  );
  if (options.drivers) {
    await forEachLimited(idTags, concurrency, (idTag) =>
      create(
        '/api/users_data',
        idTag,
        driverOf(idTag, idTags.indexOf(idTag), options.email, tenantPk),
        result.drivers,
      ),
    );
  }
  return result;
}
