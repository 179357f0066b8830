import type { PreHandler } from '../../platform/http/pre-handler';
import type { ModuleContext } from '../../platform/module-context';
import type { MeterSample } from '../meters';
import type { TagAuthorizationService } from '../ocpp-tags';
import { GroupCommit } from '../../platform/db/group-commit';
import {
  recordRejectedAuthorizations,
  type RejectedAuthorization,
} from './rejected-authorizations';
import { SuspectMessagesRepository } from './suspect-messages.repository';
import { transactionBatches } from './transaction-batches';
import { registerTransactionIdleRoutes } from './transaction-idle.routes';
import type { TransactionHooks, TransactionLifecycle } from './transaction-lifecycle';
import { registerTransactionListRoutes } from './transaction-list.routes';
import { registerTransactionPaymentRoutes } from './transaction-payments.routes';
import { registerTransactionReportRoutes } from './transaction-reports.routes';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';
import type { StopPricer } from './stop-pricing';

/** Told that stations' counters may have changed (the realtime feed). */
export interface StationChangeListener {
  stationsChanged(chargeBoxPks: readonly number[], reason: string): void;
}

export interface TransactionsModuleDeps {
  tagAuthorization: TagAuthorizationService;
  writeSamples: (samples: MeterSample[]) => Promise<void>;
  live: StationChangeListener;
  /** Other modules' listeners of committed starts and stops, in the order they run. */
  hooks: readonly TransactionHooks[];
  /** Told of transactions paid from the screens (wallet payments), e.g. to invoice them. */
  onPaid: (transactionPks: readonly number[]) => void;
  countReport: PreHandler;
  /**
   * Prices stops by a pricing profile (the pricing module), and running recharges with now as
   * the stop (their estimate); else the station's fixed prices.
   */
  pricer?: StopPricer;
}

/**
 * Transactions: the lifecycle the OCPP handlers call (authorize, start, meter values, stop)
 * with its batched writes, and the transaction screens.
 */
export function transactionsModule(
  ctx: ModuleContext,
  deps: TransactionsModuleDeps,
): { lifecycle: TransactionLifecycle } {
  const { http, db, config, batches } = ctx;
  const repository = new TransactionsRepository(db);
  // The realtime feed hears of starts and stops like any other listener, and first.
  const live: TransactionHooks = {
    started: (batch) =>
      deps.live.stationsChanged(
        batch.map((s) => s.request.chargeBoxPk),
        'TransactionStarted',
      ),
    stopped: (batch) =>
      deps.live.stationsChanged(
        batch.map((s) => s.request.chargeBoxPk),
        'TransactionEnded',
      ),
  };
  const { starts, stops } = transactionBatches(db, repository, {
    concurrency: batches.concurrency,
    shortRechargeSeconds: config.ocpp.shortRechargeSeconds,
    hooks: [live, ...deps.hooks],
    onHookError: (error) => http.log.error({ err: error }, 'transaction hook failed'),
    pricer: deps.pricer,
  });
  batches.add(starts);
  batches.add(stops);
  const rejections = batches.add(
    // The realtime feed finds the stored events on its next look (they change no counter).
    new GroupCommit<RejectedAuthorization>((batch) => recordRejectedAuthorizations(db, batch), {
      concurrency: batches.concurrency,
    }),
  );
  const lifecycle = new TransactionsService({
    transactions: repository,
    writes: {
      start: (start) => starts.one(start),
      stop: (stop) => stops.one(stop),
      rejected: (rejection) => rejections.one(rejection),
    },
    suspects: new SuspectMessagesRepository(db),
    tagAuthorization: deps.tagAuthorization,
    writeSamples: deps.writeSamples,
  });

  const guards = { authenticate: ctx.authenticate, requireRoute: ctx.requireRoute };
  registerTransactionListRoutes(http, {
    db,
    authenticate: ctx.authenticate,
    pricer: deps.pricer,
  });
  registerTransactionPaymentRoutes(http, { db, ...guards, onPaid: deps.onPaid });
  registerTransactionIdleRoutes(http, { db, ...guards });
  registerTransactionReportRoutes(http, { db, ...guards, countReport: deps.countReport });
  return { lifecycle };
}
