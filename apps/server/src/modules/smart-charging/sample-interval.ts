import { SMART_CHARGING_RULES as RULES } from '@chargedeck/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { StationConfigurator } from './station-config';

const KEY = 'MeterValueSampleInterval';
/** A station that did not take the interval is asked again after this long (or its next boot). */
const RETRY_MS = 60_000;

/** A station of a site, as the balancer reads it. */
interface SiteStation {
  charge_box_id: string;
  booted_at: Date | null;
}

interface Kept {
  tenantPk: number;
  /** The boot (ms) it was asked for. */
  bootedAt: number | null;
  /** It accepted the short interval. */
  set: boolean;
  retryAt: number;
  /** Its value before, to give back when the site stops; null when unknown. */
  previous: string | null;
}

const timeOf = (at: Date | null) => (at ? new Date(at).getTime() : null);

/**
 * The stations of an active smart-charging site report their draw every few seconds
 * (`MeterValueSampleInterval`, asked again after each boot); when the site stops or a station
 * leaves it, the station gets back the value it had (docs/smart-charging.md).
 */
export class SampleIntervals {
  private readonly stations = new Map<string, Kept>();
  private readonly groups = new Map<number, Set<string>>();
  private readonly queue = new Map<string, Promise<void>>();

  constructor(
    private readonly config: StationConfigurator,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The site is active: every one of its stations samples at the short interval. */
  keep(groupPk: number, tenantPk: number, stations: readonly SiteStation[]): void {
    const ids = new Set(stations.map((s) => s.charge_box_id));
    for (const id of this.groups.get(groupPk) ?? []) if (!ids.has(id)) this.giveBack(id);
    this.groups.set(groupPk, ids);
    const seen = new Set<string>();
    for (const s of stations) {
      if (seen.has(s.charge_box_id)) continue;
      seen.add(s.charge_box_id);
      this.shorten(tenantPk, s.charge_box_id, timeOf(s.booted_at));
    }
  }

  /** The site is not active (off, or out of its dates): its stations get their value back. */
  restore(groupPk: number): void {
    for (const id of this.groups.get(groupPk) ?? []) this.giveBack(id);
    this.groups.delete(groupPk);
  }

  /** Another node plans: what this one remembers may be stale when it leads again. */
  clear(): void {
    this.stations.clear();
    this.groups.clear();
  }

  async settled(): Promise<void> {
    while (this.queue.size > 0) await Promise.all(this.queue.values());
  }

  private shorten(tenantPk: number, id: string, bootedAt: number | null) {
    const kept = this.stations.get(id);
    if (this.queue.has(id)) return;
    if (kept?.bootedAt === bootedAt && (kept.set || this.now() < kept.retryAt)) return;
    this.run(id, async () => {
      const value = String(RULES.sampleIntervalS);
      const before = kept?.previous ?? (await this.config.read(tenantPk, id, KEY));
      const set = await this.config.change(tenantPk, id, KEY, value);
      const previous = before === value ? null : before;
      this.stations.set(id, { tenantPk, bootedAt, set, retryAt: this.now() + RETRY_MS, previous });
    });
  }

  private giveBack(id: string) {
    this.run(id, async () => {
      const kept = this.stations.get(id);
      this.stations.delete(id);
      if (kept?.set && kept.previous !== null)
        await this.config.change(kept.tenantPk, id, KEY, kept.previous);
    });
  }

  /** One change at a time per station, in order. */
  private run(id: string, work: () => Promise<void>) {
    const next: Promise<void> = (this.queue.get(id) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.log.error({ error: String(error), id }, 'sample interval'))
      .finally(() => {
        if (this.queue.get(id) === next) this.queue.delete(id);
      });
    this.queue.set(id, next);
  }
}
