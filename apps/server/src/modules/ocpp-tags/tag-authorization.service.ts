import type { IdTagInfo } from '@chargedeck/shared/ocpp16';
import type {
  ExcludedStart,
  FactsRequest,
  TagAuthorizationFacts,
  TagsRepository,
} from './tags.repository';

/** Looks up the facts of one decision; the gateway batches these lookups. */
export type FactsLookup = (request: FactsRequest) => Promise<TagAuthorizationFacts | undefined>;

export interface TagDecision extends IdTagInfo {
  ocppTagPk: number | null;
}

export interface StationRef {
  chargeBoxPk: number;
  tenantPk: number;
}

/**
 * The Authorize rules: the tag exists in the station's network (another network's card is unknown
 * there), is active, not blocked, not expired, its parent tag likewise, it is under its
 * concurrent-use limit, and on a private station its owner is bound to the station. An unknown
 * tag is recorded for the operator.
 */
export class TagAuthorizationService {
  private readonly lookup: FactsLookup;

  constructor(
    private readonly tags: TagsRepository,
    lookup?: FactsLookup,
  ) {
    this.lookup = lookup ?? (async (request) => (await tags.authorizationFacts([request]))[0]);
  }

  async authorize(
    station: StationRef,
    idTag: string,
    options: { countConcurrentUse: boolean; excluded?: ExcludedStart; now?: Date },
  ): Promise<TagDecision> {
    const facts = await this.lookup({ idTag, station, excluded: options.excluded });
    return this.decideOn(facts, station, idTag, options);
  }

  /** The decision on facts already read (a batch of starts reads them with its writes). */
  async decideOn(
    facts: TagAuthorizationFacts | undefined,
    station: StationRef,
    idTag: string,
    options: { countConcurrentUse: boolean; now?: Date },
  ): Promise<TagDecision> {
    if (!facts) {
      await this.tags.recordUnknown(idTag, station);
      return { status: 'Invalid', ocppTagPk: null };
    }
    return decide(facts, options.countConcurrentUse, options.now ?? new Date());
  }
}

function decide(facts: TagAuthorizationFacts, countConcurrentUse: boolean, now: Date): TagDecision {
  const base = {
    ocppTagPk: facts.ocpp_tag_pk,
    ...(facts.expiry_date ? { expiryDate: facts.expiry_date.toISOString() } : {}),
    ...(facts.parent_id_tag ? { parentIdTag: facts.parent_id_tag } : {}),
  };
  const expired = (date: Date | null) => date !== null && date.getTime() <= now.getTime();
  if (facts.blocked || facts.parent_blocked) return { ...base, status: 'Blocked' };
  if (facts.inactive || facts.parent_inactive) return { ...base, status: 'Invalid' };
  if (expired(facts.expiry_date) || expired(facts.parent_expiry_date)) {
    return { ...base, status: 'Expired' };
  }
  if (facts.private_station && !facts.bound_to_station) return { ...base, status: 'Invalid' };
  const limit = facts.max_active_transaction_count;
  if (countConcurrentUse && limit !== null && facts.active_transactions >= limit) {
    return { ...base, status: 'ConcurrentTx' };
  }
  return { ...base, status: 'Accepted' };
}
