import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  METER_OFFLINE_AFTER_SECONDS,
  phaseMaxValueOf,
  type MeterHistory,
  type MeterMeasurement,
  type MeterReadingBody,
} from '@chargedeck/shared';
import { isUniqueViolation } from '../../../platform/db/errors';
import { badRequest, conflict, HttpError, notFound } from '../../../platform/http/http-error';
import { readingTimeProblem } from './reading-time';
import {
  Listeners,
  type MeterOfflineEvent,
  type MeterReadingEvent,
  type SiteMeterEvents,
  type SiteMeterRef,
} from './site-meter-events';
import { measurementView, phasesOf } from './site-meter-view';
import type {
  PhaseCurrents,
  SiteMeterRow,
  SiteMetersRepository,
  StoredReading,
} from './site-meters.repository';

/** History kept for the last-hour chart; the prune job deletes what is older. */
const HISTORY_KEPT_MS = 24 * 3600 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const refOf = (row: SiteMeterRow): SiteMeterRef => ({
  tenantPk: row.tenant_pk,
  meterPk: row.site_meter_pk,
  macAddress: row.mac_address,
  deviceRemoteId: row.device_remote_id,
});

/** What became of a reading that came by MQTT (no one to answer: the caller logs it). */
export type MqttReadingOutcome = 'stored' | 'unknown meter' | 'stale' | 'future' | 'out of order';

export interface SiteMetersOptions {
  clock?: () => Date;
  onListenerError: (error: unknown) => void;
}

/** Site meters: registration, readings from every provider, measurements, offline detection. */
export class SiteMetersService implements SiteMeterEvents {
  private readonly readings: Listeners<MeterReadingEvent>;
  private readonly offline: Listeners<MeterOfflineEvent>;
  private readonly now: () => Date;

  constructor(
    private readonly repository: SiteMetersRepository,
    options: SiteMetersOptions,
  ) {
    this.now = options.clock ?? (() => new Date());
    this.readings = new Listeners(options.onListenerError);
    this.offline = new Listeners(options.onListenerError);
  }

  onReading(listener: (event: MeterReadingEvent) => void): () => void {
    return this.readings.add(listener);
  }

  onOffline(listener: (event: MeterOfflineEvent) => void): () => void {
    return this.offline.add(listener);
  }

  /** Registers a meter of `tenantPk`; its gateway token is answered this once. */
  async register(tenantPk: number, body: { mac_address: string; device_remote_id?: string }) {
    const token = `mtr_${randomBytes(24).toString('base64url')}`;
    try {
      const row = await this.repository.insert({
        tenant_pk: tenantPk,
        mac_address: body.mac_address,
        device_remote_id: body.device_remote_id ?? randomUUID(),
        token_hash: hashOf(token),
      });
      return { mac_address: row.mac_address, device_remote_id: row.device_remote_id, token };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const taken = await this.repository.findByMac(body.mac_address);
      if (taken) throw conflict('meterMacTaken', 'mac_address');
      throw conflict('meterRemoteIdTaken', 'device_remote_id');
    }
  }

  /** One meter the caller may see, by MAC address or device_remote_id; else 404. */
  async measurement(
    tenantPks: readonly number[],
    by: { mac_address?: string | undefined; device_remote_id?: string | undefined },
  ): Promise<MeterMeasurement> {
    const row = await this.repository.findVisible(tenantPks, by);
    if (!row) throw notFound('meterNotFound');
    return measurementView(row, this.now());
  }

  /** The meters the caller may see among `remoteIds`; the others are left out. */
  async measurements(
    tenantPks: readonly number[],
    remoteIds: readonly string[],
  ): Promise<MeterMeasurement[]> {
    const now = this.now();
    const rows = await this.repository.listVisible(tenantPks, remoteIds);
    return rows.map((row) => measurementView(row, now));
  }

  /** A meter's readings of the last `minutes`, oldest first, one per 10 s at most; else 404. */
  async history(
    tenantPks: readonly number[],
    deviceRemoteId: string,
    minutes: number,
  ): Promise<MeterHistory> {
    const meter = await this.repository.findVisible(tenantPks, {
      device_remote_id: deviceRemoteId,
    });
    if (!meter) throw notFound('meterNotFound');
    const since = new Date(this.now().getTime() - minutes * 60_000);
    const rows = await this.repository.history(meter.site_meter_pk, since);
    return {
      device_remote_id: meter.device_remote_id,
      readings: rows.map((row) => ({
        timestamp: row.read_at.toISOString(),
        current: { phase: { '01': row.current_01, '02': row.current_02, '03': row.current_03 } },
      })),
    };
  }

  /** A reading pushed by a gateway with the meter's token: stored, or refused with a 400. */
  async push(token: string | undefined, body: MeterReadingBody): Promise<MeterMeasurement> {
    const meter = token ? await this.repository.findByTokenHash(hashOf(token)) : undefined;
    if (!meter) throw new HttpError(401, 'meterTokenInvalid');
    const now = this.now();
    const readAt = body.timestamp ? new Date(body.timestamp) : now;
    const problem = readingTimeProblem(readAt, now);
    if (problem === 'stale')
      throw badRequest('timestamp', 'meterReadingStale', { seconds: METER_OFFLINE_AFTER_SECONDS });
    if (problem === 'future') throw badRequest('timestamp', 'meterReadingFuture');
    const stored = await this.store(meter, body.current.phase, readAt);
    if (!stored) throw badRequest('timestamp', 'meterReadingOutOfOrder');
    return measurementView(stored.meter, now);
  }

  /** A reading that came by MQTT for the meter of this MAC address. */
  async recordByMac(
    mac: string,
    phases: PhaseCurrents,
    readAt: Date | undefined,
  ): Promise<MqttReadingOutcome> {
    const meter = await this.repository.findByMac(mac);
    if (!meter) return 'unknown meter';
    const now = this.now();
    const at = readAt ?? now;
    const problem = readingTimeProblem(at, now);
    if (problem) return problem;
    return (await this.store(meter, phases, at)) ? 'stored' : 'out of order';
  }

  private async store(
    meter: SiteMeterRow,
    phases: PhaseCurrents,
    readAt: Date,
  ): Promise<StoredReading | undefined> {
    const stored = await this.repository.storeReading(meter.site_meter_pk, phases, readAt);
    const latest = stored && phasesOf(stored.meter);
    if (stored && latest)
      this.readings.emit({
        ...refOf(stored.meter),
        phases: latest,
        phaseMaxValue: phaseMaxValueOf(latest),
        readAt,
        cameOnline: !stored.wasOnline,
      });
    return stored;
  }

  /** Marks offline the meters with no reading for 30 s and tells the listeners. */
  async checkOffline(): Promise<number> {
    const before = new Date(this.now().getTime() - METER_OFFLINE_AFTER_SECONDS * 1000);
    const rows = await this.repository.markOffline(before);
    for (const row of rows) this.offline.emit({ ...refOf(row), lastReadAt: row.read_at });
    return rows.length;
  }

  /** Deletes the reading history older than 24 h. */
  async pruneHistory(): Promise<number> {
    return this.repository.pruneHistory(new Date(this.now().getTime() - HISTORY_KEPT_MS));
  }
}
