import type { FastifyBaseLogger } from 'fastify';
import { notificationViewOf, type NotificationsRepository } from '../notifications';
import type { RealtimeBus } from '../../platform/realtime/realtime-bus';
import type { StationLiveRepository, StationTopicFacts } from './station-live.repository';
import { StationFactsCache } from './station-facts-cache';
import { connectorTopic, stationTopic, tenantTopic } from '../../platform/realtime/topics';

export interface CommittedStatus {
  chargeBoxPk: number;
  connectorId: number;
  status: string;
  errorCode: string;
  info?: string;
  at: Date;
}

export interface CommittedConnection {
  chargeBoxPk: number;
  online: boolean;
  at: Date;
}

/**
 * A written row is published once; rows not seen this long after a later one are given up (on
 * PostgreSQL a transaction may commit a lower key after a higher one is visible).
 */
const SETTLE_MS = 2_000;
const POLL_BATCH = 5_000;
/** Rows written outside the OCPP batches (e.g. a station created in the API) are found by this. */
const IDLE_POLL_MS = 1_000;
/**
 * Least time between two looks, so that a write storm does not turn into a read storm. A topic
 * is delivered at most four times a second, so a look every quarter second loses nothing.
 */
const POLL_GAP_MS = 250;

const UTC = { offsetHours: 0 };

/**
 * Turns committed OCPP writes into realtime events: connector statuses to both status topics and
 * the tenants' chargeBox topic, new station events (charge_box_event) as notifications, new
 * stations as chargeBox inserts, and a stats nudge whenever dashboard counters may change. Each
 * station's events also go to the topics of its tenant's ancestors, who see it too.
 */
