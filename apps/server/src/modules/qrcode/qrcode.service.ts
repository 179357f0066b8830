import type {
  QrCommandAnswer,
  QrConnectorStatus,
  QrStartAnswer,
  QrStartBody,
  QrStopBody,
} from '@chargedeck/shared';
import { conflict, forbidden, notFound, tooManyRequests } from '../../platform/http/http-error';
import type { RobotCheck } from '../../platform/robot-check/robot-check';
import { AttemptLimiter } from '../../platform/security/attempt-limiter';
import { requireRobotCheck } from '../auth';
import type { OperationsService } from '../operations';
import {
  qrIdTagOf,
  type QrActiveTransaction,
  type QrCodeRepository,
  type QrConnectorRow,
} from './qrcode.repository';
import { newStopSecret, stopSecretMatches } from './qr-stop-secret';
import type { QrTokens } from './qr-token';

/** START and STOP attempts one address may make per 10 minutes. */
export const QR_COMMANDS_PER_ADDRESS = 20;
/** START and STOP commands one connector takes per minute. */
export const QR_COMMANDS_PER_CONNECTOR = 6;
/** A page start owns the recharge its station begins within this time (plug-in included). */
const QR_START_WINDOW_MS = 10 * 60_000;
/** A connector's page starts older than this are forgotten when it gets a new one. */
const QR_START_KEPT_MS = 7 * 24 * 3600_000;
const ORIGIN = 'QR code';

export interface QrLimits {
  perAddress?: AttemptLimiter;
  perConnector?: AttemptLimiter;
}

function statusOf(row: QrConnectorRow): string {
  if (row.unusual_status === 'MAINTENANCE') return 'Maintenance';
  if (!row.online) return 'connector_unavailable';
  if (row.unusual_status === 'UNAVAILABLE') return 'Unavailable';
  return row.last_status ?? 'Unspecified';
}

/**
 * The public QR page: anyone holding a connector's signed token may see its status and start a
 * recharge on it with the tenant's QR idTag, after the robot check and within the limits. Only
 * the browser that started a recharge stops it here, with the secret its start answered.
 */
export class QrCodeService {
  private readonly perAddress: AttemptLimiter;
  private readonly perConnector: AttemptLimiter;

  constructor(
    private readonly repository: QrCodeRepository,
    private readonly tokens: QrTokens,
    private readonly operations: OperationsService,
    private readonly robotCheck: RobotCheck,
    limits: QrLimits = {},
  ) {
    this.perAddress = limits.perAddress ?? new AttemptLimiter(QR_COMMANDS_PER_ADDRESS, 600_000);
    this.perConnector =
      limits.perConnector ?? new AttemptLimiter(QR_COMMANDS_PER_CONNECTOR, 60_000);
  }

  tokenFor(row: QrConnectorRow): string {
    return this.tokens.sign(row.charge_box_id, row.connector_id);
  }

  /** Forged or foreign tokens are refused before the station is looked up (no enumeration). */
  private async connectorFor(chargeBoxId: string, connectorId: number, token: string) {
    if (!this.tokens.verify(chargeBoxId, connectorId, token)) throw forbidden('qrNotValid');
    const row = await this.repository.connector(chargeBoxId, connectorId);
    if (!row || !row.active) throw notFound('connectorNotFound');
    return row;
  }

  async status(
    chargeBoxId: string,
    connectorId: number,
    token: string,
  ): Promise<QrConnectorStatus> {
    const row = await this.connectorFor(chargeBoxId, connectorId, token);
    const active = await this.repository.activeTransactionPk(row.charge_box_pk, connectorId);
    return {
      chargeBoxId: row.charge_box_id,
      description: row.description,
      connectorId: row.connector_id,
      status: statusOf(row),
      online: row.online,
      charging: active !== undefined,
    };
  }

