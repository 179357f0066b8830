import type { IdTagInfo, StationResponse, StopReason } from '@chargedeck/shared/ocpp16';
import type { ChargingProfile } from '@chargedeck/shared/ocpp16';
import type { Connector, TransactionRecord } from './connector';
import { advanceMeter } from './electrical';
import type { Metering } from './metering';
import type { StationContext } from './station-context';
import { reportStatus } from './status-reporter';
import { arriveVehicle } from './vehicle';

export type StartRejection =
  'UnknownConnector' | 'Occupied' | 'Unavailable' | 'Reserved' | 'NotAuthorized';

export type StartOutcome =
  | { status: 'Accepted'; transaction: TransactionRecord }
  | { status: 'Rejected'; reason: StartRejection; idTagInfo?: IdTagInfo };

export interface StartOptions {
  /** Remote start with AuthorizeRemoteTxRequests off: the server already vouched for the tag. */
  skipAuthorize?: boolean;
  /** TxProfile sent with RemoteStartTransaction. */
  chargingProfile?: ChargingProfile;
}

/** Sessions on the connectors: plug, authorize, start, stop, unplug. */
export class Transactions {
  private nextLocalId = -1;
  private readonly starting = new Set<number>();
  private readonly records = new Map<number, TransactionRecord>();

  constructor(
    private readonly ctx: StationContext,
    private readonly metering: Metering,
  ) {}

  /** Active transactions, by server id or local id. */
  find(transactionId: number): Connector | undefined {
    return this.ctx.connectors.find(
      (c) =>
        c.transaction &&
        (c.transaction.transactionId === transactionId || c.transaction.localId === transactionId),
    );
  }

  isStarting(connectorId: number): boolean {
    return this.starting.has(connectorId);
  }

  plugIn(connector: Connector): void {
    if (!connector.plugged) {
      connector.plugged = true;
      connector.vehicle = arriveVehicle(this.ctx.random);
    }
    connector.finishing = false;
    connector.manualStatus = undefined;
    void reportStatus(this.ctx, connector);
  }

  async unplug(connector: Connector): Promise<void> {
    if (connector.transaction && this.ctx.config.bool('StopTransactionOnEVSideDisconnect'))
      await this.stop(connector, 'EVDisconnected');
    connector.plugged = false;
    connector.finishing = false;
    connector.vehicle = undefined;
    connector.manualStatus = undefined;
    this.metering.refresh();
    await reportStatus(this.ctx, connector);
  }

  async start(
    connector: Connector,
    idTag: string,
    options: StartOptions = {},
  ): Promise<StartOutcome> {
    const { ctx } = this;
    if (connector.transaction || this.starting.has(connector.id))
      return { status: 'Rejected', reason: 'Occupied' };
    if (!connector.isFree || ctx.station.availability === 'Inoperative' || ctx.station.fault)
      return { status: 'Rejected', reason: 'Unavailable' };
    const reservation = connector.reservation;
    if (reservation && reservation.idTag !== idTag)
      return { status: 'Rejected', reason: 'Reserved' };
    this.starting.add(connector.id);
    let transaction: TransactionRecord;
    const wasPlugged = connector.plugged;
    try {
      this.plugIn(connector);
      const idTagInfo = options.skipAuthorize
        ? { status: 'Accepted' as const }
        : await ctx.auth.authorize(idTag, ctx.clock.now(), this.askServer(idTag));
      // The station was switched off while waiting for the server.
      if (ctx.timers.suspended) return { status: 'Rejected', reason: 'Unavailable' };
      if (idTagInfo.status !== 'Accepted') {
        if (!wasPlugged) await this.unplug(connector);
        return { status: 'Rejected', reason: 'NotAuthorized', idTagInfo };
      }
      transaction = this.begin(connector, idTag, options);
    } finally {
      this.starting.delete(connector.id);
    }
    // Online, this waits for the server's transactionId; offline the start stays queued.
    await ctx.queue.drained();
    return { status: 'Accepted', transaction };
  }

