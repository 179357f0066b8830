import type {
  IdTagInfo,
  MeterValue,
  MeterValuesRequest,
  StartTransactionRequest,
  StopTransactionRequest,
} from '@chargedeck/shared/ocpp16';
import { ocppDate } from '@chargedeck/shared/ocpp16';
import { samplesOf, type MeterSample } from '../meters';
import type { StationRef, TagAuthorizationService } from '../ocpp-tags';
import type { SuspectMessagesRepository } from './suspect-messages.repository';
import type { AuthorizedStart, StartRequest } from './authorized-starts';
import type { RejectedAuthorization } from './rejected-authorizations';
import type { MessageOrigin, TransactionLifecycle } from './transaction-lifecycle';
import type {
  StoppedTransaction,
  TransactionStop,
  TransactionsRepository,
} from './transactions.repository';

/** Writes samples durably (the gateway's group commit); resolves once they are stored. */
export type SampleWriter = (samples: MeterSample[]) => Promise<void>;

/**
 * Starts (with their card's decision) and stops one at a time as the service sees them; the
 * gateway batches them.
 */
export interface TransactionWrites {
  start(start: StartRequest): Promise<AuthorizedStart>;
  stop(stop: TransactionStop): Promise<StoppedTransaction | undefined>;
  /** A card refused at Authorize, stored as a StartRejected event before the answer. */
  rejected(rejection: RejectedAuthorization): Promise<void>;
}

export interface TransactionsDeps {
  transactions: TransactionsRepository;
  writes: TransactionWrites;
  suspects: SuspectMessagesRepository;
  tagAuthorization: TagAuthorizationService;
  writeSamples: SampleWriter;
}

/**
 * StartTransaction and StopTransaction as stations replay them after being offline: a repeated
 * start finds its transaction, an ended transaction is never reopened, and a stop that cannot
 * apply is answered and recorded as suspect.
 */
export class TransactionsService implements TransactionLifecycle {
  private readonly transactions: TransactionsRepository;
  private readonly writes: TransactionWrites;
  private readonly suspects: SuspectMessagesRepository;
  private readonly tagAuthorization: TagAuthorizationService;
  private readonly writeSamples: SampleWriter;

  constructor(deps: TransactionsDeps) {
    this.transactions = deps.transactions;
    this.writes = deps.writes;
    this.suspects = deps.suspects;
    this.tagAuthorization = deps.tagAuthorization;
    this.writeSamples = deps.writeSamples;
  }

  async authorize(station: StationRef, idTag: string): Promise<IdTagInfo> {
    const { ocppTagPk: _tag, ...idTagInfo } = await this.tagAuthorization.authorize(
      station,
      idTag,
      { countConcurrentUse: true },
    );
    if (idTagInfo.status !== 'Accepted') {
      await this.writes.rejected({
        chargeBoxPk: station.chargeBoxPk,
        idTag,
        status: idTagInfo.status,
        at: new Date(),
      });
    }
    return idTagInfo;
  }

  /** Every sampled value is kept; the answer waits for the batch that stores them. */
  async meterValues(station: StationRef, request: MeterValuesRequest): Promise<void> {
    await this.writeSamples(
      samplesOf(
        station.chargeBoxPk,
        request.connectorId,
        request.transactionId ?? null,
        request.meterValue,
      ),
    );
  }

  async start(
    station: StationRef,
    request: StartTransactionRequest,
  ): Promise<{ transactionId: number; idTagInfo: IdTagInfo }> {
    const { transactionPk, decision } = await this.writes.start({
      chargeBoxPk: station.chargeBoxPk,
      tenantPk: station.tenantPk,
      connectorId: request.connectorId,
      idTag: request.idTag,
      startTimestamp: ocppDate(request.timestamp),
      meterStart: request.meterStart,
      reservationId: request.reservationId ?? null,
    });
    const { ocppTagPk: _tag, ...idTagInfo } = decision;
    return { transactionId: transactionPk, idTagInfo };
  }

  async stop(
    station: StationRef,
    request: StopTransactionRequest,
    origin: MessageOrigin,
  ): Promise<{ idTagInfo?: IdTagInfo }> {
    // The card's answer and the stop do not depend on each other: both go with their next batch.
    const [idTagInfo, stopped] = await Promise.all([
      request.idTag ? this.idTagInfoOf(station, request.idTag) : undefined,
      request.transactionId > 0
        ? this.writes.stop({
            chargeBoxPk: station.chargeBoxPk,
            transactionPk: request.transactionId,
            stopTimestamp: ocppDate(request.timestamp),
            meterStop: request.meterStop,
            reason: request.reason ?? null,
            idTag: request.idTag ?? null,
          })
        : undefined,
    ]);
    const answer = idTagInfo ? { idTagInfo } : {};
    if (stopped) {
      await this.storeTransactionData(station, stopped.connector_id, request);
      return answer;
    }
    const reason = await this.whyStopDoesNotApply(station, request);
    await this.suspects.record({
      chargeBoxPk: station.chargeBoxPk,
      action: 'StopTransaction',
      messageId: origin.messageId,
      payload: request,
      reason: reason.text,
    });
    await this.storeTransactionData(station, reason.connectorId, request);
    return answer;
  }

  private async idTagInfoOf(station: StationRef, idTag: string): Promise<IdTagInfo> {
    const { ocppTagPk: _ignored, ...info } = await this.tagAuthorization.authorize(station, idTag, {
      countConcurrentUse: false,
    });
    return info;
  }

  private async whyStopDoesNotApply(
    station: StationRef,
    request: StopTransactionRequest,
  ): Promise<{ text: string; connectorId: number }> {
    if (request.transactionId <= 0) {
      return { text: 'transaction id is not a positive number', connectorId: 0 };
    }
    const owner = await this.transactions.findOwner(request.transactionId);
    if (!owner) return { text: 'unknown transaction', connectorId: 0 };
    if (owner.charge_box_pk !== station.chargeBoxPk) {
      return { text: "another station's transaction", connectorId: 0 };
    }
    const same =
      owner.stop_timestamp !== null &&
      new Date(owner.stop_timestamp).getTime() === ocppDate(request.timestamp).getTime() &&
      Number(owner.stop_value) === request.meterStop;
    return {
      text: same ? 'repeated stop of an ended transaction' : 'stop of an ended transaction',
      connectorId: owner.connector_id,
    };
  }

  private async storeTransactionData(
    station: StationRef,
    connectorId: number,
    request: StopTransactionRequest,
  ): Promise<void> {
    const data: MeterValue[] = request.transactionData ?? [];
    if (data.length === 0) return;
    await this.writeSamples(
      samplesOf(station.chargeBoxPk, connectorId, request.transactionId, data),
    );
  }
}
