import type { MeterValue, ReadingContext } from '@chargedeck/shared/ocpp16';
import type { Cancel } from '../time/scheduler';
import type { TransactionTiming } from './charging-profiles';
import type { Connector, TransactionRecord } from './connector';
import { advanceMeter, applyPower } from './electrical';
import { sampleMeter } from './meter-sample';
import type { StationContext } from './station-context';
import { reportStatus } from './status-reporter';

/** Without periodic samples, power still follows profiles and the battery at this pace. */
const POWER_REFRESH_SEC = 60;

export function txTiming(tx: TransactionRecord): TransactionTiming {
  return { transactionId: tx.transactionId, startedAt: tx.startedAt };
}

/** Energy, power and the meter values a station sends while charging. */
export class Metering {
  private readonly ticks = new Map<number, Cancel>();
  private aligned: Cancel | undefined;

  constructor(private readonly ctx: StationContext) {}

  /** Brings every register up to now and sets each connector's power under current limits. */
  refresh(): void {
    const { ctx } = this;
    const now = ctx.clock.now();
    const sharing = ctx.connectors.filter((c) => c.transaction).length;
    for (const connector of ctx.connectors) {
      advanceMeter(connector, now);
      const tx = connector.transaction;
      const limit = tx
        ? ctx.profiles.limitW(connector.id, now, txTiming(tx), ctx.electrical, sharing)
        : undefined;
      applyPower(connector, limit, ctx.electrical, ctx.random);
      void reportStatus(ctx, connector);
    }
  }

  sample(connector: Connector, context: ReadingContext, measurandsKey: string): MeterValue {
    const { ctx } = this;
    const now = ctx.clock.now();
    advanceMeter(connector, now);
    return sampleMeter(
      connector,
      ctx.electrical,
      context,
      ctx.config.list(measurandsKey),
      now,
      ctx.random,
    );
  }

  /** Sends a sample: through the transaction queue during a session, directly otherwise. */
  send(connector: Connector, meterValue: MeterValue): void {
    const tx = connector.transaction;
    const request = { connectorId: connector.id, meterValue: [meterValue] };
    if (tx) this.ctx.queue.enqueue({ action: 'MeterValues', localId: tx.localId, request });
    else void this.ctx.notify('MeterValues', request);
  }

  startSampling(connector: Connector): void {
    this.stopSampling(connector);
    const interval = this.ctx.config.int('MeterValueSampleInterval');
    const period = (interval > 0 ? interval : POWER_REFRESH_SEC) * 1000;
    this.ticks.set(
      connector.id,
      this.ctx.timers.every(period, () => this.tick(connector)),
    );
  }

  stopSampling(connector: Connector): void {
    this.ticks.get(connector.id)?.();
    this.ticks.delete(connector.id);
  }

  /** MeterValueSampleInterval or ClockAlignedDataInterval changed. */
  restart(): void {
    for (const connector of this.ctx.connectors)
      if (connector.transaction) this.startSampling(connector);
    this.startAligned();
  }

  /** TriggerMessage MeterValues for one connector, or all when none is given. */
  trigger(connectorId: number | undefined): void {
    const targets = this.ctx.connectors.filter((c) => !connectorId || c.id === connectorId);
    for (const c of targets) this.send(c, this.sample(c, 'Trigger', 'MeterValuesSampledData'));
  }

  startAligned(): void {
    this.aligned?.();
    this.aligned = undefined;
    const periodMs = this.ctx.config.int('ClockAlignedDataInterval') * 1000;
    if (periodMs <= 0) return;
    const first = periodMs - (this.ctx.clock.now() % periodMs);
    this.aligned = this.ctx.timers.every(
      periodMs,
      () => {
        for (const c of this.ctx.connectors)
          this.send(c, this.sample(c, 'Sample.Clock', 'MeterValuesAlignedData'));
      },
      first,
    );
  }

  halt(): void {
    for (const cancel of this.ticks.values()) cancel();
    this.ticks.clear();
    this.aligned?.();
    this.aligned = undefined;
  }

  private tick(connector: Connector): void {
    if (!connector.transaction) return this.stopSampling(connector);
    this.refresh();
    if (this.ctx.config.int('MeterValueSampleInterval') > 0)
      this.send(connector, this.sample(connector, 'Sample.Periodic', 'MeterValuesSampledData'));
  }
}
