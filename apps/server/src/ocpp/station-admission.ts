import type { IncomingMessage } from 'node:http';
import { clientAddressOf, type TrustedProxy } from '../platform/security/trusted-proxies';
import {
  hashAuthorizationKey,
  isCurrentHash,
  type AuthorizationKeyVerifier,
  type StationAdmissionRecord,
  type StationStateRepository,
  type UnknownStationsRepository,
} from '../modules/stations';
import { hostName, type TenantsRepository } from '../modules/tenants';
import { LocalAuthFailureLimits, type AuthFailureLimits } from './auth-failure-limits';
import type { StationSession } from './station-session';
import { tlsFactsOf } from './tls-facts';
import type { Admission, StationHandshake } from './transport/ocpp-transport';
import { isOcppTolerance, type OcppTolerance } from '@chargedeck/shared/ocpp16';

export const OCPP_PROTOCOL = 'ocpp1.6';
const ENDPOINT = '/ocpp';
const IDENTITY = /^[\x21-\x7e]{1,64}$/;

export interface AdmissionOptions {
  unknownStations: 'reject' | 'pending';
  /** Failed attempts per address and chargeBoxId per 10 minutes; ten times this per address. */
  authFailuresPerAddress: number;
  /** The peers whose forwarded headers (address, TLS, client certificate) are believed. */
  trustedProxy: TrustedProxy;
}

export interface AdmissionDeps {
  stations: StationStateRepository;
  unknown: UnknownStationsRepository;
  tenants: TenantsRepository;
  verifier: AuthorizationKeyVerifier;
  /** Shared by the nodes (Redis); in this process's memory by default. */
  failures?: AuthFailureLimits;
  /** Where a failed re-hash of a key is reported. */
  onRehashError?: (error: unknown, chargeBoxId: string) => void;
}

type Refusal = Extract<Admission<StationSession>, { accept: false }>;
const refuse = (status: number, message: string): Refusal => ({ accept: false, status, message });

/**
 * Decides, before the WebSocket upgrade, whether a connection may become a station's session:
 * OCPP security profiles 0–3 per station, Basic-auth keys, TLS and client certificates, the
 * unknown-station inbox, and a limit on failed attempts per address.
 */
export class StationAdmission {
  private readonly failures: AuthFailureLimits;

  constructor(
    private readonly deps: AdmissionDeps,
    private readonly options: AdmissionOptions,
  ) {
    this.failures = deps.failures ?? new LocalAuthFailureLimits(options.authFailuresPerAddress);
  }

  async admit(handshake: StationHandshake): Promise<Admission<StationSession>> {
    const { chargeBoxId, request } = handshake;
    if (handshake.endpoint !== ENDPOINT) return refuse(404, 'Not Found');
    if (!IDENTITY.test(chargeBoxId)) return refuse(400, 'Invalid chargeBoxId');
    if (!handshake.protocols.has(OCPP_PROTOCOL)) {
      return refuse(400, `Unsupported subprotocol: this endpoint speaks ${OCPP_PROTOCOL}`);
    }
    const address = clientAddressOf(handshake.remoteAddress, request, this.options.trustedProxy);
    const stationKey = `${address}\n${chargeBoxId}`;
    if (await this.failures.mustWait(address, stationKey)) {
      return refuse(429, 'Too many failed attempts; try again later');
    }
    const station = await this.deps.stations.findForAdmission(chargeBoxId);
    if (!station) return this.unknownStation(chargeBoxId, address, request, stationKey);

    const refusal = await this.checkCredentials(station, handshake);
    if (refusal) {
      if (refusal.status === 401) this.failures.failed(address, stationKey);
      return refusal;
    }
    this.failures.succeeded(stationKey);
    return {
      accept: true,
      protocol: OCPP_PROTOCOL,
      session: {
        kind: 'registered',
        chargeBoxPk: station.charge_box_pk,
        chargeBoxId,
        tenantPk: station.tenant_pk,
        securityProfile: station.ocpp_security_profile,
        tolerances: new Set(station.ocpp_tolerances.filter(isOcppTolerance)) as Set<OcppTolerance>,
        registrationStatus: station.registration_status,
        answered: new Map(),
      },
    };
  }

  private async checkCredentials(
    station: StationAdmissionRecord,
    handshake: StationHandshake,
  ): Promise<Refusal | undefined> {
    const { tls, verifiedClientName } = tlsFactsOf(handshake.request, this.options.trustedProxy);
    // Profile 0 stands only while the tenant allows it; otherwise the station needs its key.
    const profile =
      station.ocpp_security_profile === 0 && !station.tenant_allows_unsecured
        ? 1
        : station.ocpp_security_profile;
    if (profile >= 2 && !tls) return refuse(403, 'This station must connect over TLS (wss://)');
    if (profile === 3) {
      return verifiedClientName === station.charge_box_id
        ? undefined
        : refuse(401, 'A client certificate issued to this station is required');
    }
    if (profile === 0) return undefined;
    if (!handshake.password) return refuse(401, 'Basic authentication required');
    if (!station.authorization_key_hash) return refuse(401, 'Invalid credentials');
    const stored = station.authorization_key_hash;
    const ok = await this.deps.verifier.verify(stored, handshake.password);
    if (!ok) return refuse(401, 'Invalid credentials');
    if (!isCurrentHash(stored)) this.rehash(station, stored, handshake.password);
    return undefined;
  }

  /** Stores a key hashed at another cost again at today's, in the background. */
  private rehash(station: StationAdmissionRecord, stored: string, key: Buffer): void {
    hashAuthorizationKey(key)
      .then((fresh) => this.deps.stations.replaceKeyHash(station.charge_box_pk, stored, fresh))
      .catch((error: unknown) => this.deps.onRehashError?.(error, station.charge_box_id));
  }

  private async unknownStation(
    chargeBoxId: string,
    address: string,
    request: IncomingMessage,
    stationKey: string,
  ): Promise<Admission<StationSession>> {
    const host = hostName(request.headers.host);
    const tenant = host ? await this.deps.tenants.findByHost(host) : undefined;
    await this.deps.unknown.recordAttempt({
      chargeBoxId,
      tenantPk: tenant?.tenant_pk ?? null,
      remoteAddress: address,
      protocol: OCPP_PROTOCOL,
    });
    if (this.options.unknownStations !== 'pending') {
      this.failures.failed(address, stationKey);
      return refuse(404, 'Unknown station');
    }
    return {
      accept: true,
      protocol: OCPP_PROTOCOL,
      session: {
        kind: 'unknown',
        chargeBoxPk: 0,
        chargeBoxId,
        tenantPk: tenant?.tenant_pk ?? null,
        securityProfile: 0,
        tolerances: new Set(),
        registrationStatus: 'Pending',
        answered: new Map(),
      },
    };
  }
}
