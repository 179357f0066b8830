import type { StationLiveRepository, StationTopicFacts } from './station-live.repository';

const TTL_MS = 60_000;

/** Station → tenant topics, remembered for a minute so a burst of statuses costs one lookup. */
export class StationFactsCache {
  private readonly entries = new Map<number, { facts: StationTopicFacts; at: number }>();

  constructor(private readonly repository: StationLiveRepository) {}

  async get(chargeBoxPks: Iterable<number>): Promise<Map<number, StationTopicFacts>> {
    const now = Date.now();
    const found = new Map<number, StationTopicFacts>();
    const missing: number[] = [];
    for (const pk of new Set(chargeBoxPks)) {
      const entry = this.entries.get(pk);
      if (entry && now - entry.at < TTL_MS) found.set(pk, entry.facts);
      else missing.push(pk);
    }
    if (missing.length > 0) {
      for (const facts of await this.repository.stations(missing)) {
        this.entries.set(facts.chargeBoxPk, { facts, at: now });
        found.set(facts.chargeBoxPk, facts);
      }
      if (this.entries.size > 50_000) this.entries.clear();
    }
    return found;
  }
}
