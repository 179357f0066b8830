import { planCurrents, type Plan, type PlanConnector } from '@chargedeck/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BalancerRepository, SiteConnectorRow } from './balancer.repository';
import type { ClearOrder, ProfileOrder } from './profile-sender';
import { clearedEventsOf, groupEventsOf, type GroupEventRow } from './group-events';
import { leftOf, plannedOf, type PlannedConnector, type PlannedSite } from './planned-sites';
import type { SampleIntervals } from './sample-interval';
import {
  breakerOf,
  connectorKey,
  measuredOf,
  planConnectorOf,
  type ConnectorMemory,
} from './site-plan';

/** A command's answer: false when it failed. */
const answerOf = <T>(command: Promise<T>) => command.catch(() => false as const);

/** What the balancer tells stations; each resolves true when the station accepted it. */
export interface BalancerCommands {
  setLimit(order: ProfileOrder): Promise<boolean>;
  clearLimit(order: ClearOrder): Promise<boolean>;
}

export interface BalancerDeps {
  repository: Pick<BalancerRepository, 'site' | 'connectors' | 'addEvents'>;
  commands: BalancerCommands;
  log: FastifyBaseLogger;
  /** The stations' sample interval, short while their site is active. */
  intervals?: Pick<SampleIntervals, 'keep' | 'restore' | 'clear'>;
  now?: () => number;
  /**
   * Several nodes: only the node that leads the scheduled jobs plans (its memory of the limits
   * sent is the stations' truth); absent on one node, which always plans.
   */
  leader?: { readonly isLeader: boolean };
}

/**
 * The load balancer (docs/smart-charging.md): plans a configuration again on every meter
 * reading, start, stop, status change and setup change, one plan at a time per configuration
 * (a trigger during a plan runs one more), and sends the changed limits as profiles. When a
 * site it planned stops being active, it takes the limits away.
 */
export class SmartChargingBalancer {
  private readonly memory = new Map<string, ConnectorMemory>();
  private readonly sites = new Map<number, PlannedSite>();
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly fallback = new Map<number, boolean>();
  private readonly sends = new Set<Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly deps: BalancerDeps) {
    this.now = deps.now ?? Date.now;
  }

  replan(groupPks: readonly number[]): void {
    for (const groupPk of new Set(groupPks)) {
      if (this.running.has(groupPk)) {
        this.again.add(groupPk);
        continue;
      }
      const run = this.planLoop(groupPk).finally(() => this.running.delete(groupPk));
      this.running.set(groupPk, run);
    }
  }

  /** The configurations planned while active: a tick looks at them too, to see them end. */
  plannedGroups(): number[] {
    return [...this.sites.keys()];
  }

  /** Plans of every configuration and the commands they sent have ended. */
  async settled(): Promise<void> {
    while (this.running.size > 0 || this.sends.size > 0) {
      await Promise.all([...this.running.values(), ...this.sends]);
    }
  }

  async record(rows: readonly GroupEventRow[]) {
    await this.deps.repository.addEvents(rows);
  }

  private async planLoop(groupPk: number) {
    do {
      this.again.delete(groupPk);
      try {
        await this.planOnce(groupPk);
      } catch (error) {
        this.deps.log.error({ error: String(error), groupPk }, 'smart-charging plan failed');
      }
    } while (this.again.has(groupPk));
  }

  private async planOnce(groupPk: number) {
    if (this.deps.leader && !this.deps.leader.isLeader) return this.forget();
    const { repository } = this.deps;
    const site = await repository.site(groupPk);
    if (!site?.active) return this.release(groupPk, site !== undefined);
    const rows = await repository.connectors(groupPk);
    const now = this.now();
    const left = this.clearLimits(site.tenant_pk, leftOf(this.sites.get(groupPk), rows));
    this.sites.set(groupPk, { tenantPk: site.tenant_pk, connectors: rows.map(plannedOf) });
    this.deps.intervals?.keep(groupPk, site.tenant_pk, rows);
    const connectors = rows.map((r) => planConnectorOf(r, this.memory.get(connectorKey(r)), now));
    const plan = planCurrents({ ...breakerOf(site), measured: measuredOf(site), connectors, now });
    const wasFallback = this.fallback.get(groupPk) ?? false;
    this.fallback.set(groupPk, plan.fallback);
    this.remember(plan, connectors, now);
    const limits = Object.fromEntries(plan.connectors.map((c) => [c.key, c.limitA]));
    this.deps.log.debug({ groupPk, limits }, 'smart-charging site planned');
    await repository.addEvents([
      ...clearedEventsOf(groupPk, left, false),
      ...groupEventsOf(groupPk, plan, rows, connectors, wasFallback),
    ]);
    for (const planned of plan.connectors) {
      if (!planned.send) continue;
      const i = plan.connectors.indexOf(planned);
      this.dispatchLimit(site.tenant_pk, rows[i]!, connectors[i]!, planned.limitA);
    }
  }

  private remember(plan: Plan, connectors: readonly PlanConnector[], now: number) {
    plan.connectors.forEach((planned, i) => {
      const before = this.memory.get(planned.key);
      this.memory.set(planned.key, {
        limitA: planned.limitA,
        changedAt: planned.send ? now : (before?.changedAt ?? null),
        since: planned.since,
        charging: connectors[i]!.charging,
      });
    });
  }

  /**
   * A site planned before is no longer active (turned off, its dates ended) or gone: its
   * connectors' limits are taken away, and its end recorded while the configuration exists.
   */
  private async release(groupPk: number, exists: boolean) {
    this.deps.intervals?.restore(groupPk);
    const planned = this.sites.get(groupPk);
    if (!planned) return;
    this.sites.delete(groupPk);
    this.fallback.delete(groupPk);
    const cleared = this.clearLimits(planned.tenantPk, planned.connectors);
    if (exists) await this.deps.repository.addEvents(clearedEventsOf(groupPk, cleared, true));
  }

  /** Takes away the limits sent to these connectors; answers those that had one. */
  private clearLimits(tenantPk: number, connectors: readonly PlannedConnector[]) {
    const cleared = [];
    for (const c of connectors) {
      const memory = this.memory.get(c.key);
      this.memory.delete(c.key);
      if (!memory || memory.changedAt === null) continue;
      cleared.push({ ...c, limitA: memory.limitA });
      const order = { tenantPk, chargeBoxId: c.chargeBoxId, connectorId: c.connectorId };
      this.track(this.deps.commands.clearLimit(order));
    }
    return cleared;
  }

  /** Sends a limit; a refused or failed one is forgotten, so a later plan sends it again. */
  private dispatchLimit(tenantPk: number, row: SiteConnectorRow, c: PlanConnector, limitA: number) {
    const order = {
      tenantPk,
      chargeBoxId: row.charge_box_id,
      connectorId: row.connector_id,
      limitA,
      phases: c.phases.length,
    };
    this.track(
      answerOf(this.deps.commands.setLimit(order)).then((accepted) => {
        const memory = this.memory.get(c.key);
        if (!accepted && memory?.limitA === limitA) memory.limitA = null;
      }),
    );
  }

  private track(command: Promise<unknown>) {
    const sent = answerOf(command).finally(() => this.sends.delete(sent));
    this.sends.add(sent);
  }

  /** Another node plans: what this one remembers may be stale when it leads again. */
  private forget() {
    this.memory.clear();
    this.sites.clear();
    this.fallback.clear();
    this.deps.intervals?.clear();
  }
}
