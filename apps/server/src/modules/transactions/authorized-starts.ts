import type { Database } from '../../platform/db/database';
import {
  TagAuthorizationService,
  TagsRepository,
  type StationRef,
  type TagDecision,
} from '../ocpp-tags';
import { TransactionsRepository, type TransactionStart } from './transactions.repository';

/** A StartTransaction before its card is decided on. */
export interface StartRequest extends Omit<TransactionStart, 'ocppTagPk' | 'idTagStatus'> {
  tenantPk: number;
}

export interface AuthorizedStart {
  transactionPk: number;
  created: boolean;
  decision: TagDecision;
}

/**
 * Starts of many stations: the cards' facts are read, decided on and the transactions written on
 * one held connection, so a start waits for one batch instead of a lookup and then a write. On
 * the embedded database nothing else runs in between; on PostgreSQL a transaction around them
 * would add two round trips and no isolation (each statement reads committed rows either way).
 * The facts are only read, so a failed write leaves nothing behind. Each card is counted for its
 * concurrent use without the start being written (a replay).
 */
export function startAuthorized(
  db: Database,
  batch: readonly StartRequest[],
): Promise<AuthorizedStart[]> {
  return db.connection().execute(async (session) => {
    const tags = new TagsRepository(session);
    const authorization = new TagAuthorizationService(tags);
    const stationOf = (s: StartRequest): StationRef => ({
      chargeBoxPk: s.chargeBoxPk,
      tenantPk: s.tenantPk,
    });
    const facts = await tags.authorizationFacts(
      batch.map((s) => ({
        idTag: s.idTag,
        station: stationOf(s),
        excluded: { connectorId: s.connectorId, startTimestamp: s.startTimestamp },
      })),
    );
    const decisions: TagDecision[] = [];
    for (const [i, s] of batch.entries()) {
      decisions.push(
        await authorization.decideOn(facts[i], stationOf(s), s.idTag, { countConcurrentUse: true }),
      );
    }
    const rows = await new TransactionsRepository(session).startMany(
      batch.map(({ tenantPk: _tenant, ...s }, i) => ({
        ...s,
        ocppTagPk: decisions[i]?.ocppTagPk ?? null,
        idTagStatus: decisions[i]?.status ?? 'Invalid',
      })),
    );
    return rows.map((row, i) => ({ ...row, decision: decisions[i] as TagDecision }));
  });
}
