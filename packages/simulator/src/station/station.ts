import { EventEmitter } from 'node:events';
import { dispatchCommand } from '../commands/dispatch';
import type {
  ChargePointErrorCode,
  ChargePointStatus,
  StationAction,
  StationRequest,
  StopReason,
} from '@chargedeck/shared/ocpp16';
import { systemClock } from '../time/clock';
import { Scheduler } from '../time/scheduler';
import { TimerGroup } from '../time/timer-group';
import { Authorization } from './authorization';
import { ChargingProfileStore } from './charging-profiles';
import { StationConfiguration } from './configuration';
import { StationConnection, type ConnectionSettings } from './connection';
import { Connector, type TransactionRecord } from './connector';
import { createCounters, type StationCounters } from './counters';
import type { StationEvents, StationState } from './events';
import { Lifecycle } from './lifecycle';
import { silentLogger } from './logger';
import { Maintenance } from './maintenance';
import { Metering } from './metering';
import type { StationContext } from './station-context';
import { resolveStationOptions, type StationOptions } from './station-options';
import { reportStatus } from './status-reporter';
import { TransactionQueue } from './transaction-queue';
import { Transactions, type StartOutcome } from './transactions';
import { buildContext } from './build-context';

/**
 * An OCPP 1.6J charging station: boots, heartbeats, reports status, charges vehicles with
 * realistic meter values, answers every central-system command and keeps transaction
 * messages while offline. Every method that talks to the server can be awaited.
 */
export class SimulatedStation extends EventEmitter<StationEvents> {
  readonly chargeBoxId: string;
  readonly config: StationConfiguration;
  readonly counters: StationCounters;
  readonly scheduler: Scheduler;
  readonly queue: TransactionQueue;
  /** The parts command handlers work with. */
  readonly ctx: StationContext;
  readonly metering: Metering;
  readonly sessions: Transactions;
  readonly lifecycle: Lifecycle;
  readonly maintenance: Maintenance;
  private readonly timers: TimerGroup;
  private readonly connection: StationConnection;
  private readonly idTags: readonly string[];
  private readonly unplugAfterSec: number;

  constructor(options: StationOptions) {
    super();
    const o = resolveStationOptions(options);
    this.chargeBoxId = o.chargeBoxId;
    this.idTags = o.idTags ?? [`${o.chargeBoxId}-TAG`.slice(0, 20)];
    this.unplugAfterSec = o.unplugAfterSec;
    this.scheduler = o.scheduler ?? new Scheduler(o.clock ?? systemClock);
    this.timers = new TimerGroup(this.scheduler);
    this.counters = o.counters ?? createCounters();
    this.config = new StationConfiguration(o.connectors, {
      MeterValueSampleInterval: String(o.meterIntervalSec),
      ...(o.heartbeatIntervalSec ? { HeartbeatInterval: String(o.heartbeatIntervalSec) } : {}),
      ...o.configuration,
    });
    const settings: ConnectionSettings = {
      url: o.url,
      chargeBoxId: o.chargeBoxId,
      ...(o.password === undefined ? {} : { password: o.password }),
      strict: o.strict ?? true,
      callTimeoutMs: o.callTimeoutSec * 1000,
      pingIntervalSec: this.config.int('WebSocketPingInterval'),
    };
    this.connection = new StationConnection(settings, this.counters, {
      onCommand: (action, params) => dispatchCommand(this, action, params),
      onDropped: (code, reason) => this.lifecycle.onDropped(code, reason),
      onCall: (action, payload) => this.emit('call', { action, payload }),
      onCallResult: (action, payload, response) =>
        this.emit('callResult', { action, payload, response }),
    });
    const random = o.random ?? Math.random;
    this.queue = new TransactionQueue({
      isOnline: () => this.isOnline,
      call: (action, payload) => this.connection.call(action, payload),
      onStartAnswered: (localId, response) => this.sessions.onStartAnswered(localId, response),
      onDelivered: (message) => {
        if (message.action === 'StopTransaction') this.sessions.forget(message.localId);
      },
      onDropped: (message, reason) => {
        this.ctx.log.warn('transaction message dropped', { action: message.action, reason });
        this.emit('messageDropped', { message, reason });
      },
      retryPolicy: () => ({
        attempts: Math.max(1, this.config.int('TransactionMessageAttempts')),
        intervalSec: this.config.int('TransactionMessageRetryInterval'),
      }),
      retryAfter: (ms, run) => this.timers.after(ms, run),
    });
    const connectors = Array.from(
      { length: o.connectors },
      (_, i) => new Connector(i + 1, o.maxPowerW, Math.round(random() * 2_000_000)),
    );
    this.ctx = buildContext({
      chargeBoxId: o.chargeBoxId,
      identity: {
        vendor: o.vendor,
        model: o.model,
        serialNumber: (o.serialNumber ?? `SN-${o.chargeBoxId}`).slice(0, 25),
        firmwareVersion: o.firmwareVersion,
        meterType: 'SIM-METER',
      },
      timers: this.timers,
      config: this.config,
      station: new Connector(0, 0, 0),
      connectors,
      auth: new Authorization(this.config),
      profiles: new ChargingProfileStore(),
      queue: this.queue,
      counters: this.counters,
      events: this,
      log: o.logger ?? silentLogger,
      electrical: { voltage: o.voltage, phases: o.phases },
      random,
      isOnline: () => this.isOnline,
      call: <A extends StationAction>(action: A, payload: StationRequest<A>) =>
        this.connection.call(action, payload),
    });
    this.metering = new Metering(this.ctx);
    this.sessions = new Transactions(this.ctx, this.metering);
    this.lifecycle = new Lifecycle(this.ctx, this.connection, this.metering, this.sessions, {
      rebootDelaySec: o.rebootDelaySec,
      reconnect: o.reconnect ?? true,
      ...(o.heartbeatIntervalSec ? { heartbeatIntervalSec: o.heartbeatIntervalSec } : {}),
    });
    this.maintenance = new Maintenance(
      this.ctx,
      (reason) => this.lifecycle.reboot(reason),
      o.maintenanceStepSec,
    );
    this.lifecycle.onBooted(() => this.maintenance.onBooted());
    this.lifecycle.onBooted(() => {
      for (const c of connectors) if (c.finishing) this.scheduleUnplug(c);
    });
    this.config.onChange((key, value) => {
      if (key === 'WebSocketPingInterval') settings.pingIntervalSec = Number(value);
      if (key === 'HeartbeatInterval' && this.isOnline) this.lifecycle.restartHeartbeat();
      if (
        (key === 'MeterValueSampleInterval' || key === 'ClockAlignedDataInterval') &&
        this.isOnline
      )
        this.metering.restart();
    });
  }

