import type {
  IdTagInfo,
  MeterValuesRequest,
  StartTransactionRequest,
  StopTransactionRequest,
} from '@chargedeck/shared/ocpp16';
import type { StationRef } from '../ocpp-tags';
import type { AuthorizedStart, StartRequest } from './authorized-starts';
import type { StoppedTransaction, TransactionStop } from './transactions.repository';

export interface MessageOrigin {
  messageId: string | null;
}

/**
 * The four moments of a recharge as a station reports them, in the order they come for one
 * transaction: authorize (optional), start, meter values (any number), stop. The OCPP handlers
 * call these and nothing else of the domain; docs/architecture.md, "Transaction lifecycle".
 */
export interface TransactionLifecycle {
  authorize(station: StationRef, idTag: string): Promise<IdTagInfo>;
  start(
    station: StationRef,
    request: StartTransactionRequest,
  ): Promise<{ transactionId: number; idTagInfo: IdTagInfo }>;
  meterValues(station: StationRef, request: MeterValuesRequest): Promise<void>;
  stop(
    station: StationRef,
    request: StopTransactionRequest,
    origin: MessageOrigin,
  ): Promise<{ idTagInfo?: IdTagInfo }>;
}

/** One start of a committed batch; a replayed start carries the transaction it found. */
export interface CommittedStart {
  request: StartRequest;
  result: AuthorizedStart;
}

/** One stop of a committed batch; `ended` is missing when it ended nothing (a replay, a suspect). */
export interface CommittedStop {
  request: TransactionStop;
  ended: StoppedTransaction | undefined;
}

/**
 * What another module may do on a recharge. Each hook runs once per committed batch, with the
 * whole batch, after its statement is stored and before the stations are answered: it reads
 * what it gets and schedules work (an invoice, a payment capture, a new charging profile); it
 * must not await, query per item, or throw back into the batch.
 */
export interface TransactionHooks {
  started?(batch: readonly CommittedStart[]): void;
  stopped?(batch: readonly CommittedStop[]): void;
}

/** Calls one hook of each listener; a listener's failure never fails a stored batch. */
export function tellHooks<K extends keyof TransactionHooks>(
  hooks: readonly TransactionHooks[],
  moment: K,
  batch: Parameters<NonNullable<TransactionHooks[K]>>[0],
  onError: (error: unknown) => void,
): void {
  for (const hook of hooks) {
    const listener = hook[moment] as ((items: typeof batch) => void) | undefined;
    if (!listener) continue;
    try {
      listener.call(hook, batch);
    } catch (error) {
      onError(error);
    }
  }
}
