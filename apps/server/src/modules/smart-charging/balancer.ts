import { planCurrents, type Plan, type PlanConnector } from '@chargedeck/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BalancerRepository, SiteConnectorRow } from './balancer.repository';
import type { ProfileOrder } from './profile-sender';
import type { SampleIntervals } from './sample-interval';
import { groupEventsOf, type GroupEventRow } from './group-events';
import {
  breakerOf,
  connectorKey,
  measuredOf,
  planConnectorOf,
  type ConnectorMemory,
} from './site-plan';

export interface BalancerDeps {
  repository: BalancerRepository;
  /** Sends one limit; resolves true when the station accepted it. */
  send: (order: ProfileOrder) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** The stations' sample interval, short while their site is active. */
  intervals?: Pick<SampleIntervals, 'keep' | 'restore'>;
  now?: () => number;
}

/**
 * The load balancer (docs/smart-charging.md): plans a configuration again on every meter
 * reading, start, stop, status change and setup change, one plan at a time per configuration
 * (a trigger during a plan runs one more), and sends the changed limits as profiles.
 */
export class SmartChargingBalancer {
  private readonly memory = new Map<string, ConnectorMemory>();
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

  /** Plans of every configuration and the profiles they sent have ended. */
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
    const { repository } = this.deps;
    const site = await repository.site(groupPk);
    if (!site?.active) return this.deps.intervals?.restore(groupPk);
    const rows = await repository.connectors(groupPk);
    this.deps.intervals?.keep(groupPk, site.tenant_pk, rows);
    const now = this.now();
    const connectors = rows.map((r) => planConnectorOf(r, this.memory.get(connectorKey(r)), now));
    const plan = planCurrents({ ...breakerOf(site), measured: measuredOf(site), connectors, now });
    const wasFallback = this.fallback.get(groupPk) ?? false;
    this.fallback.set(groupPk, plan.fallback);
    this.remember(plan, connectors, now);
    await repository.addEvents(groupEventsOf(groupPk, plan, rows, connectors, wasFallback));
    for (const planned of plan.connectors) {
      if (!planned.send) continue;
      const i = plan.connectors.indexOf(planned);
      this.dispatch(site.tenant_pk, rows[i]!, connectors[i]!, planned.limitA);
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

  /** Sends a limit; a refused or failed one is forgotten, so a later plan sends it again. */
  private dispatch(tenantPk: number, row: SiteConnectorRow, c: PlanConnector, limitA: number) {
    const order = {
      tenantPk,
      chargeBoxId: row.charge_box_id,
      connectorId: row.connector_id,
      limitA,
      phases: c.phases.length,
    };
    const sent = this.deps
      .send(order)
      .catch(() => false)
      .then((accepted) => {
        const memory = this.memory.get(c.key);
        if (!accepted && memory?.limitA === limitA) memory.limitA = null;
      })
      .finally(() => this.sends.delete(sent));
    this.sends.add(sent);
  }
}
