import type { StationResponse, StopReason } from '@chargedeck/shared/ocpp16';
import type { Cancel } from '../time/scheduler';
import { isAborted } from '../time/timer-group';
import type { StationConnection } from './connection';
import type { StationState } from './events';
import type { Metering } from './metering';
import type { StationContext } from './station-context';
import { reportAllStatuses } from './status-reporter';
import type { Transactions } from './transactions';

export interface LifecycleSettings {
  heartbeatIntervalSec?: number;
  rebootDelaySec: number;
  /** Come back by itself after the server or the network dropped the socket. */
  reconnect: boolean;
}

const MAX_BACKOFF_MS = 30_000;

/** Power, connection and registration: boot, heartbeat, drops, reconnects and reboots. */
export class Lifecycle {
  state: StationState = 'stopped';
  private booted = false;
  private poweredOff = false;
  private attempt = 0;
  private heartbeat: Cancel | undefined;
  private retry: Cancel | undefined;
  private pending: Promise<void> | undefined;
  private readonly bootHooks: (() => void)[] = [];

  constructor(
    private readonly ctx: StationContext,
    private readonly connection: StationConnection,
    private readonly metering: Metering,
    private readonly transactions: Transactions,
    private readonly settings: LifecycleSettings,
  ) {}

  onBooted(hook: () => void): void {
    this.bootHooks.push(hook);
  }

  /** Opens the socket (and boots when not registered yet); one attempt, shared by callers. */
  connect(): Promise<void> {
    if (this.state === 'online') return Promise.resolve();
    this.ctx.timers.resume();
    this.pending ??= this.attemptConnection().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** Keeps trying with exponential backoff (real time, with jitter) until online or stopped. */
  connectInBackground(): void {
    if (this.state === 'online' || this.retry) return;
    this.ctx.timers.resume();
    const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.attempt++);
    const wait = backoff * (0.75 + this.ctx.random() * 0.5);
    this.retry = this.ctx.timers.afterReal(wait, () => {
      this.retry = undefined;
      this.connect().catch((error: unknown) => {
        if (this.state === 'stopped' || isAborted(error)) return;
        this.ctx.log.debug('reconnect failed', {
          chargeBoxId: this.ctx.chargeBoxId,
          error: String(error),
        });
        this.connectInBackground();
      });
    });
  }

  /** The socket went away without us closing it. */
  onDropped(code: number | undefined, reason: string): void {
    if (this.state === 'stopped' || this.state === 'rebooting') return;
    this.ctx.log.info('connection lost', { chargeBoxId: this.ctx.chargeBoxId, code, reason });
    this.goOffline();
    if (this.settings.reconnect) this.connectInBackground();
  }

  /** Simulated network loss; comes back after `offlineSec` (simulated) when given. */
  cut(offlineSec?: number): void {
    this.connection.cut();
    this.goOffline();
    if (offlineSec !== undefined)
      this.ctx.timers.after(offlineSec * 1000, () => this.connectInBackground());
  }

  async stop(): Promise<void> {
    this.setState('stopped');
    this.halt();
    this.ctx.timers.suspend();
    this.poweredOff = true;
    await this.connection.close();
  }

  /** Reset or firmware installation: end sessions, close, wait, boot again. */
  async reboot(reason: StopReason): Promise<void> {
    // Sessions end (and their StopTransaction goes out) before the station goes down.
    for (const connector of this.ctx.connectors)
      if (connector.transaction) await this.transactions.stop(connector, reason);
    await this.ctx.queue.drained();
    this.setState('rebooting');
    this.halt();
    await this.connection.close('Rebooting');
    this.booted = false;
    try {
      await this.ctx.timers.delay(this.settings.rebootDelaySec * 1000);
      await this.connect();
    } catch (error) {
      if (isAborted(error)) return;
      this.ctx.log.warn('reboot: cannot reconnect', { chargeBoxId: this.ctx.chargeBoxId });
      this.connectInBackground();
    }
  }

  /** BootNotification (also on TriggerMessage); an accepted interval becomes the heartbeat. */
  async sendBootNotification(): Promise<StationResponse<'BootNotification'>> {
    const { identity } = this.ctx;
    const response = await this.connection.call('BootNotification', {
      chargePointVendor: identity.vendor,
      chargePointModel: identity.model,
      chargePointSerialNumber: identity.serialNumber,
      chargeBoxSerialNumber: identity.serialNumber,
      firmwareVersion: identity.firmwareVersion,
      meterType: identity.meterType,
    });
    this.ctx.events.emit('booted', { status: response.status, interval: response.interval });
    if (response.status === 'Accepted') {
      const interval = this.settings.heartbeatIntervalSec ?? response.interval;
      if (interval > 0) this.ctx.config.set('HeartbeatInterval', String(interval));
    }
    return response;
  }

  restartHeartbeat(): void {
    this.heartbeat?.();
    const intervalMs = this.ctx.config.int('HeartbeatInterval') * 1000;
    // A little jitter on the first beat keeps a fleet's heartbeats from arriving in bursts.
    const first = intervalMs * (0.8 + 0.2 * this.ctx.random());
    this.heartbeat =
      intervalMs > 0
        ? this.ctx.timers.every(intervalMs, () => void this.ctx.notify('Heartbeat', {}), first)
        : undefined;
  }

  private async attemptConnection(): Promise<void> {
    const from = this.state;
    this.setState('connecting');
    if (this.poweredOff) await this.endSessionsLostWithPower();
    const booting = !this.booted;
    try {
      await this.connection.open();
      if (booting) await this.boot();
    } catch (error) {
      if (this.state === 'connecting' || this.state === 'booting')
        this.setState(from === 'stopped' ? 'stopped' : 'offline');
      this.connection.cut();
      throw error;
    }
    this.attempt = 0;
    this.retry?.();
    this.retry = undefined;
    this.setState('online');
    this.restartHeartbeat();
    this.metering.startAligned();
    await reportAllStatuses(this.ctx);
    this.ctx.queue.resume();
    if (booting) for (const hook of this.bootHooks) hook();
  }

  private async boot(): Promise<void> {
    this.setState('booting');
    for (;;) {
      const { status, interval } = await this.sendBootNotification();
      if (status === 'Accepted') break;
      // Pending or Rejected: the server says when to ask again.
      await this.ctx.timers.delay((interval > 0 ? interval : 60) * 1000);
    }
    this.booted = true;
  }

  /** Sessions interrupted by stop() end with PowerLoss when the station powers up again. */
  private async endSessionsLostWithPower(): Promise<void> {
    this.poweredOff = false;
    this.booted = false;
    for (const connector of this.ctx.connectors)
      if (connector.transaction) await this.transactions.stop(connector, 'PowerLoss');
  }

  private goOffline(): void {
    if (this.state !== 'stopped') this.setState('offline');
    this.heartbeat?.();
    this.heartbeat = undefined;
  }

  /** Stops all of this station's timers; registers stop counting energy. */
  private halt(): void {
    this.metering.refresh();
    for (const connector of this.ctx.connectors) connector.powerW = 0;
    this.metering.halt();
    this.ctx.queue.halt();
    this.heartbeat = undefined;
    this.retry = undefined;
    this.ctx.timers.cancelAll();
  }

  private setState(state: StationState): void {
    if (this.state === state) return;
    this.state = state;
    this.ctx.events.emit('state', state);
  }
}
