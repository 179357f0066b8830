import type { Connector } from '../station/connector';
import type { SimulatedStation } from '../station/station';
import type { TimerGroup } from '../time/timer-group';

/** How drivers use the connectors: simulated seconds idle between sessions and charging. */
export interface SessionPlan {
  idleSec: readonly [number, number];
  chargeSec: readonly [number, number];
}

export const DEFAULT_SESSION_PLAN: SessionPlan = { idleSec: [30, 600], chargeSec: [600, 3600] };

/**
 * Drivers arriving at one station's connectors: plug in, badge a tag, charge a while, leave.
 * Runs on the fleet's timers (not the station's), so it carries on across station reboots;
 * sessions the server started (RemoteStartTransaction) are ended by a driver leaving too.
 */
export class SessionDriver {
  constructor(
    private readonly station: SimulatedStation,
    private readonly plan: SessionPlan,
    private readonly idTags: readonly string[],
    private readonly timers: TimerGroup,
    private readonly random: () => number,
  ) {}

  start(): void {
    for (const connector of this.station.ctx.connectors) this.idle(connector, true);
  }

  private pick([min, max]: readonly [number, number]): number {
    return (min + this.random() * (max - min)) * 1000;
  }

  private idle(connector: Connector, first = false): void {
    // The first arrival anywhere in the idle window spreads a fleet's sessions out.
    const wait = first ? this.random() * this.plan.idleSec[1] * 1000 : this.pick(this.plan.idleSec);
    this.timers.after(wait, () => void this.arrive(connector));
  }

  private async arrive(connector: Connector): Promise<void> {
    try {
      if (this.station.state === 'stopped') return this.idle(connector);
      if (connector.transaction) return this.leaveLater(connector);
      if (!connector.isFree || connector.plugged || connector.reservation)
        return this.idle(connector);
      const idTag = this.idTags[Math.floor(this.random() * this.idTags.length)];
      const outcome = await this.station.sessions.start(connector, idTag ?? 'UNKNOWN');
      if (outcome.status === 'Accepted') this.leaveLater(connector);
      else this.idle(connector);
    } catch (error) {
      this.station.ctx.log.warn('session failed', { error: String(error) });
      this.idle(connector);
    }
  }

  private leaveLater(connector: Connector): void {
    const tx = connector.transaction;
    this.timers.after(this.pick(this.plan.chargeSec), () => void this.leave(connector, tx));
  }

  private async leave(connector: Connector, tx: Connector['transaction']): Promise<void> {
    try {
      if (tx && connector.transaction === tx) await this.station.sessions.stop(connector, 'Local');
      if (connector.plugged && !connector.transaction)
        await this.station.sessions.unplug(connector);
    } catch (error) {
      this.station.ctx.log.warn('leaving failed', { error: String(error) });
    }
    this.idle(connector);
  }
}