  async stop(connector: Connector, reason: StopReason): Promise<TransactionRecord | undefined> {
    const { ctx } = this;
    const tx = connector.transaction;
    if (!tx) return undefined;
    const end = this.metering.sample(connector, 'Transaction.End', 'StopTxnSampledData');
    this.metering.stopSampling(connector);
    connector.transaction = undefined;
    ctx.profiles.clear({ connectorId: connector.id, chargingProfilePurpose: 'TxProfile' });
    Object.assign(tx, {
      stoppedAt: ctx.clock.now(),
      meterStopWh: Math.floor(connector.meterWh),
      stopReason: reason,
    });
    ctx.queue.enqueue({
      action: 'StopTransaction',
      localId: tx.localId,
      request: {
        idTag: tx.idTag,
        meterStop: tx.meterStopWh as number,
        timestamp: end.timestamp,
        reason,
        transactionData: [tx.beginSample, end],
      },
    });
    connector.finishing = connector.plugged;
    if (connector.scheduledAvailability) {
      connector.availability = connector.scheduledAvailability;
      connector.scheduledAvailability = undefined;
    }
    ctx.counters.transactionsStopped++;
    ctx.events.emit('transactionStopped', tx);
    this.metering.refresh();
    await ctx.queue.drained();
    return tx;
  }

  /** The server answered a StartTransaction (possibly one replayed after being offline). */
  onStartAnswered(localId: number, response: StationResponse<'StartTransaction'>): void {
    const tx = this.records.get(localId);
    if (!tx) return;
    tx.transactionId = response.transactionId;
    this.ctx.auth.remember(tx.idTag, response.idTagInfo);
    this.ctx.events.emit('transactionIdAssigned', tx);
    const connector = this.ctx.connectors.find((c) => c.transaction === tx);
    if (!connector || response.idTagInfo.status === 'Accepted') return;
    tx.rejectedWith = response.idTagInfo.status;
    if (this.ctx.config.bool('StopTransactionOnInvalidId'))
      void this.stop(connector, 'DeAuthorized');
    else this.metering.refresh();
  }

  /** The StopTransaction reached the server (or was given up): forget the record. */
  forget(localId: number): void {
    this.records.delete(localId);
  }

  private askServer(idTag: string): (() => Promise<IdTagInfo>) | undefined {
    if (!this.ctx.isOnline()) return undefined;
    return async () => (await this.ctx.call('Authorize', { idTag })).idTagInfo;
  }

  private begin(connector: Connector, idTag: string, options: StartOptions): TransactionRecord {
    const { ctx } = this;
    const now = ctx.clock.now();
    advanceMeter(connector, now);
    const reservationId = connector.reservation?.reservationId;
    connector.reservation?.cancelExpiry();
    connector.reservation = undefined;
    const tx: TransactionRecord = {
      localId: this.nextLocalId--,
      connectorId: connector.id,
      idTag,
      meterStartWh: Math.floor(connector.meterWh),
      startedAt: now,
      beginSample: this.metering.sample(connector, 'Transaction.Begin', 'StopTxnSampledData'),
      ...(reservationId === undefined ? {} : { reservationId }),
    };
    this.records.set(tx.localId, tx);
    connector.transaction = tx;
    if (options.chargingProfile) ctx.profiles.install(connector.id, options.chargingProfile, now);
    ctx.queue.enqueue({
      action: 'StartTransaction',
      localId: tx.localId,
      request: {
        connectorId: connector.id,
        idTag,
        meterStart: tx.meterStartWh,
        timestamp: new Date(now).toISOString(),
        ...(reservationId === undefined ? {} : { reservationId }),
      },
    });
    this.metering.refresh();
    const begin = this.metering.sample(connector, 'Transaction.Begin', 'MeterValuesSampledData');
    this.metering.send(connector, begin);
    this.metering.startSampling(connector);
    ctx.counters.transactionsStarted++;
    ctx.events.emit('transactionStarted', tx);
    return tx;
  }
}
