import type { Database } from '../../platform/db/database';
import { GroupCommit } from '../../platform/db/group-commit';
import { startAuthorized, type AuthorizedStart, type StartRequest } from './authorized-starts';
import type { StopPricer } from './stop-pricing';
import { tellHooks, type TransactionHooks } from './transaction-lifecycle';
import type {
  StoppedTransaction,
  TransactionStop,
  TransactionsRepository,
} from './transactions.repository';

export interface TransactionBatchOptions {
  concurrency: number;
  shortRechargeSeconds: number;
  /** Listeners of committed starts and stops; read when a batch commits, so added later is fine. */
  hooks: readonly TransactionHooks[];
  onHookError: (error: unknown) => void;
  /** Prices the stops a pricing profile settles, before the stop statement stores them. */
  pricer?: StopPricer;
}

/**
 * The write path of StartTransaction and StopTransaction: each is one statement per batch
 * (group commit), and the hooks hear of a batch once it is stored.
 */
export function transactionBatches(
  db: Database,
  repository: TransactionsRepository,
  options: TransactionBatchOptions,
) {
  const { concurrency, hooks, onHookError } = options;
  const starts = new GroupCommit<StartRequest, AuthorizedStart>(
    async (batch) => {
      const results = await startAuthorized(db, batch);
      if (hooks.length > 0) {
        const committed = batch.map((request, i) => ({ request, result: results[i]! }));
        tellHooks(hooks, 'started', committed, onHookError);
      }
      return results;
    },
    { concurrency },
  );
  const stops = new GroupCommit<TransactionStop, StoppedTransaction | undefined>(
    async (batch) => {
      const priced = options.pricer ? await options.pricer.price(batch) : [];
      const results = await repository.stopMany(batch, options.shortRechargeSeconds, priced);
      if (hooks.length > 0) {
        const committed = batch.map((request, i) => ({ request, ended: results[i] }));
        tellHooks(hooks, 'stopped', committed, onHookError);
      }
      return results;
    },
    { concurrency },
  );
  return { starts, stops };
}