  async start(body: QrStartBody, remoteAddress: string): Promise<QrStartAnswer> {
    this.limitAddress(remoteAddress);
    await requireRobotCheck(this.robotCheck, body.recaptchaResponse, remoteAddress);
    const row = await this.connectorFor(body.chargeBoxId, body.connectorId, body.token);
    this.limitConnector(row);
    const idTag = await this.repository.ensureQrTag(row.tenant_pk);
    // Recorded before the command, so that it precedes the station's StartTransaction.
    const { secret, hash } = newStopSecret();
    const forgetBefore = new Date(Date.now() - QR_START_KEPT_MS);
    const startPk = await this.repository.recordStart(
      row.charge_box_pk,
      row.connector_id,
      hash,
      forgetBefore,
    );
    try {
      const answer = await this.send(row, 'RemoteStartTransaction', {
        connectorId: row.connector_id,
        idTag,
      });
      return { ...answer, stopSecret: secret };
    } catch (error) {
      await this.repository.forgetStart(startPk);
      throw error;
    }
  }

  async stop(body: QrStopBody, remoteAddress: string): Promise<QrCommandAnswer> {
    this.limitAddress(remoteAddress);
    const row = await this.connectorFor(body.chargeBoxId, body.connectorId, body.token);
    this.limitConnector(row);
    const active = await this.repository.activeTransaction(row.charge_box_pk, row.connector_id);
    if (!active) throw conflict('noRechargeInProgress');
    await this.requireStarter(row, active, body.stopSecret);
    return this.send(row, 'RemoteStopTransaction', { transactionId: active.transaction_pk });
  }

  /** A card's recharge never, a page's only with the secret of the start that began it. */
  private async requireStarter(
    row: QrConnectorRow,
    active: QrActiveTransaction,
    secret: string | undefined,
  ): Promise<void> {
    if (active.id_tag !== qrIdTagOf(row.tenant_pk)) {
      throw forbidden('rechargeNotStartedHere');
    }
    const startedAt = active.start_received_at;
    const hash = await this.repository.startSecretHash(
      row.charge_box_pk,
      row.connector_id,
      startedAt,
      new Date(startedAt.getTime() - QR_START_WINDOW_MS),
    );
    if (!stopSecretMatches(secret, hash)) {
      throw forbidden('rechargeOtherBrowser');
    }
  }

  private limitAddress(address: string) {
    const wait = this.perAddress.retryAfter(address);
    if (wait > 0) throw tooManyRequests('tooManyQrCommands', wait, { seconds: wait });
    this.perAddress.record(address);
  }

  private limitConnector(row: QrConnectorRow) {
    const key = `${row.charge_box_pk}/${row.connector_id}`;
    const wait = this.perConnector.retryAfter(key);
    if (wait > 0) throw tooManyRequests('tooManyConnectorCommands', wait, { seconds: wait });
    this.perConnector.record(key);
  }

  private async send(
    row: QrConnectorRow,
    command: 'RemoteStartTransaction' | 'RemoteStopTransaction',
    request: { connectorId: number; idTag: string } | { transactionId: number },
  ): Promise<QrCommandAnswer> {
    const caller = {
      tenantPk: row.tenant_pk,
      userPk: null,
      visibleTenantPks: [row.tenant_pk],
      origin: ORIGIN,
    };
    const { taskId, done } =
      command === 'RemoteStartTransaction'
        ? await this.operations.execute({
            command,
            chargeBoxIds: [row.charge_box_id],
            request: request as { connectorId: number; idTag: string },
            caller,
          })
        : await this.operations.execute({
            command,
            chargeBoxIds: [row.charge_box_id],
            request: request as { transactionId: number },
            caller,
          });
    const result = (await done).taskDetail.resultMap[row.charge_box_id];
    if (result?.response === 'Accepted') return { status: 'Accepted', taskId };
    if (result?.errorMessage)
      throw conflict('commandRefused', undefined, { command, reason: result.errorMessage });
    throw conflict('commandAnswered', undefined, { command, response: result?.response ?? '-' });
  }
}
