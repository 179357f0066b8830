import { BENCH_KEY } from './bench-protocol';
import { BenchSocket } from './bench-socket';
import { LatencyHistogram } from './latency-histogram';

/** One cycle of a charging station's day: heartbeat, status changes and a metered transaction. */
const CYCLE = [
  'Heartbeat',
  'Preparing',
  'StartTransaction',
  'Charging',
  'MeterValues',
  'MeterValues',
  'MeterValues',
  'MeterValues',
  'MeterValues',
  'StopTransaction',
  'Available',
] as const;
const SAMPLES_PER_METER_VALUE = 4;

export interface CallTally {
  histogram: LatencyHistogram;
  /** The same latencies by step of the cycle (a status change is named after its status). */
  byStep: Map<string, LatencyHistogram>;
  calls: number;
  errors: number;
  meterValuesAcked: number;
  measuring: boolean;
}

/** A simulated station on a plain OCPP-J socket: one call at a time, strictly increasing timestamps. */
export class BenchStation {
  private readonly client: BenchSocket;
  private step = 0;
  private transactionId = 0;
  private meter = 0;
  private lastTime = 0;
  busy = false;
  /** Where `connect` is: the step a failure of a reconnection storm is counted under. */
  stage: 'connect' | 'boot' | 'status' | 'start' = 'connect';
  /** When the WebSocket opened (epoch ms), 0 before. */
  openedAt = 0;

  constructor(
    endpoint: string,
    readonly id: string,
    private readonly idTag: string,
    key = BENCH_KEY,
  ) {
    this.client = new BenchSocket(endpoint, id, key, 60_000);
  }

  /**
   * Connects and boots. Stations begin at different points of the cycle (`offset`), so the
   * measured mix is the steady one from the first second; one that begins inside a transaction
   * starts it here, before the measurement.
   */
  async connect(offset = 0): Promise<number> {
    this.stage = 'connect';
    await this.client.connect();
    this.openedAt = Date.now();
    this.stage = 'boot';
    const pending = await this.boot();
    this.stage = 'status';
    await this.status('Available');
    this.stage = 'start';
    this.step = offset % CYCLE.length;
    const start = CYCLE.indexOf('StartTransaction');
    if (this.step > start && this.step <= CYCLE.indexOf('StopTransaction')) {
      await this.perform('StartTransaction');
    }
    return pending;
  }

  /** BootNotification until Accepted, waiting the interval a Pending answer gives (OCPP 1.6). */
  async boot(): Promise<number> {
    let pending = 0;
    for (;;) {
      const answer = (await this.client.call('BootNotification', {
        chargePointVendor: 'Bench',
        chargePointModel: 'B-1',
      })) as { status: string; interval: number };
      if (answer.status === 'Accepted') return pending;
      pending += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, answer.interval) * 1000));
    }
  }

  /** The next call of the cycle; its latency and outcome go to the tally while measuring. */
  async next(tally: CallTally): Promise<void> {
    this.busy = true;
    const action = CYCLE[this.step % CYCLE.length] ?? 'Heartbeat';
    this.step += 1;
    const started = performance.now();
    try {
      const samples = await this.perform(action);
      if (tally.measuring) {
        const ms = performance.now() - started;
        tally.histogram.record(ms);
        const step = tally.byStep.get(action) ?? new LatencyHistogram();
        step.record(ms);
        tally.byStep.set(action, step);
        tally.calls += 1;
        tally.meterValuesAcked += samples;
      }
    } catch {
      if (tally.measuring) tally.errors += 1;
    } finally {
      this.busy = false;
    }
  }

  close(): void {
    this.client.close();
  }

  private time(): string {
    this.lastTime = Math.max(Date.now(), this.lastTime + 1);
    return new Date(this.lastTime).toISOString();
  }

  private status(status: string) {
    return this.client.call('StatusNotification', { connectorId: 1, errorCode: 'NoError', status });
  }

  private async perform(action: (typeof CYCLE)[number]): Promise<number> {
    switch (action) {
      case 'Heartbeat':
        await this.client.call('Heartbeat', {});
        return 0;
      case 'Preparing':
      case 'Charging':
      case 'Available':
        await this.status(action);
        return 0;
      case 'StartTransaction': {
        const answer = (await this.client.call('StartTransaction', {
          connectorId: 1,
          idTag: this.idTag,
          meterStart: this.meter,
          timestamp: this.time(),
        })) as { transactionId: number };
        this.transactionId = answer.transactionId;
        return 0;
      }
      case 'MeterValues': {
        this.meter += 250;
        await this.client.call('MeterValues', {
          connectorId: 1,
          transactionId: this.transactionId,
          meterValue: [
            {
              timestamp: this.time(),
              sampledValue: [
                {
                  value: String(this.meter),
                  measurand: 'Energy.Active.Import.Register',
                  unit: 'Wh',
                },
                { value: '7.4', measurand: 'Power.Active.Import', unit: 'kW' },
                { value: '32.1', measurand: 'Current.Import', unit: 'A' },
                { value: '230.0', measurand: 'Voltage', unit: 'V' },
              ],
            },
          ],
        });
        return SAMPLES_PER_METER_VALUE;
      }
      case 'StopTransaction':
        await this.client.call('StopTransaction', {
          transactionId: this.transactionId,
          meterStop: this.meter,
          timestamp: this.time(),
          reason: 'Local',
        });
        return 0;
    }
  }
}