  get state(): StationState {
    return this.lifecycle.state;
  }

  get isOnline(): boolean {
    return this.lifecycle.state === 'online';
  }

  get connectorCount(): number {
    return this.ctx.connectors.length;
  }

  /** Connector 1..n, or 0 for the station itself. */
  connector(connectorId: number): Connector {
    const connector = this.ctx.connector(connectorId);
    if (!connector) throw new RangeError(`${this.chargeBoxId} has no connector ${connectorId}`);
    return connector;
  }

  activeTransactions(): TransactionRecord[] {
    return this.ctx.connectors.flatMap((c) => (c.transaction ? [c.transaction] : []));
  }

  /** Powers on: connects, boots (retrying while Pending) and reports every status. */
  connect(): Promise<void> {
    return this.lifecycle.connect();
  }

  /** Connects in the background, retrying with backoff until it works or stop(). */
  connectInBackground(): void {
    this.lifecycle.connectInBackground();
  }

  /** Simulates network loss: the socket dies, the station carries on offline. */
  cut(offlineSec?: number): void {
    this.lifecycle.cut(offlineSec);
  }

  /** Powers off: closes the socket cleanly and cancels every timer of this station. */
  stop(): Promise<void> {
    return this.lifecycle.stop();
  }

  plugIn(connectorId: number): void {
    this.sessions.plugIn(this.connector(connectorId));
  }

  unplug(connectorId: number): Promise<void> {
    return this.sessions.unplug(this.connector(connectorId));
  }

  /** Authorize, then StartTransaction (queued when offline) and periodic meter values. */
  startTransaction(connectorId: number, idTag?: string): Promise<StartOutcome> {
    const tag = idTag ?? this.idTags[Math.floor(this.ctx.random() * this.idTags.length)];
    return this.sessions.start(this.connector(connectorId), tag ?? 'UNKNOWN');
  }

  async stopTransaction(
    connectorId: number,
    reason: StopReason = 'Local',
    { unplug = true }: { unplug?: boolean } = {},
  ): Promise<TransactionRecord | undefined> {
    const connector = this.connector(connectorId);
    const tx = await this.sessions.stop(connector, reason);
    if (unplug) await this.sessions.unplug(connector);
    return tx;
  }

  /** A connector (or 0: the station) reports a fault; a session on it ends. */
  async fault(
    connectorId: number,
    errorCode: ChargePointErrorCode = 'OtherError',
    info?: string,
  ): Promise<void> {
    const connector = this.connector(connectorId);
    connector.fault = { errorCode, ...(info ? { info: info.slice(0, 50) } : {}) };
    connector.manualStatus = undefined;
    const targets = connectorId === 0 ? this.ctx.connectors : [connector];
    for (const c of targets) if (c.transaction) await this.sessions.stop(c, 'Other');
    await reportStatus(this.ctx, connector);
  }

  async clearFault(connectorId: number): Promise<void> {
    const connector = this.connector(connectorId);
    connector.fault = undefined;
    await reportStatus(this.ctx, connector);
  }

  /** Reports a status by hand; it holds until the next event that changes the status. */
  async setStatus(connectorId: number, status: ChargePointStatus): Promise<void> {
    this.connector(connectorId).manualStatus = status;
    await reportStatus(this.ctx, this.connector(connectorId));
  }

  async heartbeat(): Promise<void> {
    await this.ctx.notify('Heartbeat', {});
  }

  /** Resolves when queued transaction messages are sent (or cannot be sent now). */
  settled(): Promise<void> {
    return this.queue.drained();
  }

  /** The driver unplugs a little after a session ended by the server or a reset. */
  scheduleUnplug(connector: Connector): void {
    this.timers.after(this.unplugAfterSec * 1000, () => {
      if (connector.plugged && !connector.transaction) void this.sessions.unplug(connector);
    });
  }
}