export class StationLiveEvents {
  private readonly stations: StationFactsCache;
  private eventFloor = 0;
  private stationFloor = 0;
  private readonly seenEvents = new Map<number, number>();
  private readonly seenStations = new Map<number, number>();
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly statusListeners = new Set<(statuses: readonly CommittedStatus[]) => void>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly repository: StationLiveRepository,
    private readonly notifications: NotificationsRepository,
    private readonly log: FastifyBaseLogger,
    /**
     * 0 where transactions run one after another (the embedded database): a visible key means
     * every lower one is committed or never will be, so each look reads only new rows.
     */
    private readonly settleMs = SETTLE_MS,
  ) {
    this.stations = new StationFactsCache(repository);
  }

  /** Starts from what is already stored: only rows written from now on are published. */
  async start(): Promise<void> {
    const max = await this.repository.maxPks();
    this.eventFloor = max.event;
    this.stationFloor = max.station;
    this.timer = setInterval(() => this.changed(), IDLE_POLL_MS);
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** Tells `listener` of every committed batch of statuses (smart charging plans again). */
  onStatuses(listener: (statuses: readonly CommittedStatus[]) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  statusesCommitted(statuses: readonly CommittedStatus[]): void {
    for (const listener of this.statusListeners) {
      try {
        listener(statuses);
      } catch (error) {
        this.log.error({ error: String(error) }, 'status listener failed');
      }
    }
    this.run(async () => {
      const facts = await this.stations.get(statuses.map((s) => s.chargeBoxPk));
      const tenants = new Set<string>();
      for (const s of statuses) {
        const station = facts.get(s.chargeBoxPk);
        if (!station) continue;
        const body = {
          chargeBoxPk: station.chargeBoxPk,
          chargeBoxId: station.chargeBoxId,
          connectorId: s.connectorId,
          status: s.status,
          errorCode: s.errorCode,
          info: s.info ?? null,
          timestamp: s.at.toISOString(),
        };
        const id = station.chargeBoxId;
        this.bus.publish({
          topic: connectorTopic(id, s.connectorId),
          type: 'update',
          body,
          key: 'status',
        });
        this.bus.publish({
          topic: stationTopic(id),
          type: 'update',
          body,
          key: `${s.connectorId}`,
        });
        for (const apiKey of station.apiKeys) {
          this.bus.publish({
            topic: tenantTopic(apiKey, 'chargeBox'),
            type: 'update',
            body,
            key: `${id}/${s.connectorId}`,
          });
          tenants.add(apiKey);
        }
      }
      this.stats(tenants, 'status');
    });
    this.changed();
  }

  connectionsCommitted(changes: readonly CommittedConnection[]): void {
    this.run(async () => {
      const facts = await this.stations.get(changes.map((c) => c.chargeBoxPk));
      const tenants = new Set<string>();
      for (const c of changes) {
        const station = facts.get(c.chargeBoxPk);
        if (!station) continue;
        const body = {
          chargeBoxPk: station.chargeBoxPk,
          chargeBoxId: station.chargeBoxId,
          online: c.online,
          timestamp: c.at.toISOString(),
        };
        for (const apiKey of station.apiKeys) {
          this.bus.publish({
            topic: tenantTopic(apiKey, 'chargeBox'),
            type: 'update',
            body,
            key: `${station.chargeBoxId}/online`,
          });
          tenants.add(apiKey);
        }
      }
      this.stats(tenants, 'connection');
    });
    this.changed();
  }

  /** Transactions started or stopped, boots: counters may change and events were written. */
  stationsChanged(chargeBoxPks: readonly number[], reason: string): void {
    this.run(async () => {
      const facts = await this.stations.get(chargeBoxPks);
      this.stats(new Set([...facts.values()].flatMap((f) => f.apiKeys)), reason);
    });
    this.changed();
  }

  /** Looks for new station events and new stations soon (several calls make one look). */
  changed(): void {
    if (this.closed) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, POLL_GAP_MS)))
      .catch((error: unknown) => this.log.error({ err: error }, 'realtime feed failed'))
      .finally(() => {
        this.polling = undefined;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.changed();
        }
      });
  }

  /** Resolves once everything written so far has been published (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.polling) await this.polling;
  }

  private stats(apiKeys: Set<string>, reason: string): void {
    for (const apiKey of apiKeys) {
      this.bus.publish({
        topic: tenantTopic(apiKey, 'stats'),
        type: 'update',
        body: { reason },
        key: 'stats',
      });
    }
  }

  private run(work: () => Promise<void>): void {
    if (this.closed) return;
    work().catch((error: unknown) => this.log.error({ err: error }, 'realtime publish failed'));
  }

  private async poll(): Promise<void> {
    const [eventPks, stationPks] = await Promise.all([
      this.repository.newEventPks(this.eventFloor, POLL_BATCH),
      this.repository.newStationPks(this.stationFloor, POLL_BATCH),
    ]);
    const freshEvents = this.fresh(eventPks, this.seenEvents);
    const freshStations = this.fresh(stationPks, this.seenStations);
    if (freshEvents.length > 0) await this.publishNotifications(freshEvents);
    if (freshStations.length > 0) await this.publishNewStations(freshStations);
    this.eventFloor = this.settle(this.seenEvents, this.eventFloor);
    this.stationFloor = this.settle(this.seenStations, this.stationFloor);
    if (eventPks.length === POLL_BATCH || stationPks.length === POLL_BATCH) this.pollAgain = true;
  }

  private fresh(pks: number[], seen: Map<number, number>): number[] {
    const now = Date.now();
    const fresh = pks.filter((pk) => !seen.has(pk));
    for (const pk of fresh) seen.set(pk, now);
    return fresh;
  }

  /** Forgets rows seen long enough ago; the floor rises past them. */
  private settle(seen: Map<number, number>, floor: number): number {
    const before = Date.now() - this.settleMs;
    let next = floor;
    for (const [pk, at] of seen) {
      if (at > before) continue;
      seen.delete(pk);
      if (pk > next) next = pk;
    }
    return next;
  }

  private async publishNotifications(pks: number[]): Promise<void> {
    const rows = await this.notifications.byPks(pks);
    const facts = await this.stations.get(rows.map((r) => r.charge_box_pk));
    for (const row of rows) {
      const station = facts.get(row.charge_box_pk);
      if (!station) continue;
      const body = notificationViewOf(row, UTC);
      for (const apiKey of station.apiKeys) {
        this.bus.publish({
          topic: tenantTopic(apiKey, 'notification/chargeBox'),
          type: 'insert',
          body,
          localOnly: true,
        });
      }
    }
  }

  private async publishNewStations(pks: number[]): Promise<void> {
    const summaries = await this.repository.stationSummaries(pks);
    const facts = await this.stations.get(pks);
    for (const summary of summaries) {
      const station: StationTopicFacts | undefined = facts.get(summary.chargeBoxPk);
      if (!station) continue;
      for (const apiKey of station.apiKeys) {
        this.bus.publish({
          topic: tenantTopic(apiKey, 'chargeBox'),
          type: 'insert',
          body: summary,
          key: `${summary.chargeBoxId}/insert`,
          localOnly: true,
        });
        this.bus.publish({
          topic: tenantTopic(apiKey, 'stats'),
          type: 'update',
          body: { reason: 'station' },
          key: 'stats',
          localOnly: true,
        });
      }
    }
  }
}
